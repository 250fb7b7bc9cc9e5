import { z } from 'zod';

/**
 * The pieces of the OpenAPI 3.1 document each area contributes. An area (content, otp, loyalty,
 * campaigns, registrations...) exports one `OpenApiArea` from `src/<area>/openapi.ts` and adds it to
 * the list in `src/openapi/document.ts`; the test in `src/openapi/openapi.test.ts` fails while a
 * registered route is missing from the document. How-to: docs/content.md.
 */
export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  summary: string;
  description?: string;
  tags: string[];
  operationId: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; headers?: Record<string, { schema: JsonSchema; description?: string }>; content?: Record<string, { schema: JsonSchema }> }>;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** Paths in OpenAPI form: `/api/products/{slug}` (Fastify's `:slug` becomes `{slug}`). */
export type OpenApiPaths = Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;

export interface OpenApiArea {
  tag: { name: string; description: string };
  paths: OpenApiPaths;
  /** Named schemas for `components.schemas`, referred to with `ref(name)`. */
  schemas: Record<string, JsonSchema>;
}

/**
 * A zod schema as JSON Schema (2020-12, as OpenAPI 3.1): `output` (default) describes what the
 * service sends, `input` what it accepts in a request body.
 */
export function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

export const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** The Strapi v4 error body every area answers with (`apiError`). */
export const errorResponse = (description: string) => ({ description, content: json(ref('Error')) });
