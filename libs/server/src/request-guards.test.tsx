// @vitest-environment node
import { Agent, type Server, createServer, request as httpRequest } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { Outlet, Scripts, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app-server';
import { createAppLogger } from './logger';
import { metricsEnabled } from './metrics';
import { handleDocumentRequest, handleServerError } from './render-document';
import { fetchWithRequestId } from './request-context';
import { requestBodyLimitBytes } from './request-guards';
import { nonceOf } from './security-headers';

/**
 * The request guards on a real app server (Express with the standard middleware, React Router, the shared document
 * renderer): a large body never leaves bytes on a kept-alive connection, bodies are capped, bad
 * addresses and methods are client errors, and a page whose data service is down answers 503.
 * Timeouts here are failure limits (a hang), not speed targets.
 */

let dataService: 'up' | 'busy' = 'up';

function stubDataService() {
  return createServer((req, res) => {
    req.resume();
    if (dataService === 'busy') {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
      res.end(JSON.stringify({ error: { status: 503 } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: { title: 'About' } }));
  });
}

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
              <Scripts />
            </body>
          </html>
        ),
        ErrorBoundary: () => (
          <html lang="en">
            <body>
              <p>error boundary</p>
            </body>
          </html>
        ),
      },
    },
    'routes/about': {
      id: 'routes/about',
      parentId: 'root',
      path: 'about',
      module: {
        async loader() {
          const response = await fetchWithRequestId(`${apiUrl()}/api/about`);
          return response.json();
        },
        // Like a page without a form: an action that never reads its body.
        action: () => ({ ignored: true }),
        default: () => <p>About</p>,
      },
    },
    'routes/form': {
      id: 'routes/form',
      parentId: 'root',
      path: 'form',
      module: {
        async action({ request }: { request: Request }) {
          const form = await request.formData();
          return { length: String(form.get('message') ?? '').length };
        },
        default: () => <p>Form</p>,
      },
    },
    'routes/plain': {
      id: 'routes/plain',
      parentId: 'root',
      path: 'plain',
      // A page without a form: no action.
      module: { default: () => <p>Plain</p> },
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
        },
      ];
    }),
  );
  return {
    entry: { module: { default: handleDocumentRequest, handleError: handleServerError } },
    routes: routes as unknown as ServerBuild['routes'],
    assets: { entry: { module: '/assets/entry.client.js', imports: [] }, routes: manifestRoutes, url: '/assets/manifest.js', version: 'test' } as unknown as ServerBuild['assets'],
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

const listen = (server: Server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));
const portOf = (server: Server) => (server.address() as AddressInfo).port;

/** Writes raw bytes on one connection and collects the status lines of the answers until `count` arrive, or the limit passes. */
function onOneConnection(port: number, chunks: (string | Buffer)[], count: number, limitMs = 5000) {
  return new Promise<{ statuses: number[]; closed: boolean }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let closed = false;
    const statuses = () => [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ statuses: statuses(), closed });
    };
    const timer = setTimeout(finish, limitMs);
    socket.on('data', (data) => {
      received += data.toString('latin1');
      if (statuses().length >= count && /\r\n\r\n[\s\S]*$/.test(received)) setTimeout(finish, 50);
    });
    socket.on('close', () => {
      closed = true;
      finish();
    });
    socket.on('error', () => undefined);
    for (const chunk of chunks) socket.write(chunk);
  });
}

function send(port: number, options: { method?: string; path: string; headers?: Record<string, string | number>; body?: string | Buffer; agent?: Agent }) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers: options.headers, agent: options.agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.setTimeout(5000, () => req.destroy(new Error('no answer within 5 s')));
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('app server: bodies, addresses, methods and outages', () => {
  const api = stubDataService();
  let apiUrl = '';
  let site: Server;

  beforeAll(async () => {
    await listen(api);
    apiUrl = `http://127.0.0.1:${portOf(api)}`;
    const app = createServer(createApp({
      name: 'brand-site',
      build: testBuild(() => apiUrl),
      clientDir: '/nonexistent-client-dir',
      publicPath: '/',
      logger: createAppLogger({ name: 'brand-site', level: 'silent', development: false }),
    }));
    site = app;
    await listen(site);
  });
  afterAll(async () => {
    site.closeAllConnections();
    await close(site);
    await close(api);
  });

  it('serves Prometheus metrics with each page timed by its route template, never its URL', async () => {
    const base = `http://127.0.0.1:${portOf(site)}`;
    // Each answer read whole: a request is timed once it has been sent.
    const statusOf = async (path: string) => {
      const response = await fetch(`${base}${path}`);
      await response.text();
      return response.status;
    };
    expect(await statusOf('/about?utm_source=x')).toBe(200);
    expect(await statusOf('/about.data')).toBe(200);
    expect(await statusOf('/no-such-page')).toBe(404);
    const metrics = await fetch(`${base}/metrics`);
    expect(metrics.headers.get('content-type')).toContain('text/plain');
    const text = await metrics.text();
    const count = (labels: string) => Number(text.split('\n').find((line) => line.startsWith('http_server_request_duration_seconds_count{') && line.includes(labels))?.split(' ').at(-1) ?? 0);
    expect(count('route="routes/about",status_code="200"')).toBe(2);
    expect(count('status_code="404"')).toBe(1);
    expect(text).not.toContain('utm_source');
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    // Only that exact path: another letter case is a page address like any other (here none).
    const upper = await fetch(`${base}/METRICS`);
    expect(upper.status).toBe(404);
    expect(await upper.text()).not.toContain('nodejs_');
  });

  it('with metrics off (METRICS=off) serves pages and no /metrics', async () => {
    const bare = createServer(createApp({ name: 'brand-site', build: testBuild(() => apiUrl), clientDir: '/nonexistent-client-dir', publicPath: '/', metrics: false, logger: createAppLogger({ name: 'brand-site', level: 'silent', development: false }) }));
    await listen(bare);
    try {
      const base = `http://127.0.0.1:${portOf(bare)}`;
      expect((await fetch(`${base}/about`)).status).toBe(200);
      expect((await fetch(`${base}/metrics`)).status).toBe(404);
    } finally {
      bare.closeAllConnections();
      await close(bare);
    }
    expect(metricsEnabled({})).toBe(true);
    expect(metricsEnabled({ METRICS: 'off' })).toBe(false);
    expect(() => metricsEnabled({ METRICS: 'no' })).toThrow('METRICS: expected on or off');
  });

  it('1: a kept-alive connection stays usable after a body within the limit that the action never read', async () => {
    const body = Buffer.alloc(requestBodyLimitBytes - 10, 'a');
    const { statuses } = await onOneConnection(
      portOf(site),
      [`POST /about HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`, body, 'GET /about HTTP/1.1\r\nHost: localhost\r\n\r\n'],
      2,
    );
    expect(statuses[0]).toBeLessThan(500);
    expect(statuses[1]).toBe(200);
  });

  it('1 + 6: a 1 MB body is refused with 413; the GET behind it on the same kept-alive connection is answered', async () => {
    const body = Buffer.alloc(1024 * 1024, 'a');
    const raw = await onOneConnection(
      portOf(site),
      [`POST /about HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`, body, 'GET /about HTTP/1.1\r\nHost: localhost\r\n\r\n'],
      2,
    );
    // The refusal, then the GET behind it on the same connection: the refused body was read and thrown away.
    expect(raw.statuses).toEqual([413, 200]);
    // A browser-like client (one kept-alive connection) goes on with its next request.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const refused = await send(portOf(site), { method: 'POST', path: '/about', headers: { 'content-type': 'application/json' }, body, agent }).catch(() => ({ status: 413 }));
    expect(refused.status).toBe(413);
    expect((await send(portOf(site), { path: '/about', agent })).status).toBe(200);
    agent.destroy();
  });

  it('6: a body of no declared length (chunked) is refused with 411 before it is read, and its connection closed', async () => {
    // Headers and one chunk of an endless body: the answer comes without the rest.
    const raw = await onOneConnection(portOf(site), ['POST /form HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n', `400\r\n${'a'.repeat(1024)}\r\n`], 1);
    expect(raw.statuses).toEqual([411]);
    expect(raw.closed).toBe(true);
    // A declared body of the same form still reaches the action.
    expect((await send(portOf(site), { method: 'POST', path: '/form', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=Mei' })).status).toBe(200);
  });

  it('answers pages, errors and refusals with the security headers, a fresh nonce on each page and on its scripts', async () => {
    const pages = [await send(portOf(site), { path: '/about' }), await send(portOf(site), { path: '/about' })];
    const nonces = pages.map((page) => nonceOf(String(page.headers['content-security-policy'])));
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[1]).not.toBe(nonces[0]);
    for (const [i, page] of pages.entries()) {
      const scripts = page.body.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonces[i]}"`);
    }
    for (const answer of [...pages, await send(portOf(site), { path: '/no-such-page' }), await send(portOf(site), { path: '/%ff' })]) {
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
      expect(csp).toContain("object-src 'none'");
      expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['permissions-policy']).toContain('camera=()');
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('a form body within the limit reaches the action whole', async () => {
    const message = 'x'.repeat(40_000);
    const answer = await send(portOf(site), {
      method: 'POST',
      path: '/form.data',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ message }).toString(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('40000');
  });

  it('11: malformed percent-encodings and control characters are 400, unknown methods 405, never 500', async () => {
    for (const path of ['/%ff', '/fragrance/%C0%AF', '/fragrance/%00', '/article/%00', '/article/%c2%85.data?x=%ff', '/article/%7f', '/a%0d%0aSet-Cookie:x']) {
      expect((await send(portOf(site), { path })).status, path).toBe(400);
    }
    for (const method of ['TRACE', 'PROPFIND', 'CONNECTX']) {
      const answer = await send(portOf(site), { method, path: '/about' }).catch(() => ({ status: 400, headers: {} as Record<string, string> }));
      expect([400, 405], method).toContain(answer.status);
    }
    const trace = await send(portOf(site), { method: 'TRACE', path: '/about' });
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toContain('GET');
  });

  it('a page takes GET, HEAD and POST (a form) and nothing else, and each 405 says in Allow what the page takes', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const answer = await send(portOf(site), { method, path: '/form', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': 8 }, body: 'name=Mei' });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe('GET, HEAD, POST');
    }
    // A post to a page without a form: React Router's 405, with what that page takes.
    const post = await send(portOf(site), { method: 'POST', path: '/plain', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': 8 }, body: 'name=Mei' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect((await send(portOf(site), { path: '/plain' })).status).toBe(200);
  });

  it('8: a page whose data service is unavailable answers 503 with Retry-After (503 from the service, or no service at all)', async () => {
    dataService = 'busy';
    try {
      const busy = await send(portOf(site), { path: '/about' });
      expect(busy.status).toBe(503);
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.headers['cache-control']).toBe('no-store');
      expect(busy.body).toContain('error boundary');
    } finally {
      dataService = 'up';
    }
    const saved = apiUrl;
    apiUrl = 'http://127.0.0.1:9'; // nothing listens there
    try {
      expect((await send(portOf(site), { path: '/about' })).status).toBe(503);
    } finally {
      apiUrl = saved;
    }
    expect((await send(portOf(site), { path: '/about' })).status).toBe(200);
  });
});
