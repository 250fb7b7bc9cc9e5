import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { createClock } from '../clock';
import { buildServer } from '../server';
import { type TestDatabase, createTestDatabase } from '../testing/test-database';
import { seededCampaignSlugs } from '@oriel/config/seeded-campaigns';

/**
 * Property-based fuzzing of every endpoint the data service has: the paths of its OpenAPI
 * document (/api/openapi.json) and every route registered with Fastify, whichever area added it.
 * Whatever arrives (NUL bytes, 1 MB strings, SQL meta-characters, emoji, mixed scripts, wrong
 * types, deep nesting), the answer is never a 5xx, and every error is in the Strapi shape.
 */

interface Endpoint {
  method: string;
  /** Fastify style, `:param` segments. */
  path: string;
  /** Field names the endpoint's request body is known to have (from OpenAPI), fuzzed by name. */
  fields: string[];
  /** Allowed values of enum fields (from OpenAPI): valid values mixed with hostile ones reach deeper. */
  enums: Record<string, unknown[]>;
  queryNames: string[];
}

const hostileStrings = fc.oneof(
  fc.constantFrom(
    '',
    '\u0000',
    'Ann\u0000e',
    "' OR '1'='1",
    "'; DROP TABLE registrations; --",
    '" OR ""="',
    '%27%20OR%201=1--',
    '\\',
    '%',
    '_',
    '$1',
    '${7*7}',
    '{{7*7}}',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '😀👩‍👩‍👧‍👦🇭🇰',
    'Chan 陳大文 Мария',
    'раураl.com',
    '\u202Eevil\u202C',
    '\uFEFF',
    '\uD800',
    'a'.repeat(300),
    'x'.repeat(1024 * 1024),
    '+852 9123 4567',
    'visitor@example.com',
    '0',
    '-1',
    'NaN',
    'null',
    'true',
    '__proto__',
    'constructor',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileStrings,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileStrings, fc.string()), tie('value'), { maxKeys: 4 }),
  ),
})).value;

function bodyFor(endpoint: Endpoint): fc.Arbitrary<unknown> {
  const known = endpoint.fields.length
    ? fc.record(
        Object.fromEntries(endpoint.fields.map((f) => [f, endpoint.enums[f]?.length ? fc.oneof(fc.constantFrom(...endpoint.enums[f]!), hostileValue) : hostileValue])),
        { requiredKeys: [] },
      )
    : fc.constant({});
  return fc.oneof(known, hostileValue);
}

/** Percent-encodes anything, lone surrogates included (as the invalid UTF-8 a hostile client would send). */
function encodeAnything(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value].map((c) => (/[\uD800-\uDFFF]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');
  }
}

function fill(path: string, value: string): string {
  return path.replace(/:[A-Za-z_]+|\*/g, encodeAnything(value.slice(0, 2000)));
}

async function endpointsOf(app: FastifyInstance): Promise<Endpoint[]> {
  const byKey = new Map<string, Endpoint>();
  const res = await app.inject({ url: '/api/openapi.json' });
  if (res.statusCode === 200) {
    const doc = res.json() as { paths?: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: unknown }>> };
    for (const [path, operations] of Object.entries(doc.paths ?? {})) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        const schema = (operation.requestBody as { content?: Record<string, { schema?: { properties?: Record<string, { enum?: unknown[] }> } }> } | undefined)?.content?.[
          'application/json'
        ]?.schema;
        const fastifyPath = path.replace(/\{([^}]+)\}/g, ':$1');
        byKey.set(`${method.toUpperCase()} ${fastifyPath}`, {
          method: method.toUpperCase(),
          path: fastifyPath,
          fields: Object.keys(schema?.properties ?? {}),
          enums: Object.fromEntries(Object.entries(schema?.properties ?? {}).map(([name, property]) => [name, property.enum ?? []])),
          queryNames: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        });
      }
    }
  }
  for (const route of app.hardening.routes) {
    const key = `${route.method} ${route.url}`;
    if (!byKey.has(key)) byKey.set(key, { method: route.method, path: route.url, fields: [], enums: {}, queryNames: [] });
  }
  return [...byKey.values()].filter((e) => !['OPTIONS'].includes(e.method));
}

function expectNoServerError(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what} -> ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
    const body = res.json();
    expect(body, what).toMatchObject({ data: null, error: { status: res.statusCode } });
    expect(typeof body.error.message, what).toBe('string');
  }
}

describe('fuzzing every endpoint of the data service', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let endpoints: Endpoint[] = [];
  let tablesBefore = 0;

  beforeAll(async () => {
    // Seeded when the content is there, so the fuzz reaches past "not found".
    database = await createTestDatabase('pglite').catch(() => createTestDatabase('pglite', { seed: false }));
    app = await buildServer({ database, clock: createClock('2025-04-20T10:00:00+08:00'), logLevel: 'silent', otp: { limits: { ipSendLimit: 100_000 } } });
    await app.ready();
    endpoints = await endpointsOf(app);
    tablesBefore = (await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_schema = 'public'`.execute(database.db)).rows[0]!.n;
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('knows the endpoints (OpenAPI document and registered routes)', () => {
    expect(endpoints.map((e) => `${e.method} ${e.path}`)).toEqual(expect.arrayContaining(['GET /api/health', 'GET /api/ready']));
  });

  it('never answers 5xx to hostile path, query and body values', async () => {
    for (const endpoint of endpoints) {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(hostileStrings, fc.constantFrom(...seededCampaignSlugs)),
          fc.dictionary(fc.constantFrom(...endpoint.queryNames, 'locale', 'filters[status][$eq]', 'sort', 'q', 'x'), hostileStrings, { maxKeys: 3 }),
          bodyFor(endpoint),
          async (pathValue, query, body) => {
            const url = fill(endpoint.path, pathValue);
            const search = Object.entries(query as Record<string, string>)
              .map(([k, v]) => `${encodeAnything(k)}=${encodeAnything(v)}`)
              .join('&');
            const stateChanging = endpoint.method !== 'GET';
            const payload = stateChanging ? JSON.stringify(body) : undefined;
            const res = await app.inject({
              method: endpoint.method as 'GET',
              url: search ? `${url}?${search}` : url,
              headers: stateChanging ? { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' } : {},
              payload,
            });
            expectNoServerError(res, `${endpoint.method} ${endpoint.path}`);
          },
        ),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 40), seed: Number(process.env.FUZZ_SEED ?? 20_250_420), endOnFailure: true },
      );
    }
    // "'; DROP TABLE registrations; --" and friends were only ever data.
    const tables = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_schema = 'public'`.execute(database.db);
    expect(tables.rows[0]?.n).toBe(tablesBefore);
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  }, 240_000);

  it('refuses NUL bytes and 1 MB strings with a 4xx and a clear message on every state-changing endpoint', async () => {
    for (const endpoint of endpoints.filter((e) => e.method !== 'GET')) {
      const fields = endpoint.fields.length ? endpoint.fields : ['name', 'email', 'destination'];
      for (const value of ['Ann\u0000e', 'x'.repeat(1024 * 1024)]) {
        const res = await app.inject({
          method: endpoint.method as 'POST',
          url: fill(endpoint.path, 'oriel'),
          headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
          payload: JSON.stringify(Object.fromEntries(fields.map((f) => [f, value]))),
        });
        const what = `${endpoint.method} ${endpoint.path} with ${value.length > 100 ? 'a 1 MB string' : 'a NUL byte'}`;
        expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
        expectNoServerError(res, what);
        // The media library's two upload routes take the photograph's bytes, never JSON.
        const photographRoute = (endpoint.method === 'POST' && endpoint.path === '/api/studio/media') || /^\/api\/studio\/media\/(\{id\}|:id)\/file$/.test(endpoint.path);
        expect(res.json().error.message, what).toMatch(photographRoute ? /^Send the photograph itself/ : /NUL character|too large|too long/);
      }
    }
  });
});
