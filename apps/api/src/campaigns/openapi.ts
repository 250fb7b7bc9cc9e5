import { type OpenApiArea, type OpenApiOperation, type OpenApiParameter, errorResponse, json } from '../openapi/types';

/** A campaign's definition, staff only: load a file, dates, close, texts, theme. */
const tag = 'campaign definitions';
const data = (schema: Record<string, unknown>) => json({ type: 'object', required: ['data'], properties: { data: schema } });
const path = (name: string, description: string): OpenApiParameter => ({ name, in: 'path', required: true, description, schema: { type: 'string' } });
const slug = path('slug', 'the campaign');
const body = (schema: Record<string, unknown>) => ({ required: true, content: json(schema) });
const refused = { '400': errorResponse('Refused: the field and why (error.details.fields)'), '404': errorResponse('No such campaign') };
const signedIn = { '401': errorResponse('Not signed in'), '403': errorResponse('Campaign managers and admins only') };
const op = (operationId: string, summary: string, parameters: OpenApiParameter[], extra: Partial<OpenApiOperation> = {}): OpenApiOperation => ({
  summary,
  tags: [tag],
  operationId,
  parameters,
  responses: { '200': { description: 'Done', content: data({ type: 'object' }) }, ...signedIn, ...refused, ...extra.responses },
  ...(extra.requestBody ? { requestBody: extra.requestBody } : {}),
});
const file = body({ type: 'object', required: ['text'], properties: { file: { type: 'string', description: 'how reports name the file' }, text: { type: 'string', description: 'the campaign file (YAML)' } } });

export const campaignDefinitionOpenApi: OpenApiArea = {
  schemas: {},
  tag: { name: tag, description: 'Campaigns as data: create or update one from its file, move its dates, close it, edit its texts and theme; live on every instance within seconds.' },
  paths: {
    '/api/studio/campaign-files': { post: op('loadStudioCampaignFile', 'Create or update a campaign from its file (its `slug` names it)', [], { requestBody: file }) },
    '/api/studio/campaigns/{slug}/preview': {
      post: op('previewCampaign', 'A signed preview link (one hour) to its public page, optionally at a moment (`at`, with its offset)', [slug], {
        requestBody: { required: false, content: json({ type: 'object', properties: { at: { type: 'string', format: 'date-time' } } }) },
      }),
    },
    '/api/studio/campaigns/{slug}/definition': { get: op('getCampaignDefinition', 'Dates, theme and the texts of both locales', [slug]) },
    '/api/studio/campaigns/{slug}/definition/schedule': {
      put: op('scheduleCampaign', 'Move the opening and closing', [slug], { requestBody: body({ type: 'object', required: ['opensAt', 'closesAt'], properties: { opensAt: { type: 'string', format: 'date-time' }, closesAt: { type: 'string', format: 'date-time' } } }) }),
    },
    '/api/studio/campaigns/{slug}/definition/close': { post: op('closeCampaign', 'Close now: the ended state; bookings stay', [slug], { requestBody: body({ type: 'object' }) }) },
    '/api/studio/campaigns/{slug}/definition/texts/{locale}': {
      put: op('updateCampaignTexts', 'Replace the texts of one locale', [slug, path('locale', 'en or zh-Hant')], { requestBody: body({ type: 'object' }) }),
    },
    // The studio's campaign form, drafts and versions: a stale baseVersion answers 409.
    '/api/studio/campaign-locations': { get: op('listCampaignLocations', 'The redemption locations sessions can be at, named in both languages', []) },
    '/api/studio/campaigns/definitions': {
      post: op('createCampaignDraft', 'A new campaign from the studio form, stored unpublished (previews only until published)', [], { requestBody: body({ type: 'object', required: ['definition'], properties: { definition: { type: 'object', description: 'a campaign file as JSON' } } }) }),
    },
    '/api/studio/campaigns/{slug}/definition/file': { get: op('getCampaignAsFile', 'The whole campaign as a definition (a campaign file as JSON): what Duplicate starts from', [slug]) },
    '/api/studio/campaigns/{slug}/definition/drafts': {
      put: op('saveCampaignTextDrafts', 'Save both locales\' texts as a draft, based on `baseVersion`', [slug], {
        requestBody: body({ type: 'object', required: ['baseVersion', 'texts'], properties: { baseVersion: { type: 'integer' }, texts: { type: 'object' } } }),
        responses: { '409': errorResponse('Changed since baseVersion: error.details (code stale) names who and when, with the current definition') },
      }),
    },
    '/api/studio/campaigns/{slug}/definition/publish': {
      post: op('publishCampaign', 'Publish the draft texts, and the campaign when it was made in the form', [slug], {
        requestBody: body({ type: 'object', required: ['baseVersion'], properties: { baseVersion: { type: 'integer' } } }),
        responses: { '409': errorResponse('Changed since baseVersion') },
      }),
    },
    '/api/studio/campaigns/{slug}/definition/discard': {
      post: op('discardCampaignTextDrafts', 'Drop the draft texts', [slug], {
        requestBody: body({ type: 'object', required: ['baseVersion'], properties: { baseVersion: { type: 'integer' } } }),
        responses: { '409': errorResponse('Changed since baseVersion') },
      }),
    },
    '/api/studio/campaigns/{slug}/definition/theme': { put: op('updateCampaignTheme', 'Replace the theme (palette, design folder or motif, tone, layout)', [slug], { requestBody: body({ type: 'object' }) }) },
    '/api/studio/admin/campaigns': {
      post: {
        summary: 'Local admin channel of `npm run campaigns -- load` (loopback + token file only)',
        tags: [tag],
        operationId: 'adminChannelLoadCampaign',
        requestBody: file,
        responses: { '200': { description: 'Loaded', content: data({ type: 'object' }) }, '403': errorResponse('Not the command on this machine'), '422': errorResponse('Refused: file, field and why') },
      },
    },
  },
};
