import Fastify, { type FastifyInstance } from 'fastify';
import { type Clock, createClock } from './clock';
import type { DatabaseHandle } from './db/database';
import { contentRoutes } from './content';
import { collectRoutes, openApiRoutes } from './openapi/routes';
import { healthRoutes, type Readiness } from './health/routes';
import { apiError } from './http/errors';
import { hardenedServerOptions, hardening } from './http/hardening';
import { loadConfig } from './config';
import { loyaltyRoutes } from './loyalty';
import { metricsRoutes } from './metrics/routes';
import { rumRoutes, rumStudioRoutes } from './rum';
import { observeDatabase } from './metrics/sources';
import { createOtpContext, devOutboxEnabled, type OtpOverrides, otpRoutes } from './otp';
import { campaignAdminRoutes, campaignRoutes } from './campaigns';
import { searchRoutes } from './search';
import { contactProof, contactVerifier, type RegistrationRouteOptions, registrationRoutes } from './registrations';
import { createStudioContext, previewMomentClock, type StudioOverrides, studioRoutes } from './studio';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { type BookingContext, type BookingLimits, bookingRoutes, bookingStudioRoutes, gatewayMessageTransport, type MessageTransport, outboxMessageTransport, registerBookingJobs } from './bookings';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs (apps/api/src/jobs): areas register theirs while the server is built. */
    jobs: JobQueue;
    /** Work that needs the migrated database (main.ts, after start-up): jobs' workers, unfinished renditions. */
    startBackgroundWork(): Promise<void>;
  }
}

export interface ServerOptions {
  database: DatabaseHandle;
  clock?: Clock;
  logLevel?: string;
  /** Tests: limits and transport of the one-time-code service. */
  otp?: OtpOverrides;
  /** Tests: the per-client submit limit of the registration form. */
  registrationLimit?: RegistrationRouteOptions['submitLimit'];
  /** Tests: the manage link's change limits (otherwise BOOKING_CHANGES_PER_DAY, BOOKING_CHANGE_IP_LIMIT). */
  bookingLimits?: Partial<Pick<BookingLimits, 'changesPerDay' | 'changeIpLimit'>>;
  /** Tests: where booking messages go (otherwise as the one-time codes: outbox or gateway). */
  messageTransport?: MessageTransport;
  /** Tests: the campaign CSV export token (otherwise CAMPAIGN_EXPORT_TOKEN). */
  exportToken?: string;
  /** Tests: where the logs go (docs/hardening.md). */
  logStream?: NodeJS.WritableStream;
  /**
   * Start-up state (main.ts): until `ready`, every route but /healthz and /readyz answers 503 with
   * Retry-After. Ready from the start when not given (tests build on a prepared database).
   */
  readiness?: Readiness;
  /** The studio: the local admin channel's token (main.ts), tests' second-factor and sign-in limits. */
  studio?: StudioOverrides;
  /**
   * Background jobs. main.ts starts them (with workers) after migrating. Tests (ready from the
   * start): installed with the server, workers only when asked (`workers: true`, short polling).
   */
  jobs?: { workers?: boolean; pollingIntervalSeconds?: number };
}

/** The data service as a Fastify instance, without listening: tests inject requests into it. */
export async function buildServer({ database, clock = createClock(), logLevel = 'info', otp: otpOverrides, registrationLimit, exportToken, logStream, readiness = { ready: true }, studio: studioOverrides, jobs: jobOptions = {}, messageTransport, bookingLimits }: ServerOptions): Promise<FastifyInstance> {
  const config = loadConfig();
  const app = Fastify(hardenedServerOptions({ logLevel, logStream, trustProxy: config.TRUST_PROXY }));
  app.addHook('onRequest', async (request, reply) => {
    if (readiness.ready || request.url === '/healthz' || request.url === '/readyz' || request.url === '/api/health' || request.url === '/metrics') return;
    reply.header('retry-after', '5');
    return apiError(reply, 503, `The data service is starting (waiting for ${readiness.waitingFor ?? 'the database'})`);
  });
  collectRoutes(app);
  // Metrics first, so its timing hook sees every route registered after it.
  await app.register(metricsRoutes);
  observeDatabase(database);
  const jobs = createJobQueue({ database, clock, pollingIntervalSeconds: jobOptions.pollingIntervalSeconds, listen: config.JOBS_LISTEN === 'on', log: (message) => app.log.error(message), warn: (message) => app.log.warn(message) });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.stop());
  await app.register(hardening, { db: database.db });
  await app.register(healthRoutes, { db: database.db, kind: database.kind, readiness });
  const otp = createOtpContext(database.db, clock, config, otpOverrides);
  const devOutbox = devOutboxEnabled(config, (message) => app.log.warn(message));
  const bookings: BookingContext = {
    db: database.db,
    clock,
    jobs,
    secret: otp.secret,
    siteUrl: config.SITE_URL,
    limits: {
      changesPerDay: bookingLimits?.changesPerDay ?? config.BOOKING_CHANGES_PER_DAY,
      changeIpLimit: bookingLimits?.changeIpLimit ?? config.BOOKING_CHANGE_IP_LIMIT,
      breaker: { smsPerMinute: otp.limits.smsPerMinute, smsPerHour: otp.limits.smsPerHour, emailPerMinute: otp.limits.emailPerMinute, emailPerHour: otp.limits.emailPerHour },
    },
    alert: (fields, message) => app.log.error(fields, message),
    transport:
      messageTransport ??
      (config.OTP_TRANSPORT === 'gateway'
        ? gatewayMessageTransport({
            sms: { url: config.SMS_GATEWAY_URL!, token: config.SMS_GATEWAY_TOKEN, sender: config.SMS_SENDER },
            smtp: { url: config.SMTP_URL!, from: config.SMTP_FROM! },
            timeoutMs: config.OTP_GATEWAY_TIMEOUT_MS,
          })
        : outboxMessageTransport),
  };
  registerBookingJobs(bookings);
  const studio = createStudioContext(database.db, config, studioOverrides, app.log);
  await app.register(contentRoutes, { db: database.db, clock, previewSnapshot: studio.preview });
  await app.register(studioRoutes, { ...studio.routes, clock, jobs, areaRoutes: [bookingStudioRoutes(bookings), rumStudioRoutes({ db: database.db, clock })] });
  // Once the database is migrated (main.ts): the jobs' workers, and the renditions of uploads a
  // stopped instance left unprocessed (none is started while closing).
  app.decorate('startBackgroundWork', async () => {
    await jobs.start({ workers: true });
    studio.media.resume();
  });
  app.addHook('onClose', async () => {
    studio.media.stop();
    await studio.media.idle();
  });
  await app.register(searchRoutes, { db: database.db });
  await app.register(otpRoutes, { otp, devOutbox });
  await app.register(loyaltyRoutes, { otp });
  // A studio preview link may show the campaigns at a chosen moment.
  await app.register(campaignRoutes, { db: database.db, clock: previewMomentClock(app, clock, config.STUDIO_SECRET), previewSecret: config.STUDIO_SECRET });
  await app.register(campaignAdminRoutes, { db: database.db, adminToken: studioOverrides?.adminToken ?? null });
  await app.register(registrationRoutes, {
    db: database.db,
    clock,
    verifyContact: contactVerifier(otp),
    contactProven: contactProof(otp),
    bookings,
    adminToken: studioOverrides?.adminToken ?? null,
    exportToken: exportToken ?? config.CAMPAIGN_EXPORT_TOKEN,
    submitLimit: registrationLimit ?? { max: config.REGISTRATION_IP_LIMIT, windowMs: 10 * 60_000 },
  });
  await app.register(bookingRoutes, { bookings, devOutbox });
  await app.register(rumRoutes, { db: database.db, clock, sampleRate: config.RUM_SAMPLE_RATE, ipLimit: config.RUM_IP_LIMIT });
  await app.register(openApiRoutes);
  app.setNotFoundHandler((request, reply) => apiError(reply, 404, `No resource at ${request.method} ${request.url.split('?')[0]}`));
  // Ready from the start (tests): the queue is installed now, before any transaction enqueues
  // (on PGlite a transaction holds the only connection). A database that is down (fault tests)
  // leaves it unstarted: what would enqueue fails like any other write.
  if (readiness.ready) await jobs.start({ workers: jobOptions.workers ?? false }).catch((error: Error) => app.log.error(`job queue: ${error.message}`));
  return app;
}
