import { randomUUID } from 'node:crypto';
import { isSpanContextValid, trace } from '@opentelemetry/api';
import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import { z } from 'zod';
import { parseEnvOrThrow } from './env';

/**
 * The app servers' structured logs (brand site, campaign app; docs/hardening.md "Logs"): pino,
 * JSON on stdout, one line per event, each request's lines carrying its `reqId`. What they may
 * hold: method, path, status, timings, request id, error type and message. Never query strings,
 * cookies, bodies, headers, client addresses, phone numbers, emails or codes.
 */

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof logLevels)[number];

/** What the app servers read for their logs, checked at start-up (a bad value names the variable). */
const schema = z.object({
  LOG_LEVEL: z.preprocess((v) => (v === '' ? undefined : v), z.enum(logLevels).default('info')),
  NODE_ENV: z.string().optional(),
});

/** The level, and whether this is development: error stacks are logged there only (long, they quote source). */
export function loggingConfig(env: NodeJS.ProcessEnv = process.env): { level: LogLevel; development: boolean } {
  const parsed = parseEnvOrThrow(schema, 'app server', env);
  return { level: parsed.LOG_LEVEL, development: parsed.NODE_ENV === 'development' };
}

/**
 * Secrets that travel in addresses, kept out of every server's logs (the data service's, the app
 * servers', the edge's advice in docs/deployment.md): a booking's manage token is a path segment
 * (`…/booking/{token}`), a second-factor set-up link too (`/studio/enrol/{token}`), a studio
 * preview link and the thank-you page carry theirs in the query (`oriel-preview`, `booking`).
 */
const tokenPathSegments = ['booking', 'studio/enrol'] as const;
export const tokenQueryParameters = ['oriel-preview', 'booking', 'token'] as const;

const pathToken = new RegExp(`(/(?:${tokenPathSegments.join('|')})/)[^/?#\\s"'<>]+`, 'g');
const queryToken = new RegExp(`([?&](?:${tokenQueryParameters.join('|')})=)[^&#\\s"'<>]+`, 'g');

/** The text with every token of an address replaced by `[token]`. */
export function redactTokens(text: string): string {
  return text.replace(pathToken, '$1[token]').replace(queryToken, '$1[token]');
}

/** The trace id of the request being answered when tracing is on (telemetry.ts); without the SDK, undefined. */
export function activeTraceId(): string | undefined {
  const context = trace.getActiveSpan()?.spanContext();
  return context && isSpanContextValid(context) ? context.traceId : undefined;
}

/**
 * Removes what looks like personal data from free text (error messages quote what they failed
 * on): emails (also URL-encoded), phone numbers and one-time codes (digit runs of 6+), tokens
 * of addresses (above) and query strings of paths and URLs.
 */
export function scrubPersonalData(text: string): string {
  return redactTokens(text)
    .replace(/[^\s@()=<>"'?&,;]+(?:@|%40)[^\s@()=<>"'&,;]+/gi, '[redacted-email]')
    .replace(/(\/[^\s?"'<>]*)\?[^\s"'<>]+/g, '$1?[redacted-query]')
    .replace(/\+?\d[\d\s-]{4,}\d/g, '[redacted-number]');
}

/** The logged path of a request: no query string, scrubbed, bounded. */
export function loggedPath(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0] ?? '/';
  return scrubPersonalData(path.length > 512 ? `${path.slice(0, 512)}…` : path);
}

const wellFormedRequestId = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The id of a request, echoed in the response and sent on to the data service, so one id follows
 * a visit through every log: with tracing on, its trace id (one id names the trace and the log
 * lines); otherwise the edge's `X-Request-Id` when it is well-formed (the data service's rule), or
 * a new UUID.
 */
export function requestIdFor(header: string | string[] | undefined): string {
  return activeTraceId() ?? (typeof header === 'string' && wellFormedRequestId.test(header) ? header : randomUUID());
}

/** Errors as logged: type, scrubbed message, status when there is one; the stack in development only. */
function errorSerializer(development: boolean) {
  return (error: unknown): Record<string, unknown> => {
    if (error === null || typeof error !== 'object') return { type: typeof error, message: scrubPersonalData(String(error)) };
    const e = error as { name?: unknown; message?: unknown; status?: unknown; statusText?: unknown; stack?: unknown };
    const serialized: Record<string, unknown> = {
      type: typeof e.name === 'string' ? e.name : (error.constructor?.name ?? 'Object'),
      message: scrubPersonalData(typeof e.message === 'string' ? e.message : typeof e.statusText === 'string' ? e.statusText : ''),
    };
    if (typeof e.status === 'number') serialized.status = e.status;
    if (development && typeof e.stack === 'string') serialized.stack = scrubPersonalData(e.stack);
    return serialized;
  };
}

/** The server's logger: its name on every line; `destination` is stdout unless a test captures the lines. */
export function createAppLogger({ name, level, development, destination }: ReturnType<typeof loggingConfig> & { name: string; destination?: DestinationStream }): Logger {
  const options: LoggerOptions = {
    name,
    level,
    serializers: { err: errorSerializer(development) },
    hooks: {
      // A message string is free text too.
      logMethod(args, method) {
        method.apply(this, args.map((a) => (typeof a === 'string' ? scrubPersonalData(a) : a)) as Parameters<typeof method>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * The line scripts wait for before they talk to a server (e2e specs read `listening` on stdout;
 * tools/compose/server.mjs drops ` listening on http://` lines): written whatever LOG_LEVEL says.
 */
export function logListening(logger: Logger, name: string, url: string): void {
  logger.child({}, { level: 'info' }).info({ url }, `${name} listening on ${url}`);
}
