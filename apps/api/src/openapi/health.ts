import { z } from 'zod';
import { type OpenApiArea, errorResponse, json, jsonSchema } from './types';

/** The service's own routes: health, readiness and this document. */
export const healthOpenApi: OpenApiArea = {
  tag: { name: 'service', description: 'Health, readiness and the API description.' },
  paths: {
    '/api/health': {
      get: {
        summary: 'Liveness and database kind',
        tags: ['service'],
        operationId: 'getHealth',
        responses: { '200': { description: 'The service is up', content: json(jsonSchema(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }))) } },
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
