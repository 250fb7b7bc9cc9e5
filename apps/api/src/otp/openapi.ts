import { z } from 'zod';
import { type OpenApiArea, type OpenApiOperation, errorResponse, json, jsonSchema } from '../openapi/types';
import { challengeSchema } from './codes';
import { otpPurposes } from './service';

// The one-time-code routes in the OpenAPI document (docs/otp.md).

const otpRequest = z.object({
  channel: z.enum(['sms', 'email']),
  destination: z.string().max(254).describe('A phone number with its calling code (+85291234567) or an email address'),
  purpose: z.enum(otpPurposes).describe('A code sent for one purpose never verifies another'),
});
export const otpSentSchema = z.object({
  data: z.object({ channel: z.enum(['sms', 'email']), challenge: challengeSchema, expiresInSeconds: z.number().int(), resendAfterSeconds: z.number().int() }),
});
export const otpVerifiedSchema = z.object({
  data: z.object({ verified: z.literal(true), verificationToken: z.string(), expiresInSeconds: z.number().int() }),
});
const outboxSchema = z.object({
  data: z.array(
    z.object({ destination: z.string(), channel: z.string(), purpose: z.string(), code: z.string(), body: z.string(), createdAt: z.string() }),
  ),
});

const retryAfter = { 'Retry-After': { description: 'Seconds until a new request can succeed', schema: { type: 'integer' } } };
const post = (operationId: string, summary: string, body: z.ZodType, responses: OpenApiOperation['responses']): { post: OpenApiOperation } => ({
  post: {
    summary,
    tags: ['otp'],
    operationId,
    requestBody: { required: true, content: json(jsonSchema(body, 'input')) },
    responses: { ...responses, '403': errorResponse('Cross-site request'), '415': errorResponse('The body is not application/json') },
  },
});

export const otpOpenApi: OpenApiArea = {
  tag: { name: 'otp', description: 'One-time codes by SMS or email (docs/otp.md).' },
  schemas: {},
  paths: {
    '/api/otp/send': post(
      'sendOtp',
      'Send a one-time code by SMS (valid 3 minutes) or email (valid 10 minutes); the same answer for any well-formed destination. With the challenge of an earlier send, the new code replaces that one',
      otpRequest.extend({ locale: z.enum(['en', 'zh-Hant']).default('en'), challenge: challengeSchema.optional() }),
      {
        '202': { description: 'Sent', content: json(jsonSchema(otpSentSchema)) },
        '400': errorResponse('Invalid body or destination (details.code invalid_request / invalid_destination)'),
        '429': { ...errorResponse('A limit was reached (details.code cooldown / destination_limit / ip_limit)'), headers: retryAfter },
        '503': { ...errorResponse('The gateway failed; the send does not count (details.code delivery_failed)'), headers: retryAfter },
      },
    ),
    '/api/otp/verify': post('verifyOtp', 'Check a one-time code against the code of its challenge; answers a single-use verification token', otpRequest.extend({ code: z.string().max(16), challenge: challengeSchema }), {
      '200': { description: 'Verified', content: json(jsonSchema(otpVerifiedSchema)) },
      '400': errorResponse('The verification code is invalid / expired. (details.code otp_invalid); after its fifth wrong guess, or once it has had five, the code takes no more and only a new one verifies (details.code otp_used_up)'),
    }),
    '/api/dev/outbox': {
      get: {
        summary: 'Development and tests only (OTP_TRANSPORT=outbox): the messages sent to a destination, newest first',
        tags: ['otp'],
        operationId: 'listOutbox',
        parameters: [{ name: 'to', in: 'query', required: true, description: 'E.164 phone number or email address', schema: { type: 'string' } }],
        responses: { '200': { description: 'The messages', content: json(jsonSchema(outboxSchema)) }, '400': errorResponse('No destination') },
      },
    },
    '/api/dev/otp/age': {
      post: {
        summary: "Development and tests only (OTP_TRANSPORT=outbox): move a destination's codes and sends back in time",
        tags: ['otp'],
        operationId: 'ageOtp',
        requestBody: { required: true, content: json(jsonSchema(z.object({ destination: z.string(), seconds: z.number().int().min(1).max(86_400) }), 'input')) },
        responses: { '204': { description: 'Aged' }, '400': errorResponse('Invalid body'), '415': errorResponse('The body is not application/json') },
      },
    },
  },
};
