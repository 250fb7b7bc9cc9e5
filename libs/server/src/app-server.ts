import { existsSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import { trustedProxies } from './env';
import { createAppLogger, loggedPath, loggingConfig, requestIdFor } from './logger';
import { createAppMetrics, metricsEnabled } from './metrics';
import { nonceContext, runInRequestContext } from './request-context';
import { drainUnreadBody, refuseBadRequests } from './request-guards';
import { createNonce, helmetOptions, permissionsPolicy } from './security-headers';

export interface AppOptions {
  /** Shown in every log line. */
  name: string;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Absolute path of the client build (`build/client`). */
  clientDir: string;
  /** URL prefix the client files are served under (Vite `base`), with its trailing slash. */
  publicPath: string;
  /** Origins of configured third-party services, allowed by the CSP (security-headers.ts). */
  thirdPartyOrigins?: readonly string[];
  /** The data service: `/readyz` is ready when its `/readyz` is. Without it /readyz is /healthz. */
  dataServiceUrl?: string;
  /** pino on stdout at LOG_LEVEL by default; tests pass their own. */
  logger?: Logger;
  /** Prometheus metrics (`/metrics` and the request timing); METRICS (on by default) when not given. */
  metrics?: boolean;
  /** Peers allowed to set X-Forwarded-* (Express `trust proxy`); TRUST_PROXY (`loopback` by default) when not given. */
  trustProxy?: string[];
}

/**
 * One React Router app on Express, the way React Router's Node template and epic-stack's
 * server/index.ts assemble it: request log, refusals, security headers with a fresh CSP nonce,
 * health checks, compression, the client build, then React Router.
 */
export function createApp(options: AppOptions): express.Express {
  const logger = options.logger ?? createAppLogger({ name: options.name, ...loggingConfig() });
  const metrics = (options.metrics ?? metricsEnabled()) ? createAppMetrics(options.build) : null;
  const app = express();
  app.disable('x-powered-by');
  // `/metrics`, `/healthz` and `/readyz` are these exact paths: the edge lets no `/metrics` through,
  // and Express would otherwise answer `/METRICS` as well.
  app.enable('case sensitive routing');
  // The edge (nginx, tools/compose/server.mjs) overwrites the X-Forwarded-* headers: from its
  // address (TRUST_PROXY), the visitor's address, protocol and host are the ones it says. What
  // React Router and the loaders read, and send on to the data service (whose per-visitor limits
  // count the address), is what Express found so: never a header written by a client that reached
  // this port from anywhere else.
  app.set('trust proxy', options.trustProxy ?? trustedProxies(options.name));
  app.use((req, _res, next) => {
    // No address: the connection is already gone.
    if (!req.ip) return void req.socket.destroy();
    req.headers['x-forwarded-for'] = req.ip;
    req.headers['x-forwarded-proto'] = req.protocol;
    if (req.host) req.headers['x-forwarded-host'] = req.host;
    else delete req.headers['x-forwarded-host'];
    next();
  });

  if (metrics) app.use(metrics.timing);
  app.use(
    pinoHttp({
      logger,
      // A well-formed X-Request-Id from the edge, or a new one: echoed, sent on to the data service,
      // on every log line of the request.
      genReqId: (req, res) => {
        const id = requestIdFor(req.headers['x-request-id']);
        res.setHeader('X-Request-Id', id);
        return id;
      },
      quietReqLogger: true,
      // What an access line may hold (docs/hardening.md "Logs"): never queries, headers or cookies.
      // Errors keep the logger's own serializer (scrubbed, stack in development only).
      wrapSerializers: false,
      serializers: {
        req: (req: { method?: string; url?: string; originalUrl?: string }) => ({ method: req.method, url: loggedPath(req.originalUrl ?? req.url) }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
      customSuccessMessage: () => 'request completed',
      customErrorMessage: () => 'request completed',
    }),
  );
  app.use((_req, res, next) => {
    res.locals.cspNonce = createNonce();
    res.setHeader('Permissions-Policy', permissionsPolicy);
    next();
  });
  app.use(helmet(helmetOptions(options.thirdPartyOrigins ?? [])));
  app.use(refuseBadRequests, drainUnreadBody);

  // Prometheus, on this server's own port: the router and the edge refuse /metrics (docs/observability.md).
  if (metrics) app.get('/metrics', metrics.serve);
  app.get('/healthz', (_req, res) => void res.set('Cache-Control', 'no-store').json({ status: 'ok' }));
  app.get('/readyz', async (_req, res) => {
    // Stopping (serve.ts): not ready, so whatever probes this sends no more requests.
    const ready = app.get('stopping') ? { ok: false, detail: 'stopping' } : options.dataServiceUrl ? await readiness(options.dataServiceUrl) : { ok: true, detail: '' };
    res.set('Cache-Control', 'no-store').status(ready.ok ? 200 : 503);
    res.json(ready.ok ? { status: 'ok' } : { status: 'unavailable', detail: ready.detail });
  });

  app.use(compression());
  // Vite fingerprints everything under assets/: cached for a year, never revalidated.
  // The build writes each asset brotli- and gzip-compressed at the highest level (tools/vite/precompress.ts):
  // served as they are, smaller than compressing on the fly, and no CPU per request.
  app.use(
    `${options.publicPath}assets`,
    expressStaticGzip(`${options.clientDir}/assets`, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      serveStatic: { immutable: true, maxAge: '1y', fallthrough: false, index: false },
    }),
  );
  // A fingerprint this build does not have (a page from before a deploy asking for an old chunk),
  // or anyone with curl trying `..`: a plain 404 or 403, not an error logged with its stack.
  app.use(`${options.publicPath}assets`, (error: { status?: number }, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (!error.status || error.status >= 500) return next(error);
    res.status(error.status).type('text/plain').send(STATUS_CODES[error.status]);
  });
  // The other public files (favicon, robots, fonts without a hash) for an hour.
  app.use(options.publicPath, express.static(options.clientDir, { maxAge: '1h', index: false, redirect: false }));

  const handler = createRequestHandler({
    build: options.build,
    getLoadContext: (_req, res) => new RouterContextProvider(new Map([[nonceContext, res.locals.cspNonce as string]])),
  });
  app.use((req, res, next) => {
    // A studio preview link's token (`?oriel-preview=`), sent on to the data service.
    const token = req.query['oriel-preview'];
    const previewToken = typeof token === 'string' && token.length <= 1000 ? token : undefined;
    runInRequestContext({ requestId: String(req.id), log: req.log, method: req.method, previewToken }, () => void handler(req, res, next));
  });
  return app;
}

/** The data service's readiness (its `/readyz`), for this app's own. */
async function readiness(baseUrl: string): Promise<{ ok: boolean; detail: string }> {
  const url = `${baseUrl.replace(/\/+$/, '')}/readyz`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return { ok: res.ok, detail: `data service ${res.status} ${(await res.text()).slice(0, 200)}` };
  } catch (error) {
    return { ok: false, detail: `data service at ${baseUrl} unreachable (${error instanceof Error ? error.message : String(error)})` };
  }
}

/**
 * The client build beside the server's code: `build/server/index.js`, or a chunk of it in
 * `build/server/assets/`, -> `build/client`; in a deploy package, `server.mjs` -> `client`.
 */
export function clientDirBeside(moduleUrl: string): string {
  const here = dirname(fileURLToPath(moduleUrl));
  const found = [here, join(here, '..'), join(here, '..', '..')].find((dir) => existsSync(join(dir, 'client')));
  return join(found ?? join(here, '..'), 'client');
}
