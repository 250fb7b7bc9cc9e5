// @vitest-environment node
import { type IncomingHttpHeaders, type Server, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { Outlet, type ServerBuild } from 'react-router';
import { createApp } from './app-server';
import { createAppLogger, loggingConfig, logListening, scrubPersonalData } from './logger';
import { handleDocumentRequest, handleServerError } from './render-document';
import { fetchWithRequestId } from './request-context';

/**
 * Real requests through the app server (Express with the standard middleware, React Router, the shared document
 * renderer) of a small app whose loader and action call a stand-in data service, carrying personal
 * data in the query string, the body and the cookies. The captured log output must hold one access
 * line per request under the request's id (the id the response echoes and the data service
 * received) and none of the personal data.
 */

const phone = '+852 9123 4567';
const localPhone = '91234567';
const email = 'mei.chan@example.com';
const code = '483920';
const name = 'Siu Ming';
const cookie = 'session=s3cr3t-cookie-value; i18n_redirected=en';
const secrets = [localPhone, '9123 4567', '9123%204567', 'mei.chan', 'example.com', code, name, 'Siu%20Ming', 'Siu+Ming', 's3cr3t-cookie-value', 'email=', 'phone=', 'code='];

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface LogLine {
  level: number;
  name: string;
  reqId?: string;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: { type: string; message: string; stack?: string };
}

/** A stand-in data service: records the request id of every call. */
function startDataService() {
  const calls: { path: string; requestId: string | undefined }[] = [];
  const server = createServer((req, res) => {
    calls.push({ path: req.url ?? '', requestId: req.headers['x-request-id'] as string | undefined });
    req.resume();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ data: { ok: true } }));
  });
  return { server, calls };
}

/** A React Router server build with a page that calls the data service and a page whose loader fails. */
function testBuild(apiUrl: () => string): ServerBuild {
  const routes = {
    root: {
      id: 'root',
      path: '',
      module: {
        default: () => (
          <html lang="en">
            <head>
              <meta charSet="utf-8" />
            </head>
            <body>
              <Outlet />
            </body>
          </html>
        ),
        ErrorBoundary: () => (
          <html lang="en">
            <body>
              <p>Something went wrong</p>
            </body>
          </html>
        ),
      },
    },
    'routes/register': {
      id: 'routes/register',
      parentId: 'root',
      path: 'register',
      module: {
        async loader({ request }: { request: Request }) {
          const search = new URL(request.url).search;
          const response = await fetchWithRequestId(`${apiUrl()}/api/loyalty/lookup${search}`, { headers: { accept: 'application/json' } });
          return response.json();
        },
        async action({ request }: { request: Request }) {
          const form = Object.fromEntries(await request.formData());
          const response = await fetchWithRequestId(`${apiUrl()}/api/registrations`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(form),
          });
          return response.json();
        },
        default: () => <p>Register</p>,
      },
    },
    'routes/broken': {
      id: 'routes/broken',
      parentId: 'root',
      path: 'broken',
      module: {
        loader({ request }: { request: Request }): never {
          // A failure that quotes what it failed on, as real ones do.
          throw new Error(`lookup failed for ${request.url} (${email}, ${phone}, code ${code})`);
        },
        default: () => <p>Never</p>,
      },
    },
  };
  const manifestRoutes = Object.fromEntries(
    Object.values(routes).map((route) => {
      const module = route.module as Record<string, unknown>;
      return [
        route.id,
        {
          id: route.id,
          parentId: 'parentId' in route ? route.parentId : undefined,
          path: route.path,
          index: undefined,
          caseSensitive: undefined,
          hasAction: Boolean(module.action),
          hasLoader: Boolean(module.loader),
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasDefaultExport: true,
          hasErrorBoundary: Boolean(module.ErrorBoundary),
          module: `/assets/${route.id}.js`,
          imports: [],
          css: [],
          clientActionModule: undefined,
          clientLoaderModule: undefined,
          clientMiddlewareModule: undefined,
          hydrateFallbackModule: undefined,
        },
      ];
    }),
  );
  return {
    entry: { module: { default: handleDocumentRequest, handleError: handleServerError } },
    routes: routes as unknown as ServerBuild['routes'],
    assets: { entry: { module: '/assets/entry.client.js', imports: [] }, routes: manifestRoutes, url: '/assets/manifest.js', version: 'test' } as ServerBuild['assets'],
    basename: '/',
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
    allowedActionOrigins: false,
  } as ServerBuild;
}

function send(server: Server, options: { method?: string; path: string; headers?: Record<string, string>; body?: string }) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const listen = (server: Server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));
/** The access line is written when the response closes, just after the client has read it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      callback();
    },
  });
  return { lines, destination, parsed: () => lines.map((line) => JSON.parse(line) as LogLine) };
}

describe('app server logs: structured, with request ids, without personal data', () => {
  const api = startDataService();
  let apiUrl = '';
  const apiUrlOf = () => apiUrl;

  beforeAll(async () => {
    await listen(api.server);
    apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  });
  afterAll(() => close(api.server));

  async function site({ development = false } = {}) {
    const log = capture();
    const app = createServer(createApp({
      name: 'brand-site',
      build: testBuild(apiUrlOf),
      clientDir: '/nonexistent-client-dir',
      publicPath: '/',
      logger: createAppLogger({ name: 'brand-site', level: 'trace', development, destination: log.destination }),
    }));
    await listen(app);
    return { ...log, server: app, stop: () => close(app) };
  }

  it('one access line per request under the id the response echoes and the data service receives; no phone, email, name, code or cookie anywhere', async () => {
    const { server, lines, parsed, stop } = await site();
    api.calls.length = 0;
    const query = `?email=${encodeURIComponent(email)}&phone=${encodeURIComponent(phone)}&code=${code}`;

    // An id from the edge is kept, echoed and passed on.
    const page = await send(server, { path: `/register${query}`, headers: { 'x-request-id': 'edge-0001abcd', cookie } });
    expect(page.status).toBe(200);
    expect(page.headers['x-request-id']).toBe('edge-0001abcd');
    expect(api.calls.at(-1)).toEqual({ path: `/api/loyalty/lookup${query}`, requestId: 'edge-0001abcd' });

    // No id: a new one, the same in the answer, the data-service call and the log.
    const form = new URLSearchParams({ first_name: name, email, contact_number: localPhone, calling_code: '+852', code }).toString();
    const posted = await send(server, {
      method: 'POST',
      path: '/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: form,
    });
    expect(posted.status).toBe(200);
    const postedId = posted.headers['x-request-id'] as string;
    expect(postedId).toMatch(uuid);
    expect(api.calls.find((c) => c.path === '/api/registrations')?.requestId).toBe(postedId);

    // A malformed id (it would end up in logs and headers) is replaced.
    const hostile = await send(server, { path: '/register', headers: { 'x-request-id': email } });
    expect(hostile.headers['x-request-id']).toMatch(uuid);
    expect(hostile.headers['x-request-id']).not.toContain('mei');

    // A failing loader: the error is logged under the request's id, its message scrubbed, no stack.
    const broken = await send(server, { path: `/broken${query}`, headers: { cookie } });
    expect(broken.status).toBe(500);
    const brokenId = broken.headers['x-request-id'] as string;

    // Unknown paths are requests too: an access line with their status, not an error.
    const missing = await send(server, { path: `/no-such-page?email=${encodeURIComponent(email)}` });
    await settle();
    await stop();

    const log = parsed();
    const access = log.filter((line) => line.msg === 'request completed');
    expect(access.map((line) => [line.reqId, line.req, line.res?.statusCode])).toEqual([
      ['edge-0001abcd', { method: 'GET', url: '/register' }, 200],
      [postedId, { method: 'POST', url: '/register' }, 200],
      [hostile.headers['x-request-id'], { method: 'GET', url: '/register' }, 200],
      [brokenId, { method: 'GET', url: '/broken' }, 500],
      [missing.headers['x-request-id'], { method: 'GET', url: '/no-such-page' }, missing.status],
    ]);
    for (const line of access) {
      expect(line.name).toBe('brand-site');
      expect(line.level).toBe(30);
      expect(typeof line.responseTime).toBe('number');
    }
    const errors = log.filter((line) => line.level >= 50);
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      expect(error.reqId).toBe(brokenId);
      expect(error.err?.type).toBe('Error');
      expect(error.err?.message).toContain('lookup failed for');
      expect(error.err?.message).toContain('[redacted-email]');
      expect(error.err?.stack).toBeUndefined();
    }

    const text = lines.join('\n');
    for (const secret of secrets) expect(text, `the logs contain "${secret}"`).not.toContain(secret);
  });

  it('an action posted from another origin is refused (400) and logged as a warning, never as a server error', async () => {
    const { server, parsed, stop } = await site();
    const form = new URLSearchParams({ first_name: name }).toString();
    const refused = await send(server, { method: 'POST', path: '/register', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }, body: form });
    expect(refused.status).toBe(400);
    await settle();
    await stop();
    const lines = parsed().filter((line) => line.reqId === refused.headers['x-request-id']);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.find((line) => line.level === 40)?.msg).toBe('action refused: posted from another origin');
  });

  it('logs the stack of an error in development only, scrubbed like the message', async () => {
    const { server, parsed, stop } = await site({ development: true });
    const broken = await send(server, { path: `/broken?code=${code}` });
    await settle();
    await stop();
    const error = parsed().find((line) => line.level >= 50 && line.reqId === broken.headers['x-request-id']);
    expect(error?.err?.stack).toContain('lookup failed for');
    expect(error?.err?.stack).toMatch(/\n\s+at /);
    for (const secret of secrets) expect(JSON.stringify(error), `the error line contains "${secret}"`).not.toContain(secret);
  });
});

describe('app server logger', () => {
  it('announces "<name> listening on <url>" on its output whatever LOG_LEVEL says (scripts wait for it)', () => {
    for (const level of ['warn', 'silent'] as const) {
      const log = capture();
      const logger = createAppLogger({ name: 'brand-site', level, development: false, destination: log.destination });
      logger.info('not at this level');
      logListening(logger, 'brand-site', 'http://127.0.0.1:3102');
      expect(log.lines).toHaveLength(1);
      expect(log.lines[0]).toContain('brand-site listening on http://127.0.0.1:3102');
    }
  });

  it('reads LOG_LEVEL (default info) and refuses a bad one, naming it', () => {
    expect(loggingConfig({})).toEqual({ level: 'info', development: false });
    expect(loggingConfig({ LOG_LEVEL: '', NODE_ENV: 'development' })).toEqual({ level: 'info', development: true });
    expect(loggingConfig({ LOG_LEVEL: 'warn', NODE_ENV: 'production' })).toEqual({ level: 'warn', development: false });
    expect(() => loggingConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
  });

  it('scrubs emails, phone numbers, codes and query strings from free text', () => {
    expect(scrubPersonalData(`GET /tc/register?email=${encodeURIComponent(email)}&code=${code} failed for ${email}, ${phone}: code ${code}`)).toBe(
      'GET /tc/register?[redacted-query] failed for [redacted-email], [redacted-number]: code [redacted-number]',
    );
    expect(scrubPersonalData('mei.chan%40example.com')).toBe('[redacted-email]');
  });
});
