// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../apps/api/src/clock';
import { buildServer } from '../../apps/api/src/server';
import { type TestDatabase, createTestDatabase } from '../../apps/api/src/testing/test-database';
import { createNonce, securityHeaders } from '../../libs/server/src/security-headers';
import { scoreHeaders } from '../testing/observatory';

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
  // The served pages of both apps are scored the same way by apps/brand-site/e2e/security.spec.ts.
  it('score A+ with the security headers every response gets', () => {
    const result = scoreHeaders(new Headers(securityHeaders({ nonce: createNonce() })));
    expect(result.grade, result.findings.join('\n')).toBe('A+');
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
