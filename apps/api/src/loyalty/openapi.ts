import { z } from 'zod';
import { loyaltyLookupSchema } from '@oriel/contracts/loyalty';
import { type OpenApiArea, errorResponse, json, jsonSchema } from '../openapi/types';

// The loyalty routes in the OpenAPI document (docs/loyalty.md).

const tier = z.enum(['Black', 'Silver', 'Gold']);
export const loyaltyMemberResponseSchema = z.object({
  data: z.object({
    salutation: z.enum(['Ms.', 'Mrs.', 'Mr.']),
    firstName: z.string(),
    lastName: z.string(),
    tier,
    points: z.number().int().min(0),
    pointsExpireOn: z.string().describe('31 December of the points year, YYYY-12-31'),
    band: z.discriminatedUnion('band', [
      z.object({ band: z.literal('high') }),
      z.object({ band: z.literal('medium'), nextThreshold: z.number().int(), pointsNeeded: z.number().int() }),
      z.object({ band: z.literal('low'), nextThreshold: z.number().int(), pointsNeeded: z.number().int() }),
    ]),
  }),
});
export const loyaltyProgrammeResponseSchema = z.object({
  data: z.object({
    tiers: z.array(z.object({ id: tier, name: z.string(), requirement: z.string(), benefits: z.array(z.string()) })),
    gifts: z.array(z.object({ points: z.number().int(), name: z.string(), detail: z.string() })),
    terms: z.array(z.string()),
  }),
});

export const loyaltyOpenApi: OpenApiArea = {
  tag: { name: 'loyalty', description: 'The exclusive-rewards programme and the member lookup (docs/loyalty.md).' },
  schemas: {},
  paths: {
    '/api/loyalty/lookup': {
      post: {
        summary: 'The member view, for a destination verified with a one-time code (purpose loyalty-lookup)',
        tags: ['loyalty'],
        operationId: 'lookupLoyaltyMember',
        requestBody: { required: true, content: json(jsonSchema(loyaltyLookupSchema, 'input')) },
        responses: {
          '200': { description: 'The member (Cache-Control: no-store)', content: json(jsonSchema(loyaltyMemberResponseSchema)) },
          '400': errorResponse('Invalid inquiry (details.messageId), or the verification code is invalid / expired. (details.code otp_invalid)'),
          '403': errorResponse('Cross-site request'),
          '404': errorResponse('The phone number (or email) with last name cannot be found in the rewards programme (details.code not_member)'),
          '415': errorResponse('The body is not application/json'),
        },
      },
    },
    '/api/loyalty/programme': {
      get: {
        summary: 'Tiers, the nine gifts and the terms of the programme, in one locale',
        tags: ['loyalty'],
        operationId: 'getLoyaltyProgramme',
        parameters: [{ name: 'locale', in: 'query', schema: { type: 'string', enum: ['en', 'zh-Hant'], default: 'en' } }],
        responses: { '200': { description: 'The programme', content: json(jsonSchema(loyaltyProgrammeResponseSchema)) }, '400': errorResponse('Unknown locale') },
      },
    },
  },
};
