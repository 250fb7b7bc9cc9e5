import { z } from 'zod';
import { dataLocaleSchema } from './locales';

/**
 * A booking as its manage page and thank-you page see it (apps/api/src/bookings): what, when,
 * where, what may still change and which messages went out (addresses masked). The manage token
 * travels in the request body, never in a data-service URL (URLs end up in logs).
 */
export const bookingStatuses = ['booked', 'moved', 'cancelled'] as const;

/**
 * Why a manage request is refused: a link that is not valid or has expired, a change that is no
 * longer possible, or `limit`: the booking (or the client address) has made as many changes as
 * the limits allow for now.
 */
export const bookingRefusals = ['invalid', 'expired', 'cancelled', 'started', 'ended', 'full', 'slot', 'limit'] as const;
export type BookingRefusal = (typeof bookingRefusals)[number];

export const bookingViewSchema = z.object({
  reference: z.string(),
  status: z.enum(bookingStatuses),
  campaign: z.string(),
  campaignTitle: z.string(),
  location: z.string(),
  locationName: z.string(),
  locationAddress: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  feeHkd: z.number().nullable(),
  feeRedeemable: z.boolean(),
  /** Why the booking can no longer change; null while it can. */
  lockedReason: z.enum(['cancelled', 'started', 'ended']).nullable(),
  /** Other slots of the same campaign and location with places left. */
  moveTargets: z.array(z.object({ id: z.number(), startsAt: z.string(), endsAt: z.string(), remaining: z.number() })),
  messages: z.array(z.object({ kind: z.enum(['confirmation', 'moved', 'cancelled', 'reminder']), channel: z.enum(['sms', 'email']), to: z.string(), sent: z.boolean() })),
  history: z.array(z.object({ event: z.enum(bookingStatuses), actor: z.enum(['visitor', 'staff']), at: z.string() })),
  googleCalendarUrl: z.string(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

export const manageTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/);

/** `campaign`: the slug of the page the link was opened on; a token of another campaign's booking is refused like a wrong one. */
export const bookingRequestSchema = z.object({ token: z.string().max(200), locale: dataLocaleSchema.default('en'), campaign: z.string().max(80).optional() });
export const bookingChangeSchema = bookingRequestSchema.extend({
  action: z.enum(['cancel', 'move']),
  // A slot id is a PostgreSQL integer: anything larger names no slot (and must not reach SQL).
  slot: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type BookingChange = z.infer<typeof bookingChangeSchema>;
