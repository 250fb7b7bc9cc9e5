import { studioOpenApi } from '../studio';
import { campaignDefinitionOpenApi } from '../campaigns';
import { mediaOpenApi } from '../media';
import { campaignOpsOpenApi } from '../campaign-ops';
import { bookingsOpenApi } from '../bookings';
import { errorResponseSchema } from '@oriel/contracts/content';
import { contentOpenApi } from '../content';
import { loyaltyOpenApi } from '../loyalty';
import { otpOpenApi } from '../otp';
import { searchOpenApi } from '../search';
import { rumOpenApi } from '../rum';
import { healthOpenApi } from './health';
import { pendingAreasOpenApi } from './pending-areas';
import { type OpenApiArea, jsonSchema } from './types';

/**
 * The OpenAPI document of the whole data service, merged from each area's paths. To document an
 * area: export an `OpenApiArea` from `src/<area>/openapi.ts` and add it to this list (one line).
 */
export const openApiAreas: OpenApiArea[] = [healthOpenApi, contentOpenApi, otpOpenApi, loyaltyOpenApi, searchOpenApi, pendingAreasOpenApi, studioOpenApi, campaignDefinitionOpenApi, mediaOpenApi, campaignOpsOpenApi, bookingsOpenApi, rumOpenApi];

export function buildOpenApiDocument(areas: OpenApiArea[] = openApiAreas) {
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = { Error: jsonSchema(errorResponseSchema) };
  for (const area of areas) {
    for (const [path, item] of Object.entries(area.paths)) {
      const existing = (paths[path] ?? {}) as Record<string, unknown>;
      for (const method of Object.keys(item)) {
        if (existing[method]) throw new Error(`OpenAPI: ${method.toUpperCase()} ${path} is documented twice`);
      }
      paths[path] = { ...existing, ...item };
    }
    for (const [name, schema] of Object.entries(area.schemas)) {
      if (schemas[name]) throw new Error(`OpenAPI: schema ${name} is defined twice`);
      schemas[name] = schema;
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Maison Oriel data service',
      version: '1.0.0',
      description:
        'Content (Strapi v4 REST shape, en and zh-Hant), one-time codes, loyalty lookup, campaigns and registrations. Errors: { data: null, error: { status, name, message } }.',
    },
    servers: [{ url: '/' }],
    tags: areas.map((a) => a.tag),
    paths,
    components: { schemas },
  };
}
