import { data } from 'react-router';
import { type MediaAsset, mediaIdPattern } from '@oriel/contracts/media';
import { studioApi } from '../lib/api.server';
import type { Route } from './+types/media-focus';

export type FocusResult = { ok: boolean; message: string; focus?: { x: number; y: number }; version?: number };

const percent = (value: FormDataEntryValue | null) => {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n : null;
};

/**
 * A photograph's focal point saved from the entry editor's image picker: the same save as the
 * photograph's page (its alt texts kept, the version it was opened at checked, so a colleague's
 * change since is refused rather than overwritten).
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (!mediaIdPattern.test(params.id)) return data<FocusResult>({ ok: false, message: 'There is no such photograph.' }, { status: 404 });
  const form = await request.formData();
  const x = percent(form.get('focusX'));
  const y = percent(form.get('focusY'));
  if (x === null || y === null) return data<FocusResult>({ ok: false, message: 'The focal point is a position from 0 to 100 % from the left and from the top.' }, { status: 400 });
  const current = await studioApi<MediaAsset>(request, `/api/studio/media/${params.id}`);
  if (!current.ok) return data<FocusResult>({ ok: false, message: current.error?.message ?? 'The photograph could not be read.' }, { status: current.status });
  const baseVersion = Number(form.get('baseVersion'));
  const focus = { x: x / 100, y: y / 100 };
  const saved = await studioApi<MediaAsset>(request, `/api/studio/media/${params.id}`, {
    method: 'PUT',
    body: { alt: current.data.alt, focus, ...(Number.isInteger(baseVersion) ? { baseVersion } : {}) },
  });
  if (!saved.ok) {
    const message = saved.status === 409 ? `${saved.error?.message ?? 'The photograph changed since you opened it.'} Its focal point is now ${Math.round(current.data.focus.x * 100)} % from the left, ${Math.round(current.data.focus.y * 100)} % from the top: open the picker again to adjust it.` : (saved.error?.message ?? 'The focal point was not saved.');
    return data<FocusResult>({ ok: false, message }, { status: saved.status });
  }
  return data<FocusResult>({ ok: true, message: 'Focal point saved. Every page showing this photograph crops around it within a few seconds.', focus, version: saved.data.version });
}
