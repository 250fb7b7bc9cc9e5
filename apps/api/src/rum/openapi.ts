import { z } from 'zod';
import { clientErrorBeaconSchema, vitalsBeaconSchema } from '@oriel/contracts/rum';
import { type OpenApiArea, errorResponse, json, jsonSchema } from '../openapi/types';

const summaryRow = z.object({ template: z.string(), locale: z.enum(['en', 'tc']), metric: z.enum(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']), p75: z.number(), samples: z.number().int() });
const errorRow = z.object({
  fingerprint: z.string(),
  type: z.string(),
  message: z.string(),
  template: z.string(),
  firstRelease: z.string(),
  lastRelease: z.string(),
  browser: z.string(),
  count: z.number().int(),
  firstSeen: z.string(),
  lastSeen: z.string(),
});

/** Real-user monitoring and the service's metrics (docs/observability.md). */
export const rumOpenApi: OpenApiArea = {
  tag: { name: 'monitoring', description: "Real visitors' web vitals and client errors, and the Prometheus metrics." },
  paths: {
    '/metrics': {
      get: {
        summary: "Prometheus metrics of this instance, on the service's own port only (the router and the edge never pass /metrics)",
        tags: ['monitoring'],
        operationId: 'getMetrics',
        responses: { '200': { description: 'Prometheus text exposition format', content: { 'text/plain': { schema: { type: 'string' } } } } },
      },
    },
    '/api/rum': {
      post: {
        summary: "A visitor's page-view vitals or a client error, forwarded by the apps' /rum routes; rate-limited per client address",
        tags: ['monitoring'],
        operationId: 'postRumBeacon',
        requestBody: { required: true, content: json({ oneOf: [jsonSchema(vitalsBeaconSchema), jsonSchema(clientErrorBeaconSchema)] }) },
        responses: { '204': { description: 'Stored' }, '400': errorResponse('Not a report'), '429': errorResponse('Too many reports from this address') },
      },
    },
    '/api/studio/web-vitals': {
      get: {
        summary: 'The 75th percentile of each web vital per page template and locale over the last 7 or 28 days (staff)',
        tags: ['monitoring'],
        operationId: 'getStudioWebVitals',
        parameters: [{ name: 'days', in: 'query', schema: { type: 'string', enum: ['7', '28'] } }],
        responses: { '200': { description: 'Summary', content: json(jsonSchema(z.object({ data: z.array(summaryRow) }))) }, '401': errorResponse('Not signed in') },
      },
    },
    '/api/studio/client-errors': {
      get: {
        summary: 'Distinct client errors, latest first, with the release that first showed each (admins)',
        tags: ['monitoring'],
        operationId: 'getStudioClientErrors',
        responses: { '200': { description: 'Errors', content: json(jsonSchema(z.object({ data: z.array(errorRow) }))) }, '401': errorResponse('Not signed in'), '403': errorResponse('Admins only') },
      },
    },
  },
  schemas: {},
};
