#!/usr/bin/env node
// Serves the whole site on one port, as production does behind its CDN: each app runs its own
// server process, and this small path router sends every request to the one that owns the path.
//   /api/...                                   -> data service (apps/api)
//   /discovery-trial/..., /tc/discovery-trial/... -> campaign app (apps/discovery-trial), with
//     /discovery-trial.data and /tc/discovery-trial.data (React Router's data requests for the hub)
//   /studio, /studio/...                       -> staff studio (apps/studio), one instance
//   everything else                            -> brand site (apps/brand-site)
// The production equivalent (nginx) is in docs/deployment.md.
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

if (process.argv.includes('--help')) {
  console.log(`Usage: node tools/compose/server.mjs
Starts the data service, the brand site and the campaign app from their production builds and
serves them on one port. Environment: PORT (default 3000), HOST (default 127.0.0.1); the three
servers listen on PORT+1, PORT+2 and PORT+3 on loopback. Every other variable is passed on.
COMPOSE_INSTANCES=N (needs DATABASE_URL) runs N instances of each server, instance k (from 0) on
PORT+1+3k, PORT+2+3k, PORT+3+3k, and sends the requests to them in turn. The staff studio runs
once, on the port after the last instance (PORT+4 with one instance).
.env in the working directory is read (the environment wins over it); each server also reads it.
The router waits for each server's /readyz and routes nothing else to it until then.`);
  process.exit(0);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// .env (as each server reads it): the public port, host and origin may live there. The wiring
// between the servers (their ports, API_INTERNAL_URL) is this router's, never the file's.
const fileEnv = existsSync('.env') ? parseEnv(readFileSync('.env', 'utf8')) : {};
const setting = (name) => process.env[name] ?? (fileEnv[name] || undefined);
const port = Number(setting('PORT') ?? 3000);
const host = setting('HOST') ?? '127.0.0.1';
const internal = '127.0.0.1';
// Every server answers /healthz (alive) and /readyz (ready: what it needs answers), docs/deployment.md.
const apps = {
  // The data service's resident memory: a small young generation, and
  // glibc returns PGlite's freed buffers to the system instead of keeping them in its heap.
  api: { offset: 1, entry: 'apps/api/dist/main.js', ready: '/readyz', nodeArgs: ['--max-semi-space-size=2', '--max-old-space-size=256'], env: { MALLOC_MMAP_THRESHOLD_: '131072' } },
  'brand-site': { offset: 2, entry: 'apps/brand-site/build/server/main.js', ready: '/readyz' },
  'discovery-trial': { offset: 3, entry: 'apps/discovery-trial/build/server/main.js', ready: '/readyz' },
};
// COMPOSE_INSTANCES=N runs N instances of each server (instance k, from 0, of an app listens on
// PORT + offset + 3k) and spreads the requests over them in turn: several instances on one
// PostgreSQL, as production runs them (tools/ops/multi-instance.test.ts).
const instances = Math.max(1, Number(setting('COMPOSE_INSTANCES') ?? 1) || 1);
/** Per app, its instances: name shown in the logs, port, entry, readiness path. */
const upstreams = Object.fromEntries(
  Object.entries(apps).map(([name, app]) => [
    name,
    Array.from({ length: instances }, (_, k) => ({ name: instances === 1 ? name : `${name}#${k + 1}`, port: port + app.offset + 3 * k, entry: app.entry, nodeArgs: app.nodeArgs ?? [], env: app.env ?? {}, ready: app.ready, instance: k })),
  ]),
);
// The staff studio: one instance (its pages are few and personal), after the others' ports.
upstreams.studio = [{ name: 'studio', port: port + 1 + 3 * instances, entry: 'apps/studio/build/server/main.js', ready: '/readyz', instance: 0 }];
const turn = { api: 0, 'brand-site': 0, 'discovery-trial': 0, studio: 0 };
/** The next instance of an app, in turn. */
function pick(app) {
  const list = upstreams[app];
  return list[turn[app]++ % list.length];
}

/** Each server's metrics answer on its own internal port only: the public port never passes them, in any letter case. */
export const internalOnly = (pathname) => /^\/(api\/)?metrics(\/|$)/i.test(pathname);

export function upstreamFor(pathname) {
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api';
  // /discovery-trial.data, /tc/discovery-trial.data: React Router's data requests for the hub (a
  // client navigation inside the campaign app to its hub); the brand site has no such route.
  if (/^\/(tc\/)?discovery-trial(\/|\.data$|$)/.test(pathname)) return 'discovery-trial';
  // /m/{code}: the short link of a booking SMS, a redirect the campaign app answers.
  if (pathname.startsWith('/m/')) return 'discovery-trial';
  // /studio.data: React Router's data request for /studio itself (a client navigation to the studio's home).
  if (pathname === '/studio' || pathname === '/studio.data' || pathname.startsWith('/studio/')) return 'studio';
  return 'brand-site';
}

const children = new Map();
let stopping = false;

function startChild({ name, port: childPort, entry, nodeArgs = [], env = {}, instance }) {
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeArgs, join(root, entry)], {
    cwd: root,
    env: {
      ...env,
      ...process.env,
      PORT: String(childPort),
      HOST: internal,
      // Each app instance talks to the data-service instance of its own number.
      API_INTERNAL_URL: process.env.API_INTERNAL_URL ?? `http://${internal}:${upstreams.api[instance % upstreams.api.length].port}`,
      // Canonical URLs and the sitemap name the public origin: this port unless SITE_URL says otherwise.
      SITE_URL: setting('SITE_URL') ?? `http://localhost:${port}`,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      LOG_LEVEL: setting('LOG_LEVEL') ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop();
      for (const line of lines) {
        // Each server announces its own loopback port; the site announces one public URL instead.
        if (!line || / listening on http:\/\//.test(line)) continue;
        (stream === child.stderr ? process.stderr : process.stdout).write(`[${name}] ${line}\n`);
      }
    });
  }
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`[compose] ${name} exited (${signal ?? code}); stopping the site`);
      void stop(1);
    }
  });
  children.set(name, child);
}

async function waitUntilReady({ name, port: childPort, ready }) {
  // The data service may wait for PostgreSQL up to DATABASE_WAIT_SECONDS (120 s by default).
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (!children.has(name)) throw new Error(`${name} exited during start-up`);
    const ok = await new Promise((resolve) => {
      const req = http.get({ host: internal, port: childPort, path: ready }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      req.on('error', () => resolve(false));
      req.setTimeout(2000, () => req.destroy());
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${name} did not become ready within 180 s`);
}

/** Largest request body passed on: the apps' and the data service's own limit (docs/hardening.md). */
export const bodyLimitBytes = 64 * 1024;

/**
 * The one exception: a photograph uploaded to the studio's media library, up to the
 * data service's MEDIA_UPLOAD_MAX_MB (default 20), on its two upload routes only.
 */
export const mediaUploadLimitBytes = Number(process.env.MEDIA_UPLOAD_MAX_MB || 20) * 1024 * 1024;
const mediaUploadRoute = /^\/api\/studio\/media(\/[a-z0-9]{12}\/file)?$/;
export const bodyLimitFor = (method, pathname) =>
  (method === 'POST' || method === 'PUT') && mediaUploadRoute.test(pathname) ? mediaUploadLimitBytes : bodyLimitBytes;

/**
 * The path router: forwards each request to the server that owns its path, as the edge does in
 * production. One client's request never spoils a connection another client's request may use:
 * bodies over the limit are refused here (413), and a request with a body goes upstream on a
 * connection of its own, closed after it, so bytes its server left unread never reach the next
 * visitor's request. `stopping()` turns new requests away with 503 while the site drains.
 */
export const slowClientLimits = { headersMs: 10_000, idleMs: 60_000, requestMs: 120_000, connectionsPerAddress: 128 };

export function createRouter({ upstreamPort, host = internal, stopping = () => false, publicPort = port, limits = slowClientLimits }) {
  // No cap on the upstream pool: a visitor who reads slowly holds one connection, not everyone's.
  const pooled = new http.Agent({ keepAlive: true });
  const single = new http.Agent({ keepAlive: false });
  // Headers and whole-request deadlines are checked every second (Node's default: every 30).
  const server = http.createServer({ connectionsCheckingInterval: Math.min(1000, limits.headersMs) }, (req, res) => {
    if (stopping()) {
      answerUnavailable(req, res, 503, { 'retry-after': '5', connection: 'close' });
      return;
    }
    // While stopping, each answer is the last on its connection.
    res.on('finish', () => {
      if (stopping()) server.closeIdleConnections();
    });
    const declared = Number(req.headers['content-length'] ?? 0);
    const pathname = (req.url ?? '/').split('?')[0];
    if (internalOnly(pathname)) {
      answerPlainly(res, 404);
      return;
    }
    const limit = bodyLimitFor(req.method, pathname);
    // A refused body is still read and thrown away (Node does it once the answer is sent), so the
    // connection stays usable and the 413 is not lost to a reset; beyond 16 MB the connection closes.
    if (declared > limit) return refuseTooLarge(res, { close: declared > 16 * 1024 * 1024 });
    const hasBody = declared > 0 || req.headers['transfer-encoding'] !== undefined;
    const upstream = http.request(
      {
        host,
        port: upstreamPort(upstreamFor(pathname)),
        method: req.method,
        path: req.url,
        agent: hasBody ? single : pooled,
        headers: {
          ...withoutTraceContext(req.headers),
          // This router is the edge: it sets the forwarding headers and the request id of the logs
          // itself, so a client cannot spoof them, and drops a visitor's trace context (as nginx does).
          'x-forwarded-for': req.socket.remoteAddress ?? '',
          'x-forwarded-host': req.headers.host ?? `localhost:${publicPort}`,
          'x-forwarded-proto': 'http',
          'x-request-id': randomUUID(),
        },
      },
      (upstreamRes) => {
        const headers = { ...upstreamRes.headers };
        if (stopping()) headers.connection = 'close';
        res.writeHead(upstreamRes.statusCode ?? 502, headers);
        upstreamRes.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) answerUnavailable(req, res, 502);
      else res.destroy(error);
    });
    // The visitor went away: so does the upstream request.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    if (!hasBody) {
      upstream.end();
      req.resume();
      return;
    }
    // Chunked bodies declare no length: count them on the way.
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        req.unpipe(upstream);
        upstream.destroy();
        if (!res.headersSent) refuseTooLarge(res, { close: true });
        else res.destroy();
      }
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 65_000;
  // Slow clients cannot hold the router, as deploy/nginx.conf's timeouts and limit_conn: headers
  // within 10 s, a connection with nothing read or written for 60 s closed (as long as nginx waits
  // for a server's answer), a whole request (the largest photograph included) within 2 minutes,
  // 128 open connections from one address: beyond, a new one is closed at once, before the HTTP
  // parser reads a request from it.
  server.headersTimeout = limits.headersMs;
  server.requestTimeout = limits.requestMs;
  server.timeout = limits.idleMs;
  const open = new Map();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.connectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = open.get(address) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  return server;
}

/** The request's headers without a visitor's `traceparent` and `tracestate`: the trace starts at the app. */
function withoutTraceContext({ traceparent: _parent, tracestate: _state, ...headers }) {
  return headers;
}

function refuseTooLarge(res, { close }) {
  answerPlainly(res, 413, close ? { connection: 'close' } : {});
}

/**
 * The server behind cannot answer (gone, or the site is stopping): a visitor who asked for a page
 * gets the house's own page in both languages (deploy/unavailable.html, written from libs/config by
 * tools/compose/unavailable-page.mjs), anything else plain text, as without that file.
 */
function answerUnavailable(req, res, status, headers = {}) {
  const page = (req.method === 'GET' || req.method === 'HEAD') && (req.headers['sec-fetch-dest'] === 'document' || /\btext\/html\b/.test(req.headers.accept ?? ''));
  const housePage = page ? unavailablePage() : null;
  if (!housePage) return answerPlainly(res, status, headers);
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(housePage.html),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': housePage.csp,
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : housePage.html);
}

/** The page and its CSP (its one style, by hash), read once; null when the file is not there. */
let unavailable;
function unavailablePage() {
  if (unavailable !== undefined) return unavailable;
  const file = join(root, 'deploy', 'unavailable.html');
  const html = existsSync(file) ? readFileSync(file, 'utf8') : null;
  const csp = html && unavailableCsp(html);
  unavailable = csp ? { html, csp } : null;
  return unavailable;
}

/**
 * The CSP of the unavailable page: nothing but its own style, by the hash of the text between its
 * `<style>` tags (deploy/nginx.conf sends the same); null for a page without one.
 */
export function unavailableCsp(html) {
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
  if (style === undefined) return null;
  return `default-src 'none'; style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
}

/**
 * The router's own answers (refusals; the server behind gone, to anything but a page): plain text
 * that no cache keeps, no browser sniffs for markup and no page may frame, as the apps' answers are.
 */
function answerPlainly(res, status, headers = {}) {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...headers,
  });
  res.end(http.STATUS_CODES[status]);
}

const proxy = createRouter({ upstreamPort: (app) => pick(app).port, stopping: () => stopping });

/**
 * SIGTERM / SIGINT: stop taking connections, turn away new requests, let every request under way
 * finish (each server drains its own), then exit. Until this, in-flight requests were reset.
 */
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const proxyClosed = new Promise((resolve) => proxy.close(resolve));
  proxy.closeIdleConnections();
  // First the requests under way at the router (the servers behind it still up), at most 10 s...
  await Promise.race([proxyClosed, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
  proxy.closeAllConnections();
  // ...then each server, which finishes what it still has and exits.
  await Promise.all(
    [...children.values()].map(
      (child) =>
        new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 8000).unref();
        }),
    ),
  );
  process.exit(code);
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain || process.env.COMPOSE_START === '1') {
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
  if (instances > 1 && !setting('DATABASE_URL')) {
    console.error('[compose] COMPOSE_INSTANCES > 1 needs DATABASE_URL: the embedded PGlite database serves one process only.');
    process.exit(1);
  }
  for (const list of Object.values(upstreams)) for (const upstream of list) startChild(upstream);
  try {
    await Promise.all(upstreams.api.map(waitUntilReady));
    await Promise.all([...upstreams['brand-site'], ...upstreams['discovery-trial'], ...upstreams.studio].map(waitUntilReady));
  } catch (error) {
    console.error(`[compose] ${error.message}`);
    await stop(1);
  }
  proxy.listen(port, host, () => {
    console.log(`Maison Oriel is ready on http://${host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host}:${port}`);
  });
}
