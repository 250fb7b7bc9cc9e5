// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentSecurityPolicy, createNonce, hardenCookie, hardenResponse, isHttps, nonceOf } from './security-headers';

describe('contentSecurityPolicy', () => {
  it('makes a different 128-bit nonce for every response, also past the random bytes drawn at once', () => {
    const nonces = Array.from({ length: 600 }, () => createNonce());
    expect(new Set(nonces).size).toBe(600);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('allows scripts only by nonce and strict-dynamic, never inline or eval', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc123' });
    expect(csp).toContain("script-src 'nonce-abc123' 'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(nonceOf(csp)).toBe('abc123');
  });

  it('lets configured third parties be fetched and framed, not scripted by host', () => {
    const csp = contentSecurityPolicy({ nonce: 'n', thirdPartyOrigins: ['https://chat.example'] });
    expect(csp).toMatch(/connect-src 'self' https:\/\/chat\.example/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/chat\.example/);
    expect(csp).not.toMatch(/script-src[^;]*chat\.example/);
  });
});

describe('createNonce', () => {
  it('is fresh and 128 bits each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const n of nonces) expect(Buffer.from(n, 'base64')).toHaveLength(16);
  });
});

describe('hardenCookie', () => {
  it('adds SameSite=Lax, and Secure only behind HTTPS', () => {
    expect(hardenCookie('a=1; Path=/', false)).toBe('a=1; Path=/; SameSite=Lax');
    expect(hardenCookie('a=1; Path=/', true)).toBe('a=1; Path=/; SameSite=Lax; Secure');
    expect(hardenCookie('a=1; SameSite=Strict; Secure', true)).toBe('a=1; SameSite=Strict; Secure');
  });

  it('trusts only an https forwarded protocol', () => {
    expect(isHttps('https')).toBe(true);
    expect(isHttps('http')).toBe(false);
    expect(isHttps(undefined)).toBe(false);
  });
});

describe('hardenResponse on a real server', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      hardenResponse(res, { https: isHttps(req.headers['x-forwarded-proto']) });
      if (req.url === '/page') {
        // A rendered page brings its own CSP (the nonce of its scripts): it must be kept.
        res.writeHead(200, ['Content-Type', 'text/html', 'Content-Security-Policy', contentSecurityPolicy({ nonce: 'page-nonce' }), 'Set-Cookie', 'x=1; Path=/']);
        res.end('<p>ok</p>');
      } else if (req.url === '/implicit') {
        res.setHeader('Set-Cookie', ['a=1; Path=/', 'b=2; Path=/; SameSite=Strict']);
        res.end('implicit head');
      } else {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('missing');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('keeps the page nonce and adds every other header', async () => {
    const res = await fetch(`${base}/page`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(nonceOf(res.headers.get('content-security-policy'))).toBe('page-nonce');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.getSetCookie()).toEqual(['x=1; Path=/; SameSite=Lax; Secure']);
  });

  it('hardens implicit heads and errors, with a fresh nonce per response', async () => {
    const first = await fetch(`${base}/implicit`);
    const second = await fetch(`${base}/elsewhere`);
    expect(first.headers.getSetCookie()).toEqual(['a=1; Path=/; SameSite=Lax', 'b=2; Path=/; SameSite=Strict']);
    expect(second.status).toBe(404);
    expect(second.headers.get('strict-transport-security')).toBeTruthy();
    const nonces = [first, second].map((r) => nonceOf(r.headers.get('content-security-policy')));
    expect(nonces[0]).toBeTruthy();
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});
