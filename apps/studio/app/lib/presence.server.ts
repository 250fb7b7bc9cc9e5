import type { PresenceState } from '../components/presence';
import { studioApi } from './api.server';

/** The first heartbeat, from the loader: who else has `subject` open, shown with the page. */
export async function openPresence(request: Request, subject: string): Promise<PresenceState> {
  const answer = await studioApi<PresenceState>(request, '/api/studio/presence', { method: 'PUT', body: { subject } });
  return answer.ok ? answer.data : { others: [], beatSeconds: 15 };
}
