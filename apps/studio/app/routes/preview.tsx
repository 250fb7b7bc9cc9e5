import { redirect } from 'react-router';
import { studioEntryTypeSchema } from '@oriel/contracts/studio';
import { required, studioApi } from '../lib/api.server';
import type { Route } from './+types/preview';

/** `2026-12-01T10:00` from a datetime-local field, read as Hong Kong time (the house's). */
export function momentOf(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  return `${value.length === 16 ? `${value}:00` : value}+08:00`;
}

/**
 * Preview: a fresh signed link (one hour) to the real public page, which then shows the saved
 * draft of this entry (decision 132), optionally at a chosen moment (`?at=`, decision 206).
 * Opened in a new tab from the entry's page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const type = studioEntryTypeSchema.safeParse(params.type);
  if (!type.success) throw new Response('There is no such content type.', { status: 404 });
  const at = momentOf(new URL(request.url).searchParams.get('at'));
  const link = await required(
    request,
    studioApi<{ token: string; path: string | null }>(request, `/api/studio/entries/${type.data}/${encodeURIComponent(params.key)}/preview`, { method: 'POST', body: at ? { at } : {} }),
  );
  if (!link.path) throw new Response('This entry has no page of its own to preview.', { status: 404 });
  return redirect(`${link.path}?oriel-preview=${encodeURIComponent(link.token)}`);
}
