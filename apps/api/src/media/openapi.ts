import { mediaUpdateSchema } from '@oriel/contracts/media';
import { type OpenApiArea, type OpenApiOperation, type OpenApiParameter, errorResponse, json, jsonSchema } from '../openapi/types';

/** The media library's API: staff routes under /api/studio/media, public renditions. */
const tag = 'media';
const path = (name: string, description: string): OpenApiParameter => ({ name, in: 'path', required: true, description, schema: { type: 'string' } });
const query = (name: string, description: string): OpenApiParameter => ({ name, in: 'query', required: true, description, schema: { type: 'string' } });
const id = path('id', 'the photograph (12 characters; its media key is uploads/{id})');
const asset = json({ type: 'object', required: ['data'], properties: { data: { type: 'object' } } });
const staff = { '401': errorResponse('Not signed in'), '403': errorResponse('Only editors and admins manage media') };
const photograph = {
  required: true,
  description: `The file's bytes (no multipart, no file name); its format is read from the bytes`,
  content: Object.fromEntries(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'application/octet-stream'].map((t) => [t, { schema: { type: 'string', format: 'binary' } }])),
};
const op = (operationId: string, summary: string, parameters: OpenApiParameter[], extra: Partial<OpenApiOperation> = {}): OpenApiOperation => ({
  summary,
  tags: [tag],
  operationId,
  parameters,
  responses: { '200': { description: 'Done', content: asset }, ...staff, ...extra.responses },
  ...(extra.requestBody ? { requestBody: extra.requestBody } : {}),
});
const refused = { '400': errorResponse('Not a JPEG, PNG, WebP or AVIF image, or an alt text missing'), '413': errorResponse('Over MEDIA_UPLOAD_MAX_MB'), '415': errorResponse('Not an image body') };

export const mediaOpenApi: OpenApiArea = {
  tag: { name: tag, description: 'The studio media library: photographs with alt texts in both languages, focal point, renditions, replacement.' },
  schemas: {},
  paths: {
    '/api/studio/media': {
      get: op('listMedia', 'Every uploaded photograph, newest first', []),
      post: op('uploadMedia', 'Upload a photograph (202: renditions follow in the background)', [query('altEn', 'alt text in English'), query('altZhHant', 'alt text in Traditional Chinese')], {
        requestBody: photograph,
        responses: { '202': { description: 'Stored; renditions under way', content: asset }, ...refused },
      }),
    },
    '/api/studio/media/{id}': {
      get: op('getMediaAsset', 'A photograph with where it is used', [id]),
      put: op('updateMedia', 'Alt texts and focal point (every page showing it follows), based on baseVersion', [id], { requestBody: { required: true, content: json(jsonSchema(mediaUpdateSchema, 'input')) }, responses: { '409': errorResponse('Changed since baseVersion (details.code stale: who, when, the details now)') } }),
      delete: op('removeMedia', 'Remove a photograph no entry uses', [id], { responses: { '409': errorResponse('In use') } }),
    },
    '/api/studio/media/{id}/file': {
      put: op('replaceMedia', 'Replace the file everywhere it is used (202: renditions follow)', [id], { requestBody: photograph, responses: { '202': { description: 'Stored; renditions under way', content: asset }, ...refused } }),
    },
    '/api/media/uploads/{id}/{file}': {
      get: {
        summary: 'A rendition of an uploaded photograph: {hash}-{width}w.avif|webp. Immutable while {hash} is current.',
        tags: [tag],
        operationId: 'getUploadedMedia',
        parameters: [id, path('file', '{hash}-{width}w.{avif|webp}')],
        responses: { '200': { description: 'The image (Cache-Control: public, max-age=31536000, immutable)' }, '404': errorResponse('No such rendition') },
      },
    },
  },
};
