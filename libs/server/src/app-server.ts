import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { type Server, type ServerResponse, createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestListener } from '@react-router/node';
import type { Logger } from 'pino';
import { type ServerBuild, createRequestHandler } from 'react-router';
import { compressResponse } from './compression';
import { type DataServiceLink, dataServiceLink } from './data-service';
import { loadDotEnv } from './env';
import { createHtmlCache } from './html-cache';
import { clearReadCaches } from './read-cache';
import { createAppLogger, loggedPath, loggingConfig, logListening, requestIdFor } from './logger';
import { runInRequestContext, unavailableRetryAfterSeconds } from './request-context';
import { carriesBody, readBodyWithin, refusedBodyDrainBytes, requestRefusal, sendRefusal, withReadBody } from './request-guards';
import { hardenResponse, isHttps } from './security-headers';
import { serveStaticFile } from './static-files';

export interface AppServerOptions {
  /** Shown in the ready line and in every log line. */
  name: string;
  build: ServerBuild;
  /** Absolute path of the client build (`build/client`). */
  clientDir: string;
  /** URL prefix the client files are served under (Vite `base`). */
  publicPath: string;
  port: number;
  host: string;
  /** In-process cache of anonymous, publicly cacheable HTML (decision 073); on unless false. */
  htmlCache?: boolean;
  /** The server's logger; by default pino on stdout at LOG_LEVEL (libs/server/src/logger.ts). */
  logger?: Logger;
  /**
   * The data service the app needs (libs/server/src/data-service.ts): `/readyz` checks it, and its
   * content version drops the page cache when content changes. Without it /readyz is /healthz.
   */
  dataService?: DataServiceLink;
}

export interface AppServer {
  server: Server;
  logger: Logger;
  /** Stops taking requests; resolves once the requests under way are answered and the server is closed. */
  drain(): Promise<void>;
}

/** Cookies the frame renders differently for (SPEC: pre-release gate, locale choice; the cookie banner, decision 170). */
const htmlCacheKeyCookies = ['sl-brand-uat-login', 'i18n_redirected', 'oriel_consent'];

/**
 * One React Router app on an HTTP server (not yet listening): client files first, then server
 * rendering. Every request gets an id (a well-formed `X-Request-Id` from the edge, or a new one),
 * echoed in the response, sent on to the data service and on each of its log lines, and one access
 * line when it ends: method, path without query, status, duration (docs/hardening.md "Logs").
 */
export function createAppServer(options: Omit<AppServerOptions, 'port' | 'host'>): AppServer {
  const mode = process.env.NODE_ENV ?? 'production';
  const logger = options.logger ?? createAppLogger({ name: options.name, ...loggingConfig() });
  const render = createRequestListener({ build: options.build, mode });
  const htmlCache =
    options.htmlCache === false
      ? null
      : createHtmlCache({ renderFresh: createRequestHandler(options.build, mode), keyCookies: htmlCacheKeyCookies });
  // A content change empties the cached pages and the loaders' cached reads (read-cache.ts).
  const contentChanged = () => {
    htmlCache?.clear();
    clearReadCaches();
  };
  const server = createServer((req, res) => {
    const started = performance.now();
    const requestId = requestIdFor(req.headers['x-request-id']);
    const log = logger.child({ reqId: requestId });
    res.setHeader('X-Request-Id', requestId);
    res.once('close', () => {
      const line = {
        req: { method: req.method, url: loggedPath(req.url) },
        res: { statusCode: res.statusCode },
        responseTime: Math.round((performance.now() - started) * 10) / 10,
      };
      // Closed before the answer was complete (the visitor went away, or the connection broke).
      log.info(res.writableFinished ? line : { ...line, aborted: true }, 'request completed');
    });
    // Security headers on every response, whichever code writes it (docs/hardening.md).
    hardenResponse(res, { https: isHttps(req.headers['x-forwarded-proto']) });
    // A 503 (the data service is unavailable) says when to come back, and is never cached.
    whenUnavailable(res);
    if (stopping) lastOnItsConnection(res);
    else {
      underWay.add(res);
      res.on('close', () => underWay.delete(res));
    }
    // Rendered pages and data compressed for browsers that accept it (decision 073).
    compressResponse(req, res);
    const previewToken = previewTokenOf(req.url);
    // A studio preview (decision 132): rendered for this request only, never cached, never indexed.
    if (previewToken) keepPrivate(res);
    return runInRequestContext({ requestId, log, method: req.method, previewToken }, async () => {
      try {
        // Unknown methods, malformed addresses and declared oversize bodies never reach the app.
        const refusal = requestRefusal(req);
        if (refusal) return sendRefusal(res, refusal, { closeConnection: refusal.status === 413 && Number(req.headers['content-length']) > refusedBodyDrainBytes });
        const path = (req.url ?? '/').split('?')[0];
        if (path === '/healthz' || path === '/readyz') return await health(path, res);
        let request = req;
        if (carriesBody(req.method)) {
          // Read whole (64 KB at most) before the app runs, so nothing is left on the connection.
          const body = await readBodyWithin(req).catch(() => undefined);
          if (body === undefined) return res.destroy();
          if (body === null) return sendRefusal(res, { status: 413, text: 'Payload Too Large' }, { closeConnection: true });
          request = withReadBody(req, body);
        }
        if (await serveStaticFile(request, res, options.clientDir, options.publicPath)) return;
        if (htmlCache && options.dataService) await options.dataService.checkContentVersion(contentChanged);
        if (htmlCache && !previewToken) await htmlCache.handle(request, res, render);
        else await render(request, res);
      } catch (error) {
        log.error({ err: error }, 'request failed');
        if (!res.headersSent) {
          res.statusCode = 500;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        }
        res.end('Internal Server Error');
      }
    });
  });
  /** Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the data service is ready). */
  async function health(path: string, res: ServerResponse) {
    const ready = path === '/readyz' && options.dataService ? await options.dataService.readiness() : { ok: true, detail: '' };
    const ok = ready.ok && !(path === '/readyz' && stopping);
    res.writeHead(ok ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(ok ? { status: 'ok' } : { status: stopping ? 'stopping' : 'unavailable', detail: ready.detail }));
  }
  server.keepAliveTimeout = 65_000;
  let stopping = false;
  // Shutting down: answers still to be written close their keep-alive connection once sent, so
  // the server stops as soon as the requests under way are answered.
  const underWay = new Set<ServerResponse>();
  const lastOnItsConnection = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
    res.on('finish', () => server.closeIdleConnections());
  };
  const drain = () => {
    stopping = true;
    for (const res of underWay) lastOnItsConnection(res);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    return closed;
  };
  return { server, logger, drain };
}

/** The token of a studio preview link (`?oriel-preview=...`), if the URL carries one. */
export function previewTokenOf(url: string | undefined): string | undefined {
  const query = (url ?? '').split('?')[1];
  if (!query) return undefined;
  const token = new URLSearchParams(query).get('oriel-preview');
  return token && token.length <= 1000 ? token : undefined;
}

/** Whatever the page says, this answer is private and not for search engines. */
function keepPrivate(res: ServerResponse) {
  const override = (name: string, value: unknown) => {
    const lower = name.toLowerCase();
    if (lower === 'cache-control') return 'private, no-store';
    if (lower === 'x-robots-tag') return 'noindex';
    return value;
  };
  const setHeader = res.setHeader.bind(res);
  res.setHeader = ((name: string, value: number | string | readonly string[]) => setHeader(name, override(name, value) as string)) as typeof res.setHeader;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const headers = args.find((a, i) => i > 0 && a && typeof a === 'object');
    if (headers && !Array.isArray(headers)) for (const key of Object.keys(headers)) (headers as Record<string, unknown>)[key] = override(key, (headers as Record<string, unknown>)[key]);
    return writeHead(...args);
  }) as typeof res.writeHead;
  setHeader('Cache-Control', 'private, no-store');
  setHeader('X-Robots-Tag', 'noindex');
}

function whenUnavailable(res: ServerResponse) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  (res as unknown as { writeHead: (...args: unknown[]) => ServerResponse }).writeHead = (status: unknown, ...rest: unknown[]) => {
    if (status === 503) {
      const given = rest.find((r) => typeof r === 'object' && r !== null);
      const names = Array.isArray(given) ? given.filter((_, i) => i % 2 === 0).map((n) => String(n).toLowerCase()) : Object.keys(given ?? {}).map((n) => n.toLowerCase());
      if (!names.includes('retry-after') && !res.hasHeader('retry-after')) res.setHeader('Retry-After', String(unavailableRetryAfterSeconds));
      if (!names.includes('cache-control')) res.setHeader('Cache-Control', 'no-store');
    }
    return writeHead(status, ...rest);
  };
}

/**
 * Starts an app server on its port. Stops cleanly on SIGINT / SIGTERM, finishing the requests
 * already under way. Announces `<name> listening on <url>` on stdout whatever the log level.
 */
export function startAppServer(options: AppServerOptions): Promise<Server> {
  const { server, logger, drain } = createAppServer(options);
  const stop = () => {
    void drain().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return new Promise((resolve) => {
    server.listen(options.port, options.host, () => {
      // A page worker's port is its primary's, which announces it once every worker listens.
      if (!cluster.isWorker) logListening(logger, options.name, `http://${options.host}:${options.port}`);
      resolve(server);
    });
  });
}

export interface ServedBuildOptions extends Pick<AppServerOptions, 'name' | 'publicPath' | 'htmlCache'> {
  /** The bundle's own `import.meta.url`: the client build is found beside it. */
  entryUrl: string;
  /** Loads the React Router server build (`() => import('./index.js')`), after `.env` is read. */
  loadBuild: () => Promise<unknown>;
  /** The port without PORT (each app has its own: docs/deployment.md). */
  defaultPort: number;
  /** One process whatever PAGE_WORKERS says (the staff studio: few, personal pages). */
  oneProcess?: boolean;
}

/**
 * The whole production entry of a React Router app (`apps/<app>/server/main.ts`): reads `.env`
 * (the build checks its variables in `app/lib/env.server.ts` when it loads, so first), loads the
 * build, finds the client files (`build/server/main.js` -> `build/client`; in a deploy package
 * `server.mjs` -> `client`) and serves on PORT/HOST with the data service of API_INTERNAL_URL
 * (same default as the apps' env schemas, which have checked the value by then).
 */
export async function serveBuild(options: ServedBuildOptions): Promise<Server | null> {
  loadDotEnv();
  let workers = 1;
  try {
    workers = options.oneProcess ? 1 : pageWorkers(process.env.PAGE_WORKERS);
  } catch (error) {
    // As the apps' own variable checks report (exit code 78, one line per variable).
    console.error(`${options.name}: invalid configuration (environment or .env):\n  ${(error as Error).message}`);
    process.exit(78);
  }
  if (workers > 1 && cluster.isPrimary) {
    await runPageWorkers({ name: options.name, workers, url: `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? options.defaultPort}` });
    return null;
  }
  const build = (await options.loadBuild()) as ServerBuild;
  const here = dirname(fileURLToPath(options.entryUrl));
  const clientDir = existsSync(join(here, 'client')) ? join(here, 'client') : join(here, '..', 'client');
  return startAppServer({
    name: options.name,
    build,
    clientDir,
    publicPath: options.publicPath,
    port: Number(process.env.PORT ?? options.defaultPort),
    host: process.env.HOST ?? '127.0.0.1',
    htmlCache: options.htmlCache,
    dataService: dataServiceLink(process.env.API_INTERNAL_URL || 'http://127.0.0.1:3100'),
  });
}

/**
 * PAGE_WORKERS: how many processes render the app's pages on its one port (decision 220). Unset or
 * 1: this process alone; `auto`: one per core the process may use (`os.availableParallelism()`).
 */
export function pageWorkers(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  if (value === 'auto') return availableParallelism();
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) throw new Error(`PAGE_WORKERS = ${JSON.stringify(value)}: expected a whole number from 1 to 64, or auto`);
  return count;
}

/**
 * The primary of `workers` page workers (node:cluster): each worker is this same entry, serving on
 * the shared port (the primary hands each new connection to the next worker) with its own page and
 * read caches, as one instance of several (docs/deployment.md). The primary renders nothing:
 * it announces the port once every worker listens, passes SIGTERM / SIGINT on and exits when they
 * have finished their requests; a worker that exits on its own stops the others and the primary
 * with its exit code, as a single server process would exit.
 */
function runPageWorkers({ name, workers, url }: { name: string; workers: number; url: string }): Promise<void> {
  let stopping = false;
  let listening = 0;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(code), 12_000).unref();
    const exitWhenAlone = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(code);
    };
    cluster.on('exit', exitWhenAlone);
    exitWhenAlone();
  };
  cluster.on('listening', () => {
    if (++listening === workers) logListening(createAppLogger({ name, ...loggingConfig() }).child({ pageWorkers: workers }), name, url);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`${name}: page worker ${worker.process.pid} exited (${signal ?? code}); stopping`);
    stop(typeof code === 'number' && code !== 0 ? code : 1);
  });
  process.once('SIGTERM', () => stop(0));
  process.once('SIGINT', () => stop(0));
  for (let i = 0; i < workers; i++) cluster.fork();
  return Promise.resolve();
}
