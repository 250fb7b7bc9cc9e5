import { z } from 'zod';
import { type OpenApiArea, errorResponse, json, jsonSchema } from './types';

/** The service's own routes: health, readiness and this document. */
export const healthOpenApi: OpenApiArea = {
  tag: { name: 'service', description: 'Health, readiness and the API description.' },
  paths: {
    '/healthz': {
      get: {
        summary: 'Liveness: 200 while the process serves HTTP (no database call); for the orchestrator, on the instance port',
        tags: ['service'],
        operationId: 'getHealthz',
        responses: { '200': { description: 'The process is alive', content: json(jsonSchema(z.object({ status: z.literal('ok') }))) } },
      },
    },
    '/readyz': {
      get: {
        summary: 'Readiness: 200 once start-up has finished (database reached, migrated, seeded) and the database answers',
        tags: ['service'],
        operationId: 'getReadyz',
        responses: {
          '200': { description: 'Ready to serve', content: json(jsonSchema(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }))) },
          '503': { description: 'Starting (waiting for the database) or the database does not answer' },
        },
      },
    },
    '/api/content-version': {
      get: {
        summary: "The site's content version: changes whenever any content does (each instance's content cache follows it; an edge or a monitor can watch it)",
        tags: ['service'],
        operationId: 'getContentVersion',
        responses: { '200': { description: 'The current version', content: json(jsonSchema(z.object({ version: z.string() }))) } },
      },
    },
    '/api/health': {
      get: {
        summary: 'Readiness under the public prefix (as /readyz), its status alone',
        tags: ['service'],
        operationId: 'getHealth',
        responses: { '200': { description: 'The service is up', content: json(jsonSchema(z.object({ status: z.literal('ok') }))) } },
      },
    },
    '/api/ready': {
      get: {
        summary: 'Readiness: answers 200 once the database answers',
        tags: ['service'],
        operationId: 'getReady',
        responses: { '200': { description: 'Ready to serve' }, '503': errorResponse('The database does not answer') },
      },
    },
    '/api/openapi.json': {
      get: {
        summary: 'This document',
        tags: ['service'],
        operationId: 'getOpenApi',
        responses: { '200': { description: 'The OpenAPI 3.1 document of the data service', content: json({ type: 'object' }) } },
      },
    },
  },
  schemas: {},
};
