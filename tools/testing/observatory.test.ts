// @vitest-environment node
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../apps/api/src/clock';
import { buildServer } from '../../apps/api/src/server';
import { type TestDatabase, createTestDatabase } from '../../apps/api/src/testing/test-database';
import { contentSecurityPolicy, createNonce, hardenResponse, isHttps, securityHeaders } from '../../libs/server/src/security-headers';
import { scoreHeaders } from './observatory';

// Every server's security headers score A+ under the Mozilla Observatory rules (docs/hardening.md);
// the end-to-end security spec scores the served pages of the apps the same way.

describe('the Observatory scorer', () => {
  it('marks a response with a weak policy below A+ (the scorer can fail)', () => {
    const weak = new Headers({ 'content-security-policy': "script-src 'self' 'unsafe-inline'" });
    expect(scoreHeaders(weak).grade).not.toBe('A+');
    expect(scoreHeaders(new Headers()).score).toBe(30);
  });
});

describe('the app servers (libs/server)', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      hardenResponse(res, { https: isHttps(req.headers['x-forwarded-proto']) });
      if (req.url === '/page') {
        res.writeHead(200, ['Content-Type', 'text/html', 'Content-Security-Policy', contentSecurityPolicy({ nonce: 'page-nonce' }), 'Set-Cookie', 'x=1; Path=/']);
        res.end('<p>ok</p>');
      } else {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('missing');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('score A+ with the security headers alone, on a rendered page and on an error', async () => {
    const alone = scoreHeaders(new Headers(securityHeaders({ nonce: createNonce() })));
    expect(alone.grade, alone.findings.join('\n')).toBe('A+');
    for (const path of ['/page', '/elsewhere']) {
      const result = scoreHeaders((await fetch(`${base}${path}`, { headers: { 'x-forwarded-proto': 'https' } })).headers);
      expect(result.grade, `${path}\n${result.findings.join('\n')}`).toBe('A+');
    }
  });
});

describe('the data service (apps/api)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase('pglite', { seed: false });
    app = await buildServer({ database, clock: createClock('2025-04-20T10:00:00+08:00'), logLevel: 'silent' });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('scores A+ on its health, readiness and 404 answers', async () => {
    for (const url of ['/api/health', '/api/ready', '/api/no-such-thing']) {
      const res = await app.inject({ url });
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.headers)) for (const one of [value].flat()) if (one !== undefined) headers.append(name, String(one));
      const result = scoreHeaders(headers);
      expect(result.grade, `${url}\n${result.findings.join('\n')}`).toBe('A+');
    }
  });
});
