import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { buildOpenApiDocument } from './document';
import { openApiPath } from './routes';


describe('the OpenAPI document', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let doc: {
    openapi: string;
    paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }> }>>;
    components: { schemas: Record<string, unknown> };
  };
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildServer({ database, logLevel: 'silent' });
    doc = (await app.inject({ url: '/api/openapi.json' })).json();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('documents every route the service registers, and nothing it does not', () => {
    const registered = app.registeredRoutes.map((r) => `${r.method} ${openApiPath(r.url)}`).sort();
    // The full document (not the served one, which leaves out what this instance lacks).
    const documented = Object.entries(buildOpenApiDocument().paths as typeof doc.paths)
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(doc.openapi).toBe('3.1.0');
    expect(registered.filter((r) => !documented.includes(r)), 'registered but not in the document').toEqual([]);
    expect(documented.filter((d) => !registered.includes(d)), 'documented but not registered').toEqual([]);
    expect(Object.keys(doc.paths).sort()).toEqual(Object.keys(buildOpenApiDocument().paths).sort());
  });

  // One real request per documented content read; its body must validate against the document.
  const samples: [string, string][] = [
    ['/api/collections', '/api/collections?locale=zh-Hant&filters[status][$eq]=Active&sort[0]=date:desc&sort[1]=id:desc'],
    ['/api/collections/{slug}', '/api/collections/gratte-ciel?locale=en'],
    ['/api/home-collections', '/api/home-collections?locale=zh-Hant'],
    ['/api/home-collections/{slug}', '/api/home-collections/a-la-maison'],
    ['/api/categories/get-all-categories-with-sub-categories', '/api/categories/get-all-categories-with-sub-categories?locale=zh-Hant'],
    ['/api/categories/{slug}', '/api/categories/complexion?locale=zh-Hant'],
    ['/api/products', '/api/products?pagination[pageSize]=100'],
    ['/api/products/{slug}', '/api/products/rouge-palais?locale=zh-Hant'],
    ['/api/new-arrivals', '/api/new-arrivals?locale=zh-Hant'],
    ['/api/finder', '/api/finder?locale=zh-Hant'],
    ['/api/articles', '/api/articles'],
    ['/api/articles/{slug}', '/api/articles/the-making-of-matin'],
    ['/api/pages/{key}', '/api/pages/loyalty-program?locale=zh-Hant'],
    ['/api/boutiques', '/api/boutiques?locale=zh-Hant'],
    ['/api/sitemap', '/api/sitemap'],
    ['/api/health', '/api/health'],
  ];
  it.each(samples)('GET %s answers what the document says', async (path, url) => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ $id: 'doc', components: doc.components });
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    const schema = doc.paths[path]!.get!.responses['200']!.content!['application/json']!.schema;
    const resolved = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/'));
    const validate = ajv.compile(resolved);
    const valid = validate(response.json());
    expect(valid ? [] : validate.errors).toEqual([]);

    const missing = await app.inject({ url: '/api/products/nothing' });
    const errorSchema = ajv.compile({ $ref: 'doc#/components/schemas/Error' });
    expect(errorSchema(missing.json())).toBe(true);
  });
});
