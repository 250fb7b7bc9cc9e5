import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type BookingRefusal, bookingChangeSchema, bookingRequestSchema } from '@oriel/contracts/bookings';
import { apiError } from '../http/errors';
import { createRateLimiter } from '../http/rate-limit';
import { fromThisMachine } from '../otp';
import { type StudioAreaRoutes, recordAudit } from '../staff';
import { type BookingContext, cancelBooking, changeByToken, describeBooking, inviteOf, resolveShortLink, viewBooking } from './service';
import { listHistory, listMessagesTo } from './queries';
import { messageLocale } from './texts';

/** How each refusal is answered. No refusal says anything about a booking. */
const refusalAnswers: Record<BookingRefusal, { status: number; message: string }> = {
  invalid: { status: 404, message: 'This booking link is not valid.' },
  expired: { status: 410, message: 'This booking link has expired.' },
  cancelled: { status: 409, message: 'This booking is cancelled.' },
  started: { status: 409, message: 'This session has begun: the booking can no longer change.' },
  ended: { status: 409, message: 'The campaign has ended: the booking can no longer change.' },
  full: { status: 409, message: 'Sorry, the chosen timeslot is over, please choose another timeslot to proceed.' },
  slot: { status: 422, message: 'Choose another session of the same campaign and place.' },
  limit: { status: 429, message: 'This booking cannot be changed again just now: the limit of changes is reached. Please try again later.' },
};

function refused(reply: FastifyReply, refusal: BookingRefusal) {
  if (refusal === 'limit' && !reply.hasHeader('retry-after')) reply.header('retry-after', '3600');
  const { status, message } = refusalAnswers[refusal];
  return apiError(reply, status, message, { code: `booking_${refusal}` });
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store').header('referrer-policy', 'same-origin');

/**
 * The manage link's API (called by the campaign app's pages, never by the browser): the token
 * travels in the JSON body, so it is never in an access log's URL.
 */
export async function bookingRoutes(app: FastifyInstance, { bookings, devOutbox }: { bookings: BookingContext; devOutbox: boolean }) {
  const limiter = createRateLimiter(bookings.db, bookings.clock);
  // Every change attempt from one client address counts, valid token or not: many bookings (or
  // guessed tokens) from one address are refused as a whole.
  const changeRule = { bucket: 'booking-change-ip', limit: bookings.limits.changeIpLimit, windowSeconds: 3600 };

  app.post('/api/bookings/view', async (request, reply) => {
    const parsed = bookingRequestSchema.safeParse(request.body);
    if (!parsed.success) return refused(reply, 'invalid');
    const outcome = await viewBooking(bookings, parsed.data.token, parsed.data.locale, parsed.data.campaign);
    if (!outcome.ok) return refused(reply, outcome.refusal);
    return noStore(reply).send({ data: outcome.booking });
  });

  app.post('/api/bookings/change', async (request, reply) => {
    const parsed = bookingChangeSchema.safeParse(request.body);
    if (!parsed.success) return refused(reply, parsed.error.issues.every((issue) => issue.path[0] === 'slot') ? 'slot' : 'invalid');
    const attempt = await limiter.hit(changeRule, request.ip);
    if (!attempt.allowed) {
      reply.header('retry-after', String(attempt.retryAfterSeconds));
      return refused(reply, 'limit');
    }
    const { token, locale, action, slot, campaign } = parsed.data;
    if (action === 'move' && !slot) return refused(reply, 'slot');
    const outcome = await changeByToken(bookings, token, locale, action === 'move' ? { action, slot: slot! } : { action }, campaign);
    if (!outcome.ok) return refused(reply, outcome.refusal);
    return noStore(reply).send({ data: outcome.booking });
  });

  // The short link of an SMS (`/m/{code}`, the campaign app's redirect): the path it leads to.
  app.post('/api/bookings/short-link', async (request, reply) => {
    const parsed = z.object({ code: z.string().max(40) }).safeParse(request.body);
    const path = parsed.success ? await resolveShortLink(bookings, parsed.data.code) : undefined;
    if (!path) return refused(reply, 'invalid');
    return noStore(reply).send({ data: { path } });
  });

  app.post('/api/bookings/invite', async (request, reply) => {
    const parsed = bookingRequestSchema.safeParse(request.body);
    if (!parsed.success) return refused(reply, 'invalid');
    const outcome = await inviteOf(bookings, parsed.data.token, parsed.data.campaign);
    if (!outcome.ok) return refused(reply, outcome.refusal);
    return noStore(reply)
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${outcome.reference}.ics"`)
      .send(outcome.ics);
  });

  // The local outbox of booking messages (development and tests, this machine only).
  if (!devOutbox || bookings.transport.name !== 'outbox') return;
  app.get('/api/dev/messages', async (request: FastifyRequest, reply) => {
    if (!fromThisMachine(request)) return apiError(reply, 404, `No resource at GET ${request.url.split('?')[0]}`);
    const to = String((request.query as Record<string, unknown>).to ?? '').trim();
    if (!to) return apiError(reply, 400, 'Give ?to= an E.164 phone number or an email address.');
    const rows = await listMessagesTo(bookings.db, to.includes('@') ? to.toLowerCase() : to);
    return reply.header('cache-control', 'no-store').send({
      data: rows.map((r) => ({
        kind: r.kind,
        channel: r.channel,
        destination: r.destination,
        locale: r.locale,
        subject: r.subject,
        body: r.body,
        ics: r.ics,
        createdAt: new Date(r.created_at).toISOString(),
        sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
      })),
    });
  });
}

const registrationParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * The studio's side of bookings (campaign managers and admins): cancel a registration on a
 * visitor's behalf (same rules and transaction as the manage page, written to the audit log)
 * and read a registration's history.
 */
export function bookingStudioRoutes(bookings: BookingContext): StudioAreaRoutes {
  return (app, authorize) => {
    app.post('/api/studio/registrations/:id/cancel', async (request, reply) => {
      const actor = await authorize(request, reply, 'campaigns.write');
      if (!actor) return reply;
      const params = registrationParams.safeParse(request.params);
      if (!params.success) return apiError(reply, 404, 'No such registration.');
      const id = params.data.id;
      const before = await bookings.db.selectFrom('registrations').select(['reference', 'status', 'slot_id', 'locale']).where('id', '=', id).executeTakeFirst();
      if (!before) return apiError(reply, 404, 'No such registration.');
      const outcome = await cancelBooking(bookings, id, { kind: 'staff', staffUserId: actor.staffId }, (trx) =>
        recordAudit(trx, { email: actor.email, ip: actor.ip }, 'registration.cancel', `registration:${id}`, { reference: before.reference, status: before.status, slot: before.slot_id }, { reference: before.reference, status: 'cancelled' }),
      );
      if (!outcome.ok) return refused(reply, outcome.refusal);
      return { data: await describeBooking(bookings, id, messageLocale(before.locale)) };
    });

    app.get('/api/studio/registrations/:id/history', async (request, reply) => {
      if (!(await authorize(request, reply, 'campaigns.write'))) return reply;
      const params = registrationParams.safeParse(request.params);
      if (!params.success) return apiError(reply, 404, 'No such registration.');
      const rows = await listHistory(bookings.db, params.data.id);
      return {
        data: rows.map((h) => ({
          event: h.event,
          actor: h.actor,
          staffUserId: h.staff_user_id,
          at: new Date(h.at).toISOString(),
          fromSlot: h.from_slot_id,
          toSlot: h.to_slot_id,
          fromStartsAt: h.from_starts_at ? new Date(h.from_starts_at).toISOString() : null,
          toStartsAt: h.to_starts_at ? new Date(h.to_starts_at).toISOString() : null,
        })),
      };
    });
  };
}
