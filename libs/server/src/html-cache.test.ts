// @vitest-environment node
import { type IncomingMessage, type Server, type ServerResponse, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { createHtmlCache, storableFor } from './html-cache';
import { nonceOf } from './security-headers';

const contentCacheControl = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

interface Page {
  status?: number;
  headers?: Record<string, string | string[]>;
  body?: (nonce: string) => string;
}

/** A stand-in for server rendering: counts renders, a new nonce each time, like entry.server. */
function setup(page: (req: IncomingMessage) => Page) {
  let clock = 1_000_000;
  let renders = 0;
  let fresh = 0;
  const respond = (req: { url?: string; headers: Record<string, string | string[] | undefined> }) => {
    const nonce = `n${Math.random().toString(36).slice(2)}`;
    const p = page(req as IncomingMessage);
    return {
      status: p.status ?? 200,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': contentCacheControl,
        'Content-Security-Policy': `script-src 'nonce-${nonce}' 'strict-dynamic'`,
        ...p.headers,
      },
      body: (p.body ?? ((n) => `<html><script nonce="${n}">1</script><p>${req.url}</p></html>`))(nonce),
    };
  };
  const cache = createHtmlCache({
    now: () => clock,
    keyCookies: ['sl-brand-uat-login'],
    renderFresh: async (request) => {
      fresh += 1;
      const headers: Record<string, string> = {};
      request.headers.forEach((v, k) => (headers[k] = v));
      const r = respond({ url: new URL(request.url).pathname + new URL(request.url).search, headers });
      return new Response(r.body, { status: r.status, headers: r.headers as Record<string, string> });
    },
  });
  const render = async (req: IncomingMessage, res: ServerResponse) => {
    renders += 1;
    const r = respond(req);
    res.writeHead(r.status, 'OK', r.headers);
    // Streamed in two chunks, as React does.
    res.write(r.body.slice(0, 10));
    res.end(r.body.slice(10));
  };
  const server: Server = createServer((req, res) => void cache.handle(req, res, render));
  return {
    cache,
    server,
    advance: (ms: number) => (clock += ms),
    counts: () => ({ renders, fresh }),
  };
}

function get(server: Server, path: string, headers: Record<string, string> = {}) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const listen = (server: Server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('storableFor', () => {
  it('keeps public pages for s-maxage, then stale-while-revalidate', () => {
    expect(storableFor(contentCacheControl)).toEqual({ freshMs: 300_000, staleMs: 86_400_000 });
  });
  it('refuses private, no-store, no-cache, and pages without a shared lifetime', () => {
    for (const value of ['private, max-age=60', 'public, no-store, s-maxage=60', 'public, no-cache, s-maxage=60', 'public, max-age=0', undefined]) {
      expect(storableFor(value)).toBeNull();
    }
  });
});

describe('html cache', () => {
  let ctx: ReturnType<typeof setup>;
  afterEach(() => ctx?.server.close());

  it('serves a public page from memory on the second request, with a fresh nonce in body and CSP', async () => {
    ctx = setup(() => ({}));
    await listen(ctx.server);
    const first = await get(ctx.server, '/tc/fragrance');
    await settle();
    const second = await get(ctx.server, '/tc/fragrance');
    expect(ctx.counts().renders).toBe(1);
    expect(second.headers['x-html-cache']).toBe('hit');
    const firstNonce = nonceOf(String(first.headers['content-security-policy']));
    const secondNonce = nonceOf(String(second.headers['content-security-policy']));
    expect(secondNonce).toBeTruthy();
    expect(secondNonce).not.toBe(firstNonce);
    expect(second.body.toString()).toContain(`nonce="${secondNonce}"`);
    expect(second.body.toString()).not.toContain(String(firstNonce));
    expect(second.body.toString().replace(String(secondNonce), 'N')).toBe(first.body.toString().replace(String(firstNonce), 'N'));
  });

  it('keeps each path apart (the locale is part of the path)', async () => {
    ctx = setup(() => ({}));
    await listen(ctx.server);
    await get(ctx.server, '/fragrance');
    await settle();
    const other = await get(ctx.server, '/tc/fragrance');
    expect(other.headers['x-html-cache']).toBeUndefined();
    expect(other.body.toString()).toContain('<p>/tc/fragrance</p>');
    expect(ctx.counts().renders).toBe(2);
  });

  it.each([
    ['private pages', { headers: { 'Cache-Control': 'private, no-store' } }],
    ['pages that set a cookie', { headers: { 'Set-Cookie': 'i18n_redirected=tc; Path=/' } }],
    ['error pages', { status: 404 }],
    ['pages that vary on everything', { headers: { Vary: '*' } }],
    ['data that is not HTML', { headers: { 'Content-Type': 'application/json' } }],
  ] as [string, Page][])('never stores %s', async (_name, page) => {
    ctx = setup(() => page);
    await listen(ctx.server);
    await get(ctx.server, '/x');
    await settle();
    const second = await get(ctx.server, '/x');
    expect(second.headers['x-html-cache']).toBeUndefined();
    expect(ctx.counts().renders).toBe(2);
  });

  it('keys a page that varies on Accept-Language and Cookie by the language and the key cookies, not by every cookie', async () => {
    ctx = setup(() => ({ headers: { Vary: 'Accept-Language, Cookie' } }));
    await listen(ctx.server);
    await get(ctx.server, '/', { 'accept-language': 'en' });
    await settle();
    expect((await get(ctx.server, '/', { 'accept-language': 'en' })).headers['x-html-cache']).toBe('hit');
    expect((await get(ctx.server, '/', { 'accept-language': 'zh-HK' })).headers['x-html-cache']).toBeUndefined();
    // A visitor who accepted cookies (consent, analytics) gets the same stored page...
    expect((await get(ctx.server, '/', { 'accept-language': 'en', cookie: 'consent=all; _ga=GA1.2.3' })).headers['x-html-cache']).toBe('hit');
    // ...but a cookie that changes the page (the pre-release gate here) is its own key.
    expect((await get(ctx.server, '/', { 'accept-language': 'en', cookie: 'sl-brand-uat-login=1' })).headers['x-html-cache']).toBeUndefined();
    expect(ctx.counts().renders).toBe(3);
  });

  it('keys pages by the cookies that change the frame (the pre-release gate)', async () => {
    ctx = setup(() => ({}));
    await listen(ctx.server);
    await get(ctx.server, '/about');
    await settle();
    const unlocked = await get(ctx.server, '/about', { cookie: 'sl-brand-uat-login=1' });
    expect(unlocked.headers['x-html-cache']).toBeUndefined();
    await settle();
    expect((await get(ctx.server, '/about', { cookie: 'sl-brand-uat-login=1; other=2' })).headers['x-html-cache']).toBe('hit');
  });

  it('serves a stale page while one background render replaces it, and renders again once it is too old', async () => {
    ctx = setup(() => ({}));
    await listen(ctx.server);
    await get(ctx.server, '/article');
    await settle();
    ctx.advance(301_000);
    const stale = await get(ctx.server, '/article');
    expect(stale.headers['x-html-cache']).toBe('stale');
    await settle();
    expect(ctx.counts().fresh).toBe(1);
    expect((await get(ctx.server, '/article')).headers['x-html-cache']).toBe('hit');
    ctx.advance(301_000 + 86_400_000);
    expect((await get(ctx.server, '/article')).headers['x-html-cache']).toBeUndefined();
    expect(ctx.counts().renders).toBe(2);
  });

  it('compresses a hit for browsers that accept brotli', async () => {
    ctx = setup(() => ({}));
    await listen(ctx.server);
    await get(ctx.server, '/makeup');
    await settle();
    const hit = await get(ctx.server, '/makeup', { 'accept-encoding': 'gzip, deflate, br' });
    expect(hit.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(hit.body).toString()).toContain('<p>/makeup</p>');
  });

  it('never answers requests with credentials or React Router data requests from the cache', async () => {
    ctx = setup(() => ({}));
    await listen(ctx.server);
    for (const [path, headers] of [
      ['/a', { authorization: 'Basic eDp5' }],
      ['/a.data', {}],
    ] as [string, Record<string, string>][]) {
      await get(ctx.server, path, headers);
      await settle();
      expect((await get(ctx.server, path, headers)).headers['x-html-cache']).toBeUndefined();
    }
  });
});

describe('html cache after a content change (clear)', () => {
  it('renders again after clear(), and never stores a page whose render began before it', async () => {
    let version = 'old';
    let hold: Promise<void> | null = null;
    const cache = createHtmlCache({ renderFresh: async () => new Response('') });
    const server = createServer((req, res) =>
      void cache.handle(req, res, async (_req, response) => {
        const rendered = version;
        response.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': contentCacheControl });
        response.write('<p>');
        if (hold) await hold;
        response.end(`${rendered}</p>`);
      }),
    );
    await listen(server);
    try {
      expect((await get(server, '/page')).body.toString()).toBe('<p>old</p>');
      await settle();
      expect((await get(server, '/page')).headers['x-html-cache']).toBe('hit');

      // A render of the old content is under way when the content changes.
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      cache.clear();
      const inFlight = get(server, '/page');
      await settle();
      version = 'new';
      cache.clear();
      release();
      hold = null;
      expect((await inFlight).body.toString()).toBe('<p>old</p>');
      await settle();
      const next = await get(server, '/page');
      expect(next.headers['x-html-cache']).toBeUndefined();
      expect(next.body.toString()).toBe('<p>new</p>');
    } finally {
      server.close();
    }
  });
});
