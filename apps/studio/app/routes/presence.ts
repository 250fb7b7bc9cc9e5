import { studioApi } from '../lib/api.server';
import type { Route } from './+types/presence';

/**
 * The heartbeat of an open studio page: POST `subject` marks the staff member as
 * having it open and answers who else has; `intent=leave` when the page closes. Polled by
 * TanStack Query in the browser.
 */
/** Only posted to: a GET is answered as the wrong method, not as a missing page or an error. */
export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { allow: 'POST', 'cache-control': 'no-store' } });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const subject = String(form.get('subject') ?? '');
  const leave = form.get('intent') === 'leave';
  const answer = await studioApi<{ others: { name: string; email: string; seenAt: string }[]; beatSeconds: number }>(request, '/api/studio/presence', { method: leave ? 'DELETE' : 'PUT', body: { subject } });
  return Response.json(answer.ok ? answer.data : { error: answer.error?.message ?? 'The data service refused.' }, { status: answer.status, headers: { 'cache-control': 'private, no-store' } });
}
