import { bookingChangeSchema, bookingRequestSchema, bookingViewSchema } from '@oriel/contracts/bookings';
import { type OpenApiArea, errorResponse, json, jsonSchema, ref } from '../openapi/types';

// Bookings in the OpenAPI document (docs/campaigns.md "A booking's life").

const tag = 'bookings';
const data = (schema: object) => json({ type: 'object', required: ['data'], properties: { data: schema } });
const refusals = {
  '404': errorResponse('A link that is not valid (malformed, tampered, another campaign\'s): booking_invalid'),
  '410': errorResponse('An expired link: booking_expired'),
  '415': errorResponse('The body is not application/json'),
};
const id = { name: 'id', in: 'path' as const, required: true, schema: { type: 'integer' } };
const slug = { name: 'slug', in: 'path' as const, required: true, schema: { type: 'string' } };

export const bookingsOpenApi: OpenApiArea = {
  tag: { name: tag, description: 'A booking after it is made: its manage link (view, move, cancel, calendar file), staff cancel and history, the local outbox of its messages.' },
  schemas: { BookingView: jsonSchema(bookingViewSchema) },
  paths: {
    '/api/bookings/view': {
      post: {
        summary: 'The booking of a manage token (in the body, never in a URL), texts in the given locale',
        tags: [tag],
        operationId: 'viewBooking',
        requestBody: { required: true, content: json(jsonSchema(bookingRequestSchema, 'input')) },
        responses: { '200': { description: 'The booking', content: data(ref('BookingView')) }, ...refusals },
      },
    },
    '/api/bookings/change': {
      post: {
        summary: 'Cancel, or move to another slot of the same campaign and location, in one transaction with the slot counts',
        tags: [tag],
        operationId: 'changeBooking',
        requestBody: { required: true, content: json(jsonSchema(bookingChangeSchema, 'input')) },
        responses: {
          '200': { description: 'The booking as it now stands', content: data(ref('BookingView')) },
          '409': errorResponse('No longer possible: booking_cancelled, booking_started, booking_ended, booking_full'),
          '422': errorResponse('Not a slot of the same campaign and location: booking_slot'),
          ...refusals,
        },
      },
    },
    '/api/bookings/short-link': {
      post: {
        summary: 'Where the short link of a booking SMS (/m/{code}) leads: the manage page, or after a cancellation the campaign page',
        tags: [tag],
        operationId: 'bookingShortLink',
        requestBody: { required: true, content: json({ type: 'object', required: ['code'], properties: { code: { type: 'string', maxLength: 40 } } }) },
        responses: {
          '200': { description: 'A path of this site', content: data({ type: 'object', required: ['path'], properties: { path: { type: 'string' } } }) },
          '404': errorResponse('A code that does not open: booking_invalid'),
          '415': errorResponse('The body is not application/json'),
        },
      },
    },
    '/api/bookings/invite': {
      post: {
        summary: 'The booking as an .ics calendar file (Hong Kong time zone, alarms)',
        tags: [tag],
        operationId: 'bookingInvite',
        requestBody: { required: true, content: json(jsonSchema(bookingRequestSchema, 'input')) },
        responses: { '200': { description: 'text/calendar', content: { 'text/calendar': { schema: { type: 'string' } } } }, ...refusals },
      },
    },
    '/api/dev/messages': {
      get: {
        summary: 'Development: the booking messages (SMS and email with .ics) the local outbox holds for a number or address (this machine only)',
        tags: [tag],
        operationId: 'devBookingMessages',
        parameters: [{ name: 'to', in: 'query', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'Newest first', content: data({ type: 'array' }) }, '400': errorResponse('No ?to='), '404': errorResponse('Not from this machine') },
      },
    },
    '/api/studio/registrations/{id}/cancel': {
      post: {
        summary: 'Staff (campaigns.write): cancel a registration with the manage page\'s rules and transaction, audited',
        tags: [tag],
        operationId: 'staffCancelRegistration',
        parameters: [id],
        responses: {
          '200': { description: 'The booking as it now stands', content: data(ref('BookingView')) },
          '401': errorResponse('Signed out'),
          '403': errorResponse('Role may not'),
          '404': errorResponse('No such registration'),
          '409': errorResponse('Already cancelled, begun or ended'),
        },
      },
    },
    '/api/studio/registrations/{id}/history': {
      get: {
        summary: 'Staff (campaigns.write): every change of a registration with its time, actor and slots',
        tags: [tag],
        operationId: 'registrationHistory',
        parameters: [id],
        responses: { '200': { description: 'Oldest first', content: data({ type: 'array' }) }, '401': errorResponse('Signed out'), '403': errorResponse('Role may not'), '404': errorResponse('Not a registration id') },
      },
    },
    '/api/studio/admin/campaigns/{slug}/export/{part}': {
      get: {
        summary: 'Local admin channel of `npm run campaigns -- export` (loopback + token file only): registrations.csv or slots.csv',
        tags: [tag],
        operationId: 'adminChannelExport',
        parameters: [slug, { name: 'part', in: 'path' as const, required: true, schema: { type: 'string', enum: ['registrations.csv', 'slots.csv'] } }],
        responses: { '200': { description: 'text/csv', content: { 'text/csv': { schema: { type: 'string' } } } }, '403': errorResponse('Not the command on this machine'), '404': errorResponse('No such campaign or part') },
      },
    },
  },
};
