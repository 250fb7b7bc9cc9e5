import { data, redirect } from 'react-router';
import { resolveBookingShortLink } from '@oriel/data-client';
import { serverDataClient } from '../lib/data.server';
import type { Route } from './+types/short-link';

/**
 * The short link of a booking SMS, `/m/{code}` (an SMS has room for two parts; the manage path
 * alone would take most of one): it leads to the booking's manage page in the language it was
 * made in, or after a cancellation to the campaign's page. The long links keep working.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const code = params.code ?? '';
  const path = /^[0-9a-z]{15,24}$/.test(code) ? await resolveBookingShortLink(serverDataClient, code) : null;
  if (!path) throw data({ unmatched: true }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return redirect(path, { headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
}

export default function ShortLink() {
  return null;
}
