import { data } from 'react-router';
import { type BookingAnswer, changeBooking, fetchBooking, fetchBookingInvite } from '@oriel/data-client';
import { manageTokenSchema } from '@oriel/contracts/bookings';
import { type Locale, toDataLocale } from '@oriel/i18n';
import { readFormPost } from '@oriel/server/form-post';
import { serverDataClient } from '../lib/data.server';

/**
 * The manage page's server side: the token of the link is checked by the data service
 * (a keyed hash, expiring, for this campaign only); cancel and move are intents of one form post
 * that works without JavaScript. The browser never talks to /api.
 */
const noStore = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' };

export type ManageAnswer = BookingAnswer & { done?: 'moved' | 'cancelled' };

function shaped(token: string | undefined): string | null {
  return manageTokenSchema.safeParse(token).success ? token! : null;
}

export async function loadBooking(locale: Locale, slug: string, token: string | undefined) {
  const valid = shaped(token);
  const answer: BookingAnswer = valid ? await fetchBooking(serverDataClient, { token: valid, campaign: slug, locale: toDataLocale(locale) }) : { ok: false, refusal: 'invalid', status: 404 };
  return data(answer, { status: answer.ok ? 200 : answer.status, headers: noStore });
}

export async function manageAction(request: Request, locale: Locale, slug: string, token: string | undefined) {
  const post = await readFormPost(request);
  const valid = shaped(token);
  if (!post.ok || !valid) return data<ManageAnswer>({ ok: false, refusal: 'invalid', status: 404 }, { status: post.ok ? 404 : post.status, headers: noStore });
  const intent = String(post.form.get('intent') ?? '');
  const request_ = { token: valid, campaign: slug, locale: toDataLocale(locale) };
  let answer: BookingAnswer;
  if (intent === 'cancel') answer = await changeBooking(serverDataClient, { ...request_, action: 'cancel' }, post.forwardHeaders);
  else if (intent === 'move') {
    const slot = Number(post.form.get('slot'));
    answer = Number.isInteger(slot) && slot > 0 ? await changeBooking(serverDataClient, { ...request_, action: 'move', slot }, post.forwardHeaders) : { ok: false, refusal: 'slot', status: 422 };
  } else answer = { ok: false, refusal: 'slot', status: 400 };
  const done = answer.ok ? (intent === 'cancel' ? 'cancelled' : 'moved') : undefined;
  return data<ManageAnswer>({ ...answer, ...(done ? { done } : {}) }, { status: answer.ok ? 200 : answer.status, headers: noStore });
}

export async function inviteResponse(locale: Locale, slug: string, token: string | undefined): Promise<Response> {
  const valid = shaped(token);
  const invite = valid ? await fetchBookingInvite(serverDataClient, { token: valid, campaign: slug, locale: toDataLocale(locale) }) : null;
  if (!invite) return new Response('Not found', { status: 404, headers: noStore });
  return new Response(invite.ics, {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': `attachment; filename="${invite.filename}"`, ...noStore },
  });
}
