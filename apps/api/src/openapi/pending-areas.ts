import { registrationSchema } from '@oriel/contracts/registration';
import { type OpenApiArea, type OpenApiOperation, errorResponse, json, jsonSchema } from './types';

/**
 * The routes of the areas that do not ship their own `openapi.ts` yet (campaigns,
 * registrations), described from their route modules so the document covers the whole service.
 * Owners: move your part into `src/<area>/openapi.ts`, refine the response schemas from your zod
 * schemas, and delete it here (docs/content.md).
 */

const dataOf = (description: string, properties: Record<string, unknown> = {}) => ({
  type: 'object',
  required: ['data'],
  properties: { data: { description, type: 'object', properties } },
});
const slug = { name: 'slug', in: 'path' as const, required: true, schema: { type: 'string' } };
const locale = { name: 'locale', in: 'query' as const, schema: { type: 'string', enum: ['en', 'zh-Hant'], default: 'en' } };
const post = (tag: string, operationId: string, summary: string, body: Record<string, unknown>, responses: OpenApiOperation['responses']): { post: OpenApiOperation } => ({
  post: { summary, tags: [tag], operationId, requestBody: { required: true, content: json(body) }, responses: { ...responses, '415': errorResponse('The body is not application/json') } },
});

export const pendingAreasOpenApi: OpenApiArea = {
  tag: { name: 'forms', description: 'Campaigns and registrations.' },
  paths: {
    '/api/campaigns': {
      get: {
        summary: 'Every campaign, newest first: state at the service time, dates, session span, offers (sample, workshop, quiz, giveaway), fee',
        tags: ['forms'],
        operationId: 'listCampaigns',
        parameters: [locale],
        responses: { '200': { description: 'The campaigns', content: json({ type: 'object', properties: { data: { type: 'array' } } }) }, '400': errorResponse('Unknown locale') },
      },
    },
    '/api/campaigns/{slug}': {
      get: {
        summary: 'One campaign: facts, texts and state (open, full, ended) at the service time',
        tags: ['forms'],
        operationId: 'getCampaign',
        parameters: [slug, locale],
        responses: { '200': { description: 'The campaign', content: json(dataOf('id and attributes')) }, '400': errorResponse('Unknown locale'), '404': errorResponse('No such campaign') },
      },
    },
    '/api/campaigns/{slug}/slots': {
      get: {
        summary: 'The time slots still to come, with the places left in each',
        tags: ['forms'],
        operationId: 'listCampaignSlots',
        parameters: [slug],
        responses: { '200': { description: 'The slots', content: json({ type: 'object', properties: { data: { type: 'array' } } }) }, '404': errorResponse('No such campaign') },
      },
    },
    '/api/campaigns/{slug}/export/{part}': {
      get: {
        summary: 'CSV export for the campaign team (Authorization: Bearer CAMPAIGN_EXPORT_TOKEN)',
        tags: ['forms'],
        operationId: 'exportCampaign',
        parameters: [slug, { name: 'part', in: 'path', required: true, schema: { type: 'string', enum: ['registrations.csv', 'slots.csv'] } }],
        responses: { '200': { description: 'CSV', content: { 'text/csv': { schema: { type: 'string' } } } }, '401': errorResponse('Missing or wrong token'), '404': errorResponse('Not configured, or no such campaign or part') },
      },
    },
    '/api/registrations': post('forms', 'submitRegistration', 'Register for a sample or a workshop (contact number verified by SMS code)', jsonSchema(registrationSchema, 'input'), {
      '201': { description: 'Booked', content: json(dataOf('The booking reference, location and time')) },
      '200': { description: 'The same submit again (same idempotency key): the existing booking', content: json(dataOf('The booking')) },
      '404': errorResponse('No such campaign'),
      '422': errorResponse('The campaign is not open, or its places are full'),
      '400': errorResponse('Fields need attention (error.details.fields names them by message id)'),
      '409': errorResponse('Contact number or email had been used, or the time-slot is over'),
      '429': errorResponse('Too many submissions'),
      '503': errorResponse('The reservation service is unavailable for a moment'),
    }),
  },
  schemas: {},
};
