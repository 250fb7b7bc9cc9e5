import { data, redirect } from 'react-router';
import { type StudioEntryType, studioEntryTypeSchema } from '@oriel/contracts/studio';
import type { ReleaseSummary } from '@oriel/contracts/studio-releases';
import { studioApi } from './api.server';
import { hongKongMoment, inHongKong } from './moment';

/** What a release action answers: a message for people, and the field with a problem. */
export type ReleaseActionResult = { ok: boolean; message: string; field?: string; confirm?: 'publish' | 'delete' };

const answered = (ok: boolean, message: string, extra: Partial<ReleaseActionResult> = {}, status = ok ? 200 : 400) => data<ReleaseActionResult>({ ok, message, ...extra }, { status });

/** The release's version the page showed (its edit guard), when the form sent one. */
function baseVersionOf(form: FormData): number | undefined {
  const value = Number(form.get('_baseVersion'));
  return form.has('_baseVersion') && Number.isInteger(value) && value >= 0 ? value : undefined;
}

function entryOf(form: FormData): { type: StudioEntryType; key: string } | null {
  const [type, ...rest] = String(form.get('entry') ?? '').split(':');
  const parsed = studioEntryTypeSchema.safeParse(type);
  const key = rest.join(':');
  return parsed.success && key ? { type: parsed.data, key } : null;
}

/**
 * The intents of the release pages and of the entry editor's release control, one place: start a
 * release (and add the entry on screen to it), add or take out an entry, publish now, schedule,
 * cancel the schedule, delete. Publishing and deleting ask first.
 */
export async function releaseAction(request: Request, form: FormData, releaseId: number | null) {
  const intent = String(form.get('intent') ?? '');
  const id = releaseId ?? Number(form.get('release'));
  const base = `/api/studio/releases/${id}`;
  const failed = (answer: { status: number; error?: { message: string } }, fallback: string, field?: string) => answered(false, answer.error?.message ?? fallback, field ? { field } : {}, answer.status);

  if (intent === 'create' || intent === 'create-and-add') {
    const name = String(form.get('name') ?? '').trim();
    if (!name) return answered(false, 'Give the release a name, e.g. “Winter launch”.', { field: 'name' });
    const created = await studioApi<ReleaseSummary>(request, '/api/studio/releases', { method: 'POST', body: { name } });
    if (!created.ok) return failed(created, 'The release could not be started.', 'name');
    if (intent === 'create') return redirect(`/studio/releases/${created.data.id}`);
    return addEntry(request, created.data.id, form, name);
  }
  if (!Number.isInteger(id) || id <= 0) return answered(false, 'Choose a release.', { field: 'release' });
  if (intent === 'add') {
    const release = await studioApi<ReleaseSummary>(request, base);
    return addEntry(request, id, form, release.ok ? release.data.name : null);
  }
  if (intent === 'remove') {
    const entry = entryOf(form);
    if (!entry) return answered(false, 'Choose an entry.');
    const removed = await studioApi(request, `${base}/entries`, { method: 'DELETE', body: entry });
    return removed.ok ? answered(true, 'Taken out of the release. Its draft stays.') : failed(removed, 'The entry could not be taken out.');
  }
  if (intent === 'publish') {
    if (form.get('_confirmed') !== 'yes') return answered(false, 'Publish every entry of this release now? They go live together, within a few seconds.', { confirm: 'publish' }, 200);
    const published = await studioApi<{ published: number }>(request, `${base}/publish`, { method: 'POST', body: { baseVersion: baseVersionOf(form) } });
    if (!published.ok) return failed(published, 'The release could not be published: nothing changed.');
    return answered(true, `Published: ${published.data.published} ${published.data.published === 1 ? 'entry is' : 'entries are'} live together. The site shows them within a few seconds.`);
  }
  if (intent === 'schedule') {
    const at = hongKongMoment(form.get('at'));
    if (!at) return answered(false, 'Choose when to publish (date and time, Hong Kong).', { field: 'at' });
    const scheduled = await studioApi(request, `${base}/schedule`, { method: 'POST', body: { at, baseVersion: baseVersionOf(form) } });
    if (!scheduled.ok) return failed(scheduled, 'The release could not be scheduled.', 'at');
    return answered(true, `Scheduled: the release goes live at ${inHongKong(at)} (Hong Kong time).`);
  }
  if (intent === 'unschedule') {
    const cancelled = await studioApi(request, `${base}/schedule`, { method: 'DELETE' });
    return cancelled.ok ? answered(true, 'The scheduled publication is cancelled. The release stays, to publish or schedule again.') : failed(cancelled, 'The schedule could not be cancelled.');
  }
  if (intent === 'delete') {
    if (form.get('_confirmed') !== 'yes') return answered(false, 'Delete this release? Its entries keep their drafts; nothing is published.', { confirm: 'delete' }, 200);
    const deleted = await studioApi(request, base, { method: 'DELETE' });
    return deleted.ok ? redirect('/studio/releases') : failed(deleted, 'The release could not be deleted.');
  }
  return answered(false, 'Unknown action.');
}

async function addEntry(request: Request, id: number, form: FormData, name: string | null) {
  const entry = entryOf(form);
  if (!entry) return answered(false, 'Choose an entry with a saved draft.', { field: 'entry' });
  const added = await studioApi<{ revision: number }>(request, `/api/studio/releases/${id}/entries`, { method: 'POST', body: entry });
  if (!added.ok) return answered(false, added.error?.message ?? 'The entry could not be added.', { field: 'entry' }, added.status);
  return answered(true, `Added to the release${name ? ` “${name}”` : ''}: its saved draft (version ${added.data.revision}) goes live with the release.`);
}

/** The releases still to publish (the entry editor's control offers them). */
export async function openReleases(request: Request): Promise<ReleaseSummary[] | null> {
  const answer = await studioApi<ReleaseSummary[]>(request, '/api/studio/releases');
  return answer.ok ? answer.data.filter((r) => r.status !== 'published') : null;
}
