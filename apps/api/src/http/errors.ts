import type { FastifyReply } from 'fastify';

const names: Record<number, string> = {
  400: 'ValidationError',
  404: 'NotFoundError',
  413: 'PayloadTooLargeError',
  429: 'RateLimitError',
  500: 'InternalServerError',
  503: 'ServiceUnavailableError',
};

/** Errors in the Strapi v4 shape: `{ data: null, error: { status, name, message } }`. */
export function apiError(reply: FastifyReply, status: number, message: string, details?: unknown) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ data: null, error: { status, name: names[status] ?? 'Error', message, ...(details ? { details } : {}) } });
}
