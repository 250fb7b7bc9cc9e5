import { z } from 'zod';
import { auditEventSchema, entryDetailSchema, entrySummarySchema, staffMemberSchema } from '@oriel/contracts/studio';
import { releaseDetailSchema, releaseSummarySchema } from '@oriel/contracts/studio-releases';
import { type HttpMethod, type OpenApiArea, type OpenApiOperation, type OpenApiParameter, errorResponse, json, jsonSchema, ref } from '../openapi/types';

/** The studio's API (staff only; docs/content.md "The studio"): every answer is private, no-store. */
const tag = 'studio';
const data = (schema: Record<string, unknown>) => json({ type: 'object', required: ['data'], properties: { data: schema } });
const path = (name: string, description: string): OpenApiParameter => ({ name, in: 'path', required: true, description, schema: { type: 'string' } });
const type = path('type', 'product, article, collection, page, boutique, category, taxonomy or new-arrivals');
const key = path('key', 'the entry slug (pages: key)');
const release = path('id', 'the release id');
const entryRef = { type: 'object', required: ['type', 'key'], properties: { type: { type: 'string' }, key: { type: 'string' } } };
const signedIn = { '401': errorResponse('Not signed in'), '403': errorResponse('The role may not do this, or the second factor must be set up first') };
const op = (operationId: string, summary: string, parameters: OpenApiParameter[], ok: Record<string, unknown>, extra: Partial<OpenApiOperation> = {}): OpenApiOperation => ({
  summary,
  tags: [tag],
  operationId,
  parameters,
  responses: { '200': { description: 'Done', content: data(ok) }, ...signedIn, ...extra.responses },
  ...(extra.requestBody ? { requestBody: extra.requestBody } : {}),
});
const body = (schema: Record<string, unknown>) => ({ required: true, content: json(schema) });
const auth = (method: HttpMethod): OpenApiOperation => ({
  summary: 'better-auth: sign-in (email), sign-out, session, TOTP second factor (rate-limited; sets __Host-studio.* cookies)',
  tags: [tag],
  operationId: `studioAuth${method === 'get' ? 'Get' : 'Post'}`,
  parameters: [path('path', 'better-auth endpoint, e.g. sign-in/email, two-factor/verify-totp')],
  responses: { '200': { description: 'better-auth answer' }, '401': errorResponse('Wrong email or password'), '429': errorResponse('Too many attempts') },
});

export const studioOpenApi: OpenApiArea = {
  tag: { name: tag, description: 'The staff studio: authentication, content drafts, previews, publication, staff and audit.' },
  schemas: { StudioEntrySummary: jsonSchema(entrySummarySchema), StudioEntryDetail: jsonSchema(entryDetailSchema), StaffMember: jsonSchema(staffMemberSchema), AuditEvent: jsonSchema(auditEventSchema), StudioRelease: jsonSchema(releaseSummarySchema), StudioReleaseDetail: jsonSchema(releaseDetailSchema) },
  paths: {
    '/api/studio/auth/{path}': { get: auth('get'), post: auth('post') },
    '/api/studio/session': { get: op('getStudioSession', 'The signed-in staff member and whether a second factor must be set up', [], { type: 'object' }) },
    '/api/studio/entries/{type}': { get: op('listStudioEntries', 'Entries of a type with status and missing translations', [type], { type: 'array', items: ref('StudioEntrySummary') }) },
    '/api/studio/entries/{type}/{key}': { get: op('getStudioEntry', 'Live document, draft and revisions', [type, key], ref('StudioEntryDetail')) },
    '/api/studio/entries/{type}/{key}/revisions/{id}': { get: op('getStudioRevision', 'One revision document', [type, key, path('id', 'revision id')], { type: 'object' }) },
    '/api/studio/entries/{type}/{key}/draft': {
      put: op('saveStudioDraft', 'Save a draft (validated by the content schema)', [type, key], { type: 'object' }, { requestBody: body({ type: 'object', properties: { document: { type: 'object' } } }), responses: { '400': errorResponse('Fields need attention (error.details.fields)') } }),
      delete: op('discardStudioDraft', 'Discard the draft', [type, key], { type: 'object' }),
    },
    '/api/studio/entries/{type}/{key}/publish': { post: op('publishStudioEntry', 'Publish the draft: live on every instance within seconds', [type, key], { type: 'object' }, { requestBody: body({ type: 'object' }), responses: { '400': errorResponse('A reference is broken'), '409': errorResponse('No draft') } }) },
    '/api/studio/entries/{type}/{key}/schedule': {
      post: op('scheduleStudioEntry', 'Publish the saved draft at a chosen time (job queue)', [type, key], { type: 'object' }, { requestBody: body({ type: 'object', properties: { at: { type: 'string', format: 'date-time' } } }), responses: { '400': errorResponse('No moment, or one in the past'), '409': errorResponse('No draft') } }),
      delete: op('cancelStudioSchedule', 'Cancel a scheduled publication', [type, key], { type: 'object' }),
    },
    '/api/studio/entries/{type}/{key}/restore': { post: op('restoreStudioRevision', 'Restore a revision as the draft', [type, key], { type: 'object' }, { requestBody: body(jsonSchema(z.object({ revision: z.number().int() }))) }) },
    '/api/studio/entries/{type}/{key}/preview': { post: op('createStudioPreview', 'A signed preview link of the draft, valid one hour', [type, key], { type: 'object' }, { requestBody: body({ type: 'object' }) }) },
    '/api/studio/releases': {
      get: op('listStudioReleases', 'Releases: entries published together; those still to publish first', [], { type: 'array', items: ref('StudioRelease') }),
      post: op('createStudioRelease', 'Start a release (a name)', [], ref('StudioRelease'), { requestBody: body({ type: 'object', properties: { name: { type: 'string' } } }), responses: { '400': errorResponse('No name, or too long') } }),
    },
    '/api/studio/releases/{id}': {
      get: op('getStudioRelease', 'A release with its entries, each with the version that goes live and a newer draft if one was saved since', [release], ref('StudioReleaseDetail')),
      delete: op('deleteStudioRelease', 'Delete a release not yet published (the drafts stay)', [release], { type: 'object' }),
    },
    '/api/studio/releases/{id}/entries': {
      post: op('addStudioReleaseEntry', "Add an entry's saved draft to the release, or bring it up to its latest draft", [release], { type: 'object' }, { requestBody: body(entryRef), responses: { '409': errorResponse('No saved draft, already in another release, or the release is published') } }),
      delete: op('removeStudioReleaseEntry', 'Take an entry out of the release', [release], { type: 'object' }, { requestBody: body(entryRef) }),
    },
    '/api/studio/releases/{id}/publish': {
      post: op('publishStudioRelease', 'Publish every entry of the release now, in one transaction (all or none); `baseVersion`, the release version the page showed, refuses it when the release changed since', [release], { type: 'object' }, { requestBody: body({ type: 'object', properties: { baseVersion: { type: 'integer', minimum: 0 } } }), responses: { '400': errorResponse('A reference is broken'), '409': errorResponse('Empty, already published, or changed since baseVersion') } }),
    },
    '/api/studio/releases/{id}/schedule': {
      post: op('scheduleStudioRelease', 'Publish the release at a chosen time (job queue)', [release], { type: 'object' }, { requestBody: body({ type: 'object', properties: { at: { type: 'string', format: 'date-time' }, baseVersion: { type: 'integer', minimum: 0 } } }), responses: { '400': errorResponse('No moment, or one in the past'), '409': errorResponse('Changed since baseVersion') } }),
      delete: op('cancelStudioReleaseSchedule', "Cancel the release's scheduled publication", [release], { type: 'object' }),
    },
    '/api/studio/staff': {
      get: op('listStaff', 'Staff accounts (admin)', [], { type: 'array', items: ref('StaffMember') }),
      post: op('addStaff', 'Add a staff account (admin)', [], ref('StaffMember'), { requestBody: body({ type: 'object', properties: { email: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' } } }) }),
    },
    '/api/studio/staff/{email}': { delete: op('removeStaff', 'Remove a staff account (admin)', [path('email', 'the account')], { type: 'object' }) },
    '/api/studio/staff/{email}/enrolment-link': { post: op('issueStaffEnrolmentLink', 'A one-time link (24 h) to set up the second factor of an account (admin)', [path('email', 'the account')], { type: 'object' }) },
    '/api/studio/staff/{email}/reset-second-factor': { post: op('resetStaffSecondFactor', "Remove an account's authenticator, end its sessions and issue a new set-up link (admin)", [path('email', 'the account')], { type: 'object' }) },
    '/api/studio/account/password': { post: op('changeStudioPassword', 'Change the signed-in account\'s password (current password first); every other session ends', [], { type: 'object' }, { requestBody: body({ type: 'object', properties: { currentPassword: { type: 'string' }, newPassword: { type: 'string' } } }), responses: { '400': errorResponse('The current password is not right, or the new one is too short') } }) },
    '/api/studio/account/two-factor': { post: op('startStudioTwoFactor', 'Start setting up the second factor with an admin-issued link and the password: the authenticator secret and backup codes, shown once', [], { type: 'object' }, { requestBody: body({ type: 'object' }) }) },
    '/api/studio/account/two-factor/confirm': { post: op('confirmStudioTwoFactor', 'Confirm the second factor with a first code from the authenticator', [], { type: 'object' }, { requestBody: body({ type: 'object' }) }) },
    '/api/studio/presence': {
      put: op('markStudioPresence', 'Who else has an entry open: this staff member has it open (a heartbeat every 15 s); answers the others', [], { type: 'object' }, { requestBody: body({ type: 'object', properties: { subject: { type: 'string' } } }) }),
      delete: op('leaveStudioPresence', 'This staff member closed the entry', [], { type: 'object' }, { requestBody: body({ type: 'object', properties: { subject: { type: 'string' } } }) }),
    },
    '/api/studio/admin/staff/enrolment': { post: op('adminChannelEnrolment', 'Local admin channel of `npm run staff -- enrol`: a set-up link for the first admin', [], { type: 'object' }, { requestBody: body({ type: 'object' }) }) },
    '/api/studio/audit': { get: op('readStudioAudit', 'The audit log, newest first (admin)', [], { type: 'array', items: ref('AuditEvent') }) },
    '/api/studio/admin/staff': {
      get: op('adminChannelListStaff', 'Local admin channel of `npm run staff` (loopback + token file only)', [], { type: 'array' }),
      post: op('adminChannelAddStaff', 'Local admin channel: add an account', [], { type: 'object' }, { requestBody: body({ type: 'object' }) }),
      delete: op('adminChannelRemoveStaff', 'Local admin channel: remove an account', [], { type: 'object' }, { requestBody: body({ type: 'object' }) }),
    },
    '/api/studio/admin/content': {
      get: op('adminChannelExportContent', 'Local admin channel of `npm run content -- export`: every live entry with its file', [], { type: 'array' }),
      post: op('adminChannelImportContent', 'Local admin channel of `npm run content -- import`: the content files become the live version', [], { type: 'object' }, { requestBody: body({ type: 'object' }) }),
    },
  },
};
