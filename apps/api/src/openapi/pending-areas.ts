import { loyaltyLookupSchema } from '@oriel/forms/loyalty';
import { registrationSchema } from '@oriel/forms/registration';
import { type OpenApiArea, type OpenApiOperation, errorResponse, json, jsonSchema } from './types';

/**
 * The routes of the areas that do not ship their own `openapi.ts` yet (otp, loyalty, campaigns,
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

const otpBody = {
  type: 'object',
  required: ['channel', 'destination', 'purpose'],
  properties: {
    channel: { type: 'string', enum: ['sms', 'email'] },
    destination: { type: 'string', maxLength: 254, description: 'E.164 phone number or email address' },
    purpose: { type: 'string', description: 'What the code is for, e.g. loyalty-lookup or registration' },
  },
};

export const pendingAreasOpenApi: OpenApiArea = {
  tag: { name: 'forms', description: 'One-time codes, loyalty lookup, campaigns and registrations.' },
  paths: {
    '/api/otp/send': post(
      'forms',
      'sendOtp',
      'Send a one-time code by SMS (valid 3 minutes) or email (valid 10 minutes)',
      { ...otpBody, properties: { ...otpBody.properties, locale: { type: 'string', enum: ['en', 'zh-Hant'], default: 'en' } } },
      {
        '202': { description: 'Sent', content: json(dataOf('The code was sent', { channel: { type: 'string' }, expiresInSeconds: { type: 'integer' }, resendAfterSeconds: { type: 'integer' } })) },
        '400': errorResponse('Invalid body or destination'),
        '429': errorResponse('Too many codes: wait (Retry-After)'),
        '503': errorResponse('The code could not be delivered just now'),
      },
    ),
    '/api/otp/verify': post(
      'forms',
      'verifyOtp',
      'Check a one-time code; answers a verification token for the form that needs it',
      { ...otpBody, required: [...otpBody.required, 'code'], properties: { ...otpBody.properties, code: { type: 'string', maxLength: 16 } } },
      {
        '200': { description: 'Verified', content: json(dataOf('The destination is verified', { verified: { const: true }, verificationToken: { type: 'string' }, expiresInSeconds: { type: 'integer' } })) },
        '400': errorResponse('The verification code is invalid / expired.'),
      },
    ),
    '/api/dev/outbox': {
      get: {
        summary: 'Development and tests only (OTP_TRANSPORT=outbox): the codes sent to a destination',
        tags: ['forms'],
        operationId: 'listOutbox',
        parameters: [{ name: 'to', in: 'query', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'The messages', content: json({ type: 'object', properties: { data: { type: 'array' } } }) }, '400': errorResponse('No destination') },
      },
    },
    '/api/dev/otp/age': post(
      'forms',
      'ageOtp',
      'Development and tests only (OTP_TRANSPORT=outbox): make the codes of a destination older',
      { type: 'object', required: ['destination', 'seconds'], properties: { destination: { type: 'string' }, seconds: { type: 'integer', minimum: 1, maximum: 86400 } } },
      { '204': { description: 'Aged' }, '400': errorResponse('Invalid body') },
    ),
    '/api/loyalty/lookup': post('forms', 'lookupLoyaltyMember', 'The member view, for a destination verified with a one-time code', jsonSchema(loyaltyLookupSchema, 'input'), {
      '200': { description: 'The member', content: json(dataOf('Salutation, name, tier, points and the year they expire')) },
      '400': errorResponse('Invalid inquiry, or the verification code is invalid / expired.'),
      '404': errorResponse('The phone number (or email) with last name cannot be found in the rewards programme.'),
    }),
    '/api/loyalty/programme': {
      get: {
        summary: 'Tiers, gifts and thresholds of the loyalty programme',
        tags: ['forms'],
        operationId: 'getLoyaltyProgramme',
        parameters: [locale],
        responses: { '200': { description: 'The programme', content: json(dataOf('Tiers and gifts')) }, '400': errorResponse('Unknown locale') },
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
