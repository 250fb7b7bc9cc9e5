import { type OpenApiArea, type OpenApiOperation, type OpenApiParameter, errorResponse, json } from '../openapi/types';

/** Campaign operations, staff only: slots and quotas, registrations, PDPO, dashboard. */
const tag = 'campaign operations';
const data = (schema: Record<string, unknown>) => json({ type: 'object', required: ['data'], properties: { data: schema } });
const path = (name: string, description: string): OpenApiParameter => ({ name, in: 'path', required: true, description, schema: { type: 'string' } });
const slug = path('slug', 'the campaign');
const id = (what: string) => path('id', what);
const body = (schema: Record<string, unknown>) => ({ required: true, content: json(schema) });
const signedIn = { '401': errorResponse('Not signed in'), '403': errorResponse('Campaign managers and admins only'), '404': errorResponse('No such campaign, slot or registration') };
const op = (operationId: string, summary: string, parameters: OpenApiParameter[], extra: Partial<OpenApiOperation> = {}): OpenApiOperation => ({
  summary,
  tags: [tag],
  operationId,
  parameters,
  responses: { '200': { description: 'Done', content: data({ type: 'object' }) }, ...signedIn, ...extra.responses },
  ...(extra.requestBody ? { requestBody: extra.requestBody } : {}),
});
const refused = (what: string) => ({ '400': errorResponse(`Refused: ${what} (error.details.fields)`) });

export const campaignOpsOpenApi: OpenApiArea = {
  schemas: {},
  tag: { name: tag, description: 'Slots and quotas (never below what is booked), registrations, PDPO opt-outs and purge, dashboard figures; every change in the audit log.' },
  paths: {
    '/api/studio/campaigns': { get: op('listOpsCampaigns', 'Every campaign with places, bookings, registrations, opt-outs and retention date', []) },
    '/api/studio/campaigns/{slug}/slots': {
      get: op('listOpsSlots', "Each slot's quota, booked, remaining, closed, past (Hong Kong dates and times)", [slug]),
      post: op('addSlot', 'Add a slot: location, date, time, minutes, quota', [slug], {
        requestBody: body({ type: 'object', required: ['location', 'date', 'time', 'minutes', 'quota'], properties: { location: { type: 'string' }, date: { type: 'string' }, time: { type: 'string' }, minutes: { type: 'integer' }, quota: { type: 'integer' } } }),
        responses: { ...refused('a field'), '409': errorResponse('A slot already starts then at this location') },
      }),
    },
    '/api/studio/campaigns/{slug}/slots/{id}/quota': {
      put: op('setSlotQuota', 'Raise or lower the quota; never below what is booked', [slug, id('the slot')], {
        requestBody: body({ type: 'object', required: ['quota'], properties: { quota: { type: 'integer', minimum: 0 }, baseVersion: { type: 'integer', description: "the slot's version the page showed (decision 310)" } } }),
        responses: { ...refused('not a quota'), '409': errorResponse('Below what is booked (the message says how many), or the slot changed since baseVersion (details.code stale: who, when, the slot now)') },
      }),
    },
    '/api/studio/campaigns/{slug}/slots/{id}/close': { post: op('closeSlot', 'Close a slot: it keeps its bookings and takes no more', [slug, id('the slot')]) },
    '/api/studio/campaigns/{slug}/slots/{id}/reopen': { post: op('reopenSlot', 'Reopen a closed slot', [slug, id('the slot')]) },
    '/api/studio/campaigns/{slug}/registrations': {
      get: op('searchRegistrations', 'Search by reference, phone, email or name (q); the latest 50 without q', [slug, { name: 'q', in: 'query', schema: { type: 'string', maxLength: 100 } }]),
    },
    '/api/studio/campaigns/{slug}/registrations.csv': {
      get: op('exportRegistrationsCsv', 'The registrations as CSV (as `npm run registrations -- export`); audited', [slug], {
        responses: { '200': { description: 'CSV', content: { 'text/csv': { schema: { type: 'string' } } } } },
      }),
    },
    '/api/studio/campaigns/{slug}/registrations/{id}': { get: op('getRegistration', "A registration's details and its history", [slug, id('the registration')]) },
    '/api/studio/campaigns/{slug}/registrations/{id}/opt-out': { post: op('recordOptOut', 'PDPO: record an objection to direct marketing', [slug, id('the registration')]) },
    '/api/studio/campaigns/{slug}/opt-outs': { get: op('listOptOuts', 'PDPO: the registrations that opted out of direct marketing', [slug]) },
    '/api/studio/campaigns/{slug}/purge': {
      post: op('purgeRegistrations', 'PDPO: delete the registrations now; the body repeats the slug', [slug], {
        requestBody: body({ type: 'object', required: ['confirm'], properties: { confirm: { type: 'string' } } }),
        responses: refused('the confirmation is not the slug'),
      }),
    },
    '/api/studio/campaigns/{slug}/dashboard': { get: op('getCampaignDashboard', 'Registrations per day, fill per location and per slot', [slug]) },
  },
};
