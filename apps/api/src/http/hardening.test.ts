import type { FastifyInstance } from 'fastify';
import { createClock } from '../clock';
import { buildServer } from '../server';
import { type TestDatabase, createTestDatabase, databaseKinds } from '../testing/test-database';
import { createRateLimiter } from './rate-limit';

describe.each(databaseKinds)('data-service hardening (%s)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = createClock('2025-04-20T10:00:00+08:00');

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: false });
    app = await buildServer({ database, clock, logLevel: 'silent' });
    // A state-changing route of our own, so these tests do not depend on any area's validation.
    app.post('/api/test/echo', async (request) => ({ data: request.body }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const post = (headers: Record<string, string>, payload: string) => app.inject({ method: 'POST', url: '/api/test/echo', headers, payload });

  // Their Observatory score (A+) is tools/testing/observatory.test.ts's.
  it('sends the security headers and a request id on every response', async () => {
    for (const url of ['/api/health', '/api/ready', '/api/no-such-thing']) {
      const res = await app.inject({ url });
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const a = await app.inject({ url: '/api/health' });
    const b = await app.inject({ url: '/api/health' });
    expect(a.headers['content-security-policy']).not.toBe(b.headers['content-security-policy']);
  });

  it('keeps a well-formed incoming request id and replaces a hostile one', async () => {
    expect((await app.inject({ url: '/api/health', headers: { 'x-request-id': 'edge-1234abcd' } })).headers['x-request-id']).toBe('edge-1234abcd');
    for (const hostile of ['<script>alert(1)</script>', 'x'.repeat(500), 'short']) {
      expect((await app.inject({ url: '/api/health', headers: { 'x-request-id': hostile } })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers ready while the database answers', async () => {
    const res = await app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('accepts a same-origin JSON request', async () => {
    const res = await post({ 'content-type': 'application/json', origin: 'http://localhost', host: 'localhost', 'sec-fetch-site': 'same-origin' }, '{"a":1}');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { a: 1 } });
  });

  it('refuses cross-site state changes, by Sec-Fetch-Site or by Origin', async () => {
    const bySite = await post({ 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, '{}');
    expect(bySite.statusCode).toBe(403);
    expect(bySite.json().error).toMatchObject({ status: 403, message: 'Cross-site requests are refused.', details: { messageId: 'hardening.crossSite' } });
    const byOrigin = await post({ 'content-type': 'application/json', origin: 'https://evil.example', host: 'localhost' }, '{}');
    expect(byOrigin.statusCode).toBe(403);
    const delete_ = await app.inject({ method: 'DELETE', url: '/api/test/echo', headers: { 'sec-fetch-site': 'same-site' } });
    expect(delete_.statusCode).toBe(403);
  });

  it('refuses bodies that are not JSON with 415 (forms and text/plain skip CORS preflight)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp']) {
      const res = await post({ 'content-type': type }, 'a=1');
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toMatchObject({ data: null, error: { status: 415, name: 'Error' } });
    }
    expect((await app.inject({ method: 'POST', url: '/api/test/echo' })).statusCode).toBe(415);
  });

  it('refuses a body over 64 KB with 413 in the Strapi error shape', async () => {
    const res = await post({ 'content-type': 'application/json' }, JSON.stringify({ text: 'x'.repeat(65 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      data: null,
      error: { status: 413, name: 'PayloadTooLargeError', message: 'The request is too large (64 KB at most).', details: { code: 'payload_too_large', messageId: 'hardening.payloadTooLarge' } },
    });
  });

  it('refuses NUL bytes, control characters, broken Unicode and over-long strings with a message naming the field', async () => {
    const cases: [unknown, RegExp][] = [
      [{ first_name: 'Ann\u0000' }, /"first_name" contains a NUL character/],
      [{ nested: { list: ['ok', 'bad\u0007'] } }, /"nested.list.1" contains control characters/],
      [{ last_name: 'x'.repeat(6000) }, /"last_name" is too long/],
      [{ email: '\uD800@example.com' }, /"email" is not valid Unicode/],
    ];
    for (const [body, message] of cases) {
      const res = await post({ 'content-type': 'application/json' }, JSON.stringify(body));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    const query = await app.inject({ url: '/api/health?x=%00' });
    expect(query.statusCode).toBe(400);
  });

  it('answers malformed JSON and prototype pollution with 400, never 500', async () => {
    for (const payload of ['{"a":', '{"__proto__":{"admin":true}}', 'null', '"\\ud800"']) {
      const res = await post({ 'content-type': 'application/json' }, payload);
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, payload).toBeLessThan(500);
    }
    expect((await post({ 'content-type': 'application/json' }, '{"a":')).statusCode).toBe(400);
  });

  it('takes the client address from the edge only: a client cannot spoof X-Forwarded-For', async () => {
    const ips: string[] = [];
    const probe = await buildServer({ database, clock, logLevel: 'silent' });
    probe.get('/api/test/ip', async (request) => {
      ips.push(request.ip);
      return {};
    });
    await probe.ready();
    // Through the edge (a loopback peer that set the header): the visitor's address.
    await probe.inject({ url: '/api/test/ip', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.7' } });
    // Straight from the internet with a forged header: the peer's own address.
    await probe.inject({ url: '/api/test/ip', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '198.51.100.7' } });
    await probe.close();
    expect(ips).toEqual(['198.51.100.7', '203.0.113.9']);
  });

  describe('rateLimit', () => {
    const rule = { bucket: 'test-submit', limit: 3, windowSeconds: 600 };

    it('allows the limit, refuses the next with Retry-After, and counts keys apart', async () => {
      const limiter = createRateLimiter(database.db, clock, 'test-secret');
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await limiter.hit(rule, '198.51.100.1'));
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
      expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0);
      expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(600);
      expect((await limiter.hit(rule, '198.51.100.2')).allowed).toBe(true);
    });

    it('counts an IPv6 client by its /64 and an IPv4-mapped address as its IPv4 address', async () => {
      const limiter = createRateLimiter(database.db, clock, 'test-secret');
      const v6 = { ...rule, bucket: 'test-v6' };
      const rotated = [];
      for (const address of ['2001:db8:77:1::1', '2001:db8:77:1:a:b:c:d', '2001:DB8:77:1:ffff::2', '2001:0db8:0077:0001::9']) rotated.push((await limiter.hit(v6, address)).allowed);
      expect(rotated).toEqual([true, true, true, false]);
      // The next /64 is another client; 192.0.2.7 and ::ffff:192.0.2.7 are one.
      expect((await limiter.hit(v6, '2001:db8:77:2::1')).allowed).toBe(true);
      for (let i = 0; i < 3; i++) await limiter.hit(v6, '192.0.2.7');
      expect((await limiter.hit(v6, '::ffff:192.0.2.7')).allowed).toBe(false);
    });

    it('holds under concurrency: exactly the limit of twenty simultaneous hits get through', async () => {
      const limiter = createRateLimiter(database.db, clock, 'test-secret');
      const results = await Promise.all(Array.from({ length: 20 }, () => limiter.hit(rule, '+85291234567')));
      expect(results.filter((r) => r.allowed)).toHaveLength(3);
    });

    it('stores no address or number in clear, and a refund gives the attempt back', async () => {
      const limiter = createRateLimiter(database.db, clock, 'test-secret');
      const refundRule = { bucket: 'test-refund', limit: 1, windowSeconds: 600 };
      expect((await limiter.hit(refundRule, 'visitor@example.com')).allowed).toBe(true);
      await limiter.refund(refundRule, 'visitor@example.com');
      expect((await limiter.hit(refundRule, 'visitor@example.com')).allowed).toBe(true);
      expect((await limiter.hit(refundRule, 'visitor@example.com')).allowed).toBe(false);
      const rows = await database.db.withTables<{ rate_limit_hits: { key_hash: string } }>().selectFrom('rate_limit_hits').select('key_hash').execute();
      expect(JSON.stringify(rows)).not.toMatch(/example\.com|85291234567|198\.51/);
    });

    it('opens a new window when the old one ends, and prunes finished windows', async () => {
      const local = createClock('2025-04-20T10:00:00+08:00');
      const limiter = createRateLimiter(database.db, local, 'test-secret');
      const windowRule = { bucket: 'test-window', limit: 1, windowSeconds: 60 };
      expect((await limiter.hit(windowRule, 'k')).allowed).toBe(true);
      expect((await limiter.hit(windowRule, 'k')).allowed).toBe(false);
      local.advance(61_000);
      expect((await limiter.hit(windowRule, 'k')).allowed).toBe(true);
      local.advance(24 * 3600_000);
      expect(await limiter.prune()).toBeGreaterThan(0);
    });
  });
});
