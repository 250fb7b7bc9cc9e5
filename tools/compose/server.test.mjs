// @vitest-environment node
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { bodyLimitBytes, bodyLimitFor, createRouter, internalOnly, mediaUploadLimitBytes, unavailableCsp, upstreamFor } from './server.mjs';
import { renderUnavailablePage } from './unavailable-page.mjs';
import { brand } from '../../libs/config/src/index.ts';

/**
 * Request hardening through the one-port router: an attacker's POST must never spoil the connection a
 * visitor's request travels on. The server behind the router here behaves as the app servers did:
 * it answers a POST without reading its body, so the bytes stay on its kept-alive connection.
 * The 1 s limit on each visitor's answer is a hang detector, not a speed target.
 */

const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const close = (server) => new Promise((resolve) => server.close(resolve));

function request(port, { method = 'GET', path = '/about', headers = {}, body, agent } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.setTimeout(1000, () => req.destroy(new Error(`${method} ${path}: no answer within 1 s`)));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A server that keeps its connections alive and never skips a body it did not ask for: the bytes
 * of an unread body are parsed as the next request, so whatever request follows on that
 * connection is never answered. The app servers behaved like this for large bodies.
 */
function naiveServer() {
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffered = '';
    socket.on('error', () => undefined);
    socket.on('data', (data) => {
      buffered += data.toString('latin1');
      for (;;) {
        const end = buffered.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buffered.slice(0, end);
        buffered = buffered.slice(end + 4);
        const [method, path] = head.split(' ');
        if (!/^[A-Z]+$/.test(method ?? '')) return; // a body's bytes: not a request, nothing answered
        const closing = /\r\nconnection: *close/i.test(head);
        if (path === '/reads-body') {
          // Reads the body whole (chunked or not) before answering: the router's cut-off must come first.
          return;
        }
        const status = method === 'POST' ? '405 Method Not Allowed' : '200 OK';
        socket.write(`HTTP/1.1 ${status}\r\nContent-Length: 2\r\nConnection: ${closing ? 'close' : 'keep-alive'}\r\n\r\nok`);
        if (closing) socket.end();
      }
    });
  });
  server.closeAllConnections = () => {
    for (const socket of sockets) socket.destroy();
  };
  return server;
}

describe('compose router: one client cannot spoil another client\'s connection', () => {
  let upstream;
  let router;
  let routerPort;

  beforeAll(async () => {
    upstream = naiveServer();
    await listen(upstream);
    router = createRouter({ upstreamPort: () => upstream.address().port, publicPort: 0 });
    await listen(router);
    routerPort = router.address().port;
  });
  afterAll(async () => {
    router.closeAllConnections();
    upstream.closeAllConnections();
    await close(router);
    await close(upstream);
  });

  it('1: visitors\' GETs are answered while an attacker POSTs bodies the server behind never reads', async () => {
    const attacker = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const visitor = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const body = Buffer.alloc(bodyLimitBytes - 1, 'a');
    const visits = [];
    const attacks = [];
    for (let round = 0; round < 10; round++) {
      attacks.push(request(routerPort, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length }, body, agent: attacker }).catch((error) => error));
      for (let i = 0; i < 5; i++) visits.push(request(routerPort, { agent: visitor }));
    }
    expect(await Promise.all(visits)).toEqual(Array(50).fill(200));
    await Promise.all(attacks);
    attacker.destroy();
    visitor.destroy();
  });

  it('slow clients cannot hold it: headers that never end and silent connections are closed, and one address has a connection limit', async () => {
    // Each limit on its own: unfinished headers are cut at 1.5 s, a silent connection at 0.3 s.
    const limits = { headersMs: 1500, idleMs: 300, requestMs: 5000, connectionsPerAddress: 3 };
    const guarded = createRouter({ upstreamPort: () => upstream.address().port, publicPort: 0, limits });
    await listen(guarded);
    const { port: guardedPort } = guarded.address();
    const opened = (localAddress) =>
      new Promise((resolve, reject) => {
        const socket = net.connect({ port: guardedPort, host: '127.0.0.1', localAddress }, () => resolve(socket));
        socket.on('error', reject);
      });
    const closedWithin = (socket, ms) =>
      new Promise((resolve) => {
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk));
        const timer = setTimeout(() => resolve({ closed: false, answer }), ms);
        socket.on('close', () => {
          clearTimeout(timer);
          resolve({ closed: true, answer });
        });
      });
    try {
      // Headers sent a byte at a time and never finished (slowloris): closed, not held.
      const dribbling = await opened('127.0.0.2');
      dribbling.write('GET / HTTP/1.1\r\nHost: x\r\nX-a: ');
      const keepDribbling = setInterval(() => dribbling.writable && dribbling.write('a'), 100);
      expect((await closedWithin(dribbling, 3000)).closed).toBe(true);
      clearInterval(keepDribbling);
      // A connection that says nothing at all: closed after the idle time, well before the headers' deadline.
      expect((await closedWithin(await opened('127.0.0.2'), 1000)).closed).toBe(true);
      // Three connections from one address are let in; a fourth is closed at once, unanswered.
      const held = await Promise.all([1, 2, 3].map(() => opened('127.0.0.3')));
      const fourth = await closedWithin(await opened('127.0.0.3'), 1000);
      expect(fourth).toEqual({ closed: true, answer: '' });
      // Another visitor is answered meanwhile.
      expect(await request(guardedPort, {})).toBe(200);
      for (const socket of held) socket.destroy();
    } finally {
      guarded.closeAllConnections();
      await close(guarded);
    }
  });

  it('1 + 6: a 1 MB body is refused at the router (413, connection closed), and the visitor is answered', async () => {
    const big = Buffer.alloc(1024 * 1024, 'a');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const refused = await request(routerPort, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': big.length }, body: big, agent }).catch(() => 413);
    expect(refused).toBe(413);
    // The same client's next request (a new connection if the old one closed) is answered.
    expect(await request(routerPort, { agent })).toBe(200);
    agent.destroy();
  });

  it('answers its own refusals and a missing server plainly, never cached, sniffed or framed', async () => {
    const headersOf = (port, options) =>
      new Promise((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path: '/about', agent: false, ...options }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, headers: res.headers }));
        });
        req.setTimeout(1000, () => req.destroy(new Error(`${options.path ?? '/about'}: no answer within 1 s`)));
        req.on('error', reject);
        req.end();
      });
    const gone = createRouter({ upstreamPort: () => 1, host: '127.0.0.1' });
    await listen(gone);
    try {
      const answers = [
        await headersOf(routerPort, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': bodyLimitBytes + 1 } }),
        await headersOf(routerPort, { path: '/metrics' }),
        await headersOf(gone.address().port, {}),
      ];
      expect(answers.map(({ status }) => status)).toEqual([413, 404, 502]);
      for (const { headers } of answers) {
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(headers['cache-control']).toBe('no-store');
      }
    } finally {
      await close(gone);
    }
  });

  it('a visitor asking for a page while its server is gone, or while the site stops, gets the house\'s page in both languages (never cached); a data request gets plain text', async () => {
    const answer = (port, { method = 'GET', headers }) =>
      new Promise((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, method, path: '/tc/fragrance', agent: false, headers }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
        });
        req.setTimeout(1000, () => req.destroy(new Error('no answer within 1 s')));
        req.on('error', reject);
        req.end();
      });
    const navigation = { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8', 'sec-fetch-dest': 'document' };
    const html = readFileSync(new URL('../../deploy/unavailable.html', import.meta.url), 'utf8');
    expect(html, 'deploy/unavailable.html is what `npm run unavailable-page` writes').toBe(renderUnavailablePage());
    // The page's one style, as the browser hashes it: the text between the tags.
    const style = html.slice(html.indexOf('<style>') + '<style>'.length, html.indexOf('</style>'));
    const styleHash = createHash('sha256').update(style).digest('base64');
    const gone = createRouter({ upstreamPort: () => 1, host: '127.0.0.1' });
    const stopping = createRouter({ upstreamPort: () => 1, host: '127.0.0.1', stopping: () => true });
    await Promise.all([listen(gone), listen(stopping)]);
    try {
      const page = await answer(gone.address().port, { headers: navigation });
      expect(page.status).toBe(502);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['content-security-policy']).toBe(unavailableCsp(html));
      expect(page.headers['content-security-policy']).toContain(`style-src 'sha256-${styleHash}'`);
      expect(page.body).toBe(html);
      expect(page.body).toContain(`<h1 class="wordmark">${brand.name}</h1>`);
      expect(page.body).toContain('We will be back shortly');
      expect(page.body).toContain('<section lang="zh-Hant-HK">');
      expect(page.body).not.toMatch(/<script|src=|https?:\/\//);
      const head = await answer(gone.address().port, { method: 'HEAD', headers: navigation });
      expect([head.status, head.headers['content-length'], head.body]).toEqual([502, String(Buffer.byteLength(html)), '']);
      const closing = await answer(stopping.address().port, { headers: navigation });
      expect([closing.status, closing.headers['retry-after'], closing.headers.connection, closing.body]).toEqual([503, '5', 'close', html]);
      const data = await answer(gone.address().port, { headers: { accept: '*/*' } });
      expect([data.status, data.headers['content-type'], data.body]).toEqual([502, 'text/plain; charset=utf-8', 'Bad Gateway']);
    } finally {
      await Promise.all([close(gone), close(stopping)]);
    }
  });

  it('6: a chunked body that grows past the limit is cut off with 413', async () => {
    const status = await new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: routerPort, method: 'POST', path: '/reads-body', headers: { 'content-type': 'text/plain' } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject);
      const chunk = Buffer.alloc(16 * 1024, 'b');
      for (let i = 0; i < 8; i++) req.write(chunk);
      req.end();
    });
    expect(status).toBe(413);
  });

  it('lets a photograph through to the studio\'s two upload routes only, up to the media limit', async () => {
    expect(bodyLimitFor('POST', '/api/studio/media')).toBe(mediaUploadLimitBytes);
    expect(bodyLimitFor('PUT', '/api/studio/media/eoabef0ao0uq/file')).toBe(mediaUploadLimitBytes);
    expect(bodyLimitFor('PUT', '/api/studio/media/eoabef0ao0uq')).toBe(bodyLimitBytes);
    expect(bodyLimitFor('POST', '/api/studio/entries/product/l-eau/publish')).toBe(bodyLimitBytes);
    expect(bodyLimitFor('POST', '/studio/media')).toBe(bodyLimitBytes);
    const photo = Buffer.alloc(1024 * 1024, 'c');
    const send = (path, size = photo.length) =>
      request(routerPort, { method: 'POST', path, headers: { 'content-type': 'image/jpeg', 'content-length': size }, body: size === photo.length ? photo : undefined }).catch(() => 413);
    // Passed on: the server behind answers (its 405 for any POST), not the router's 413.
    expect(await send('/api/studio/media')).toBe(405);
    expect(await send('/api/studio/entries/product/l-eau/draft')).toBe(413);
    expect(await send('/api/studio/media', mediaUploadLimitBytes + 1)).toBe(413);
  });
});

describe('which app answers a path (the one-port router and the edge agree)', () => {
  // React Router asks `<path>.data` for a client navigation's loader data: an app's own root
  // (the campaign hub, the studio's home) must reach that app, not the brand site.
  const owners = [
    ['/discovery-trial', 'discovery-trial'],
    ['/tc/discovery-trial', 'discovery-trial'],
    ['/discovery-trial.data', 'discovery-trial'],
    ['/tc/discovery-trial.data', 'discovery-trial'],
    ['/discovery-trial/palais-royal-gardens.data', 'discovery-trial'],
    ['/tc/discovery-trial/palais-royal-gardens/thank-you', 'discovery-trial'],
    ['/m/1aBcDeFgHiJkL', 'discovery-trial'],
    ['/studio.data', 'studio'],
    ['/studio/media', 'studio'],
    ['/api/campaigns', 'api'],
    ['/tc.data', 'brand-site'],
    ['/about.data', 'brand-site'],
    ['/discovery-trials', 'brand-site'],
    ['/discovery-trial.database', 'brand-site'],
  ];
  it.each(owners)('%s -> %s', (path, app) => {
    expect(upstreamFor(path)).toBe(app);
  });

  it('never passes a server\'s metrics through the public port, here or at the edge', async () => {
    const nginx = readFileSync(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8');
    // `~*`: nginx matches it in any letter case, as the app servers' own routing would not.
    const refused = new RegExp(nginx.match(/location ~\* (\S+) \{ return 404; \}/)?.[1] ?? '^$', 'i');
    for (const path of ['/metrics', '/api/metrics', '/metrics/', '/api/metrics/x', '/METRICS', '/Api/Metrics']) {
      expect(internalOnly(path), path).toBe(true);
      expect(refused.test(path), path).toBe(true);
    }
    for (const path of ['/metricsx', '/api/metrics-info', '/about']) expect(internalOnly(path), path).toBe(false);
    const upstream = http.createServer((_req, res) => res.end('metrics of an app'));
    await listen(upstream);
    const router = createRouter({ upstreamPort: () => upstream.address().port, publicPort: 0 });
    await listen(router);
    try {
      expect(await request(router.address().port, { path: '/metrics' })).toBe(404);
      expect(await request(router.address().port, { path: '/api/metrics' })).toBe(404);
      expect(await request(router.address().port, { path: '/about' })).toBe(200);
    } finally {
      await close(router);
      await close(upstream);
    }
  });

  it('sets the request id itself and drops a visitor\'s trace context, as nginx does', async () => {
    const seen = [];
    const upstream = http.createServer((req, res) => {
      seen.push(req.headers);
      res.end('ok');
    });
    await listen(upstream);
    const router = createRouter({ upstreamPort: () => upstream.address().port, publicPort: 0 });
    await listen(router);
    const visitor = { 'x-request-id': 'attacker-chosen-id-0001', traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01', tracestate: 'x=1' };
    try {
      expect(await request(router.address().port, { path: '/about', headers: visitor })).toBe(200);
      expect(await request(router.address().port, { path: '/about', headers: visitor })).toBe(200);
    } finally {
      await close(router);
      await close(upstream);
    }
    const ids = seen.map((headers) => headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(2);
    for (const headers of seen) expect([headers.traceparent, headers.tracestate]).toEqual([undefined, undefined]);
    const nginx = readFileSync(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8');
    for (const rule of ['proxy_set_header X-Request-Id $request_id;', 'proxy_set_header traceparent "";']) expect(nginx).toContain(rule);
  });

  it('deploy/nginx.conf sends the same paths to the campaign app', () => {
    const nginx = readFileSync(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8');
    const pattern = nginx.match(/location ~ (\S+) \{ (?:limit_req [^;]+; )?proxy_pass http:\/\/oriel_campaign;/)?.[1];
    expect(pattern).toBeDefined();
    const campaign = new RegExp(pattern);
    for (const [path, app] of owners.filter(([p]) => !p.startsWith('/api') && !p.startsWith('/studio'))) expect(campaign.test(path), path).toBe(app === 'discovery-trial');
  });
});
