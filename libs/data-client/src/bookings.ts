import { z } from 'zod';
import { type BookingRefusal, type BookingView, bookingRefusals, bookingViewSchema } from '@oriel/contracts/bookings';
import type { DataClient } from './client';

export type { BookingRefusal, BookingView } from '@oriel/contracts/bookings';

/**
 * The manage link's calls (from the campaign app's loaders and actions, never the browser). The
 * token goes in the body. A refusal is data (`{ ok: false, refusal }`), shown on the page in the
 * visitor's language; an unreachable service throws.
 */
export type BookingAnswer = { ok: true; booking: BookingView } | { ok: false; refusal: BookingRefusal; status: number };

const refusalBody = z.object({ error: z.object({ details: z.object({ code: z.string() }).loose().optional() }).loose() });

async function post(client: DataClient, path: string, body: unknown, headers: Record<string, string>): Promise<Response> {
  return client.fetch(`${client.baseUrl}${path}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function answerOf(response: Response): Promise<BookingAnswer> {
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, booking: z.object({ data: bookingViewSchema }).parse(payload).data };
  const code = refusalBody.safeParse(payload).data?.error.details?.code?.replace(/^booking_/, '');
  if (response.status >= 500 || !code || !(bookingRefusals as readonly string[]).includes(code)) throw new Error(`The booking service answered ${response.status}`);
  return { ok: false, refusal: code as BookingRefusal, status: response.status };
}

export interface BookingRequest {
  token: string;
  campaign: string;
  locale: 'en' | 'zh-Hant';
}

export async function fetchBooking(client: DataClient, request: BookingRequest, headers: Record<string, string> = {}): Promise<BookingAnswer> {
  return answerOf(await post(client, '/api/bookings/view', request, headers));
}

export async function changeBooking(client: DataClient, request: BookingRequest & ({ action: 'cancel' } | { action: 'move'; slot: number }), headers: Record<string, string> = {}): Promise<BookingAnswer> {
  return answerOf(await post(client, '/api/bookings/change', request, headers));
}

/** The booking's `.ics` (null when the link is refused). */
export async function fetchBookingInvite(client: DataClient, request: BookingRequest, headers: Record<string, string> = {}): Promise<{ ics: string; filename: string } | null> {
  const response = await post(client, '/api/bookings/invite', request, headers);
  if (!response.ok) {
    if (response.status >= 500) throw new Error(`The booking service answered ${response.status}`);
    return null;
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'booking.ics';
  return { ics: await response.text(), filename };
}

/** Where an SMS's short link (`/m/{code}`) leads: a path on this site, or null when it does not open. */
export async function resolveBookingShortLink(client: DataClient, code: string): Promise<string | null> {
  const response = await post(client, '/api/bookings/short-link', { code }, {});
  if (!response.ok) {
    if (response.status >= 500) throw new Error(`The booking service answered ${response.status}`);
    return null;
  }
  const path = z.object({ data: z.object({ path: z.string() }) }).parse(await response.json()).data.path;
  // Only a path of this site's campaign pages: the answer never sends a visitor elsewhere.
  return /^\/(tc\/)?discovery-trial\/[a-z0-9-]+(\/booking\/[A-Za-z0-9_-]+)?$/.test(path) ? path : null;
}
