import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';
import { redactTokens, scrubPersonalData } from '@oriel/server/logger';

/**
 * What the logs may hold: method, path, status, timings, request id. Never personal data or
 * codes: query strings are dropped from logged URLs (they may carry an email or a phone number),
 * and any field with a personal name is censored wherever it appears.
 */
const personalFields = [
  'email',
  'phone',
  'phone_number',
  'contact_number',
  'mobile',
  'first_name',
  'last_name',
  'lastName',
  'firstName',
  'name',
  'destination',
  'address',
  'code',
  'otp',
  'token',
  'verification_token',
  'verificationToken',
  'password',
  'authorization',
  'cookie',
];

export const logRedactPaths = [
  ...personalFields,
  ...personalFields.map((f) => `*.${f}`),
  ...personalFields.map((f) => `*.*.${f}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-forwarded-for"]',
  'res.headers["set-cookie"]',
];

/** The logged request: no query string, no token of the path, no client address, no headers. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: redactTokens(request.url.split('?')[0] ?? ''), requestId: request.id };
  },
  res(reply: Pick<FastifyReply, 'statusCode'>) {
    return { statusCode: reply.statusCode };
  },
  /** Error messages can quote data (a unique-key violation names the email): scrub them. */
  err(error: FastifyError): { type: string; message: string; stack: string; [key: string]: unknown } {
    const serialized: { type: string; message: string; stack: string; [key: string]: unknown } = { ...stdSerializers.err(error) };
    for (const key of ['message', 'stack', 'detail']) {
      if (typeof serialized[key] === 'string') serialized[key] = scrubPersonalData(serialized[key] as string);
    }
    return serialized;
  },
};

/** Removes what looks like an email, a phone number or a one-time code from free text (one rule for every server). */
export { scrubPersonalData };

const keptAsIs = new Set(['reqId', 'requestId', 'responseTime', 'level', 'time', 'pid', 'hostname']);

/** Scrubs every string of a log line's fields (a delivery error may quote the number it failed on). */
export function scrubLogObject(value: unknown, key = '', depth = 0): unknown {
  if (keptAsIs.has(key) || depth > 6) return value;
  if (typeof value === 'string') return scrubPersonalData(value);
  if (Array.isArray(value)) return value.map((v) => scrubLogObject(v, '', depth + 1));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubLogObject(v, k, depth + 1)]));
  }
  return value;
}
