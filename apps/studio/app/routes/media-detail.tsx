import { useEffect, useMemo, useState } from 'react';
import { Form, Link, data, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { FormProvider } from '@oriel/forms/rhf';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type MediaAsset, mediaIdPattern } from '@oriel/contracts/media';
import type { EntryDetail, EntrySummary, FieldIssue } from '@oriel/contracts/studio';
import { Button, Notice, PageHeader } from '../components/admin-ui';
import { StudioField, StudioFormTextField } from '../components/studio-field';
import { useStudioForm } from '../components/form-fields';
import { firstIssues } from '../lib/account-forms';
import { type MediaDetailsForm, mediaDetailsFormSchema, mediaDetailsFormValues } from '../lib/media-details-form';
import { FileDropZone, FocalPointPicker, MediaStatus, UploadProgress } from '../components/media-ui';
import { ConflictPanel } from '../components/conflict-panel';
import { UnsavedChangesGuard } from '../components/unsaved-changes';
import { PresenceNote, QueryIsland, usePresence } from '../components/presence';
import { required, studioApi } from '../lib/api.server';
import { type Conflict, mergeDocuments, parseDocument, picksFromForm, staleConflictOf } from '../lib/merge';
import { labelOfPath } from '../lib/field-labels';
import { openPresence } from '../lib/presence.server';
import { liveQuery } from '../lib/live-data';
import { sendPhotograph } from '../lib/media-upload';
import '../styles/media.css';
import type { Route } from './+types/media-detail';
import { keepTypingOnFailure, splitNotSaved } from '../lib/keep-typing';

/** The widest rendition (decision 200): a narrower original is shown no wider than it is. */
const sharpWidth = 1440;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.asset.alt.en ?? 'Photograph'} · Media library · Studio` }];
}

function mediaId(params: Route.LoaderArgs['params']): string {
  if (!mediaIdPattern.test(params.id)) throw new Response('There is no such photograph.', { status: 404 });
  return params.id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = mediaId(params);
  const asset = await required(request, studioApi<MediaAsset>(request, `/api/studio/media/${id}`));
  const products = await required(request, studioApi<EntrySummary[]>(request, '/api/studio/entries/product'));
  const presence = await openPresence(request, `media:${id}`);
  return { asset, presence, products: products.map((p) => ({ key: p.key, name: p.name })).sort((a, b) => a.name.localeCompare(b.name)) };
}

type ActionResult = { ok: boolean; message: string; fields?: FieldIssue[]; errors?: Partial<Record<keyof MediaDetailsForm, string>>; next?: string; conflict?: Conflict };

/** A photograph's details as the merge compares them: the focal point in per cent, as the form shows it. */
type Details = { alt: { en: string; 'zh-Hant': string }; focus: { x: number; y: number } };
const detailsOf = (asset: { alt: { en: string; 'zh-Hant': string }; focus: { x: number; y: number } }): Details => ({
  alt: { en: asset.alt.en, 'zh-Hant': asset.alt['zh-Hant'] },
  focus: { x: Math.round(asset.focus.x * 100), y: Math.round(asset.focus.y * 100) },
});
const detailLabels: Record<string, string> = {
  'alt.en': 'Alt text (English)',
  'alt.zh-Hant': 'Alt text (Traditional Chinese)',
  'focus.x': 'Focal point, % from the left',
  'focus.y': 'Focal point, % from the top',
};
const detailLabel = (path: string) => detailLabels[path] ?? path;

export async function action({ request, params }: Route.ActionArgs) {
  const id = mediaId(params);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'save');
  const fail = (status: number, message: string, fields: FieldIssue[] = []) => data<ActionResult>({ ok: false, message, fields }, { status });

  if (intent === 'remove') {
    const answer = await studioApi(request, `/api/studio/media/${id}`, { method: 'DELETE' });
    if (!answer.ok) return fail(answer.status, answer.error?.message ?? 'The photograph could not be removed.');
    throw redirect('/studio/media');
  }
  if (intent === 'use') {
    // Adds the photograph to the product's draft: the product's page then says "Draft waiting", and Publish puts it live.
    const slug = String(form.get('product') ?? '');
    const placement = String(form.get('placement') ?? 'first');
    const asset = await required(request, studioApi<MediaAsset>(request, `/api/studio/media/${id}`));
    const base = `/api/studio/entries/product/${encodeURIComponent(slug)}`;
    const entry = await studioApi<EntryDetail>(request, base);
    if (!entry.ok) return fail(entry.status, entry.error?.message ?? 'Choose a product.');
    const document = structuredClone(entry.data.draft ?? entry.data.live) as Record<string, unknown> & { images: string[] };
    const others = document.images.filter((key) => key !== asset.key);
    document.images = placement === 'replace-first' ? [asset.key, ...others.slice(1)] : placement === 'last' ? [...others, asset.key] : [asset.key, ...others];
    const saved = await studioApi(request, `${base}/draft`, { method: 'PUT', body: { document } });
    if (!saved.ok) return fail(saved.status, saved.error?.message ?? 'The product draft could not be saved.', saved.error?.details?.fields ?? []);
    return data<ActionResult>({ ok: true, message: `Added to the draft of ${entry.data.summary.name}. Open it to preview and publish.`, next: `/studio/entries/product/${encodeURIComponent(slug)}` });
  }
  // Every save carries the version the page was opened at: a colleague's since is refused, not undone.
  // A merge is based on the version the conflict showed; a save on the one the page was opened at.
  const baseVersion = Number(form.get(intent === 'merge' ? '_mergeVersion' : '_baseVersion'));
  // The form's schema, as the browser checked it: a refusal comes back at its fields.
  const parsed = mediaDetailsFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data<ActionResult>({ ok: false, message: 'Some details need attention: nothing was saved.', errors: firstIssues(parsed.error) }, { status: 400 });
  let details: Details = { alt: { en: parsed.data.altEn, 'zh-Hant': parsed.data.altZhHant }, focus: { x: parsed.data.focusX, y: parsed.data.focusY } };
  if (intent === 'merge') {
    // The colleague's details, with the person's where they chose theirs and wherever they changed
    // the form since opening it (what was typed after the comparison appeared included).
    const opened = parseDocument(form.get('_opened')) as Details | null;
    if (!opened) return fail(400, 'The merge could not be read. Reload the page and make your changes again.');
    const now = await required(request, studioApi<MediaAsset>(request, `/api/studio/media/${id}`));
    details = mergeDocuments(detailsOf(now), details, picksFromForm(form), opened) as Details;
  }
  const update = { alt: details.alt, focus: { x: details.focus.x / 100, y: details.focus.y / 100 }, ...(Number.isInteger(baseVersion) ? { baseVersion } : {}) };
  const answer = await studioApi(request, `/api/studio/media/${id}`, { method: 'PUT', body: update });
  if (!answer.ok) {
    const conflict = staleConflictOf(answer, parseDocument(form.get('_opened')), details, detailLabel, (current) => detailsOf(current as Details));
    if (conflict) return data<ActionResult>({ ok: false, message: answer.error!.message, conflict }, { status: 409 });
    const fields = answer.error?.details?.fields ?? [];
    const fieldOf: Record<string, keyof MediaDetailsForm> = { 'alt.en': 'altEn', 'alt.zh-Hant': 'altZhHant', 'focus.x': 'focusX', 'focus.y': 'focusY' };
    const errors = Object.fromEntries(fields.filter((f) => fieldOf[f.path]).map((f) => [fieldOf[f.path], f.message]));
    return data<ActionResult>({ ok: false, message: answer.error?.message ?? 'Not saved.', fields, errors }, { status: answer.status });
  }
  return data<ActionResult>({ ok: true, message: intent === 'merge' ? 'Merged and saved. Nothing was lost: every page showing this photograph uses the details within a few seconds.' : 'Saved. Every page showing this photograph uses the new texts and focal point within a few seconds.' });
}

/** A post that fails (session ended, server unreachable) keeps the form as typed (lib/keep-typing.ts). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepTypingOnFailure(serverAction);

function ReplaceFile({ id, onReplaced }: { id: string; onReplaced: () => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  async function replace(file: File) {
    setResult(null);
    setProgress(0);
    const answer = await sendPhotograph(`/api/studio/media/${id}/file`, 'PUT', file, setProgress);
    setResult(answer.ok ? { ok: true, message: 'Uploaded. Every page using this photograph shows the new file as soon as its renditions are made.' } : answer);
    if (answer.ok) onReplaced();
    else setProgress(null);
  }
  return (
    <section aria-labelledby="replace-heading" className="studio-stack">
      <h2 id="replace-heading">Replace everywhere</h2>
      <FileDropZone label="Choose a new file" hint="Keeps the alt texts, the focal point and every place the photograph is used." onFile={(file) => void replace(file)} disabled={progress !== null && progress < 1 && !result} />
      <UploadProgress fraction={progress} label="Replacement progress" />
      {result ? <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice> : null}
    </section>
  );
}

export default function MediaDetail() {
  return (
    <QueryIsland>
      <MediaDetailPage />
    </QueryIsland>
  );
}

function MediaDetailPage() {
  const { asset: loaded, products, presence } = useLoaderData<typeof loader>();
  const others = usePresence(`media:${loaded.id}`, presence);
  const { answer: result, notSaved } = splitNotSaved(useActionData<typeof clientAction>());
  const navigation = useNavigation();
  // The processing status (renditions made in the background) refreshes by itself until ready; the
  // details the form edits stay the loader's, so a refresh never moves the version a save is based on.
  const live = useQuery(liveQuery(['media', loaded.id], `/studio/media/${loaded.id}/status.json`, loaded, { every: (a) => (a && (a.status === 'processing' || a.replacing) ? 1500 : false) }));
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient.setQueryData(['media', loaded.id], loaded);
  }, [loaded, queryClient]);
  const status = live.data ?? loaded;
  const asset = { ...loaded, status: status.status, replacing: status.replacing, error: status.error, width: status.width, height: status.height, thumbnail: status.thumbnail, preview: status.preview };
  const [focus, setFocus] = useState(loaded.focus);
  useEffect(() => setFocus(loaded.focus), [loaded.focus]);
  const busy = navigation.state !== 'idle';
  // The details as stored: the form's values until the person changes them (and again after a save).
  const values = useMemo(() => mediaDetailsFormValues(loaded), [loaded]);
  const { form, onSubmit } = useStudioForm<MediaDetailsForm>({ schema: mediaDetailsFormSchema, values, errors: result?.errors, intent: 'save' });
  // The focal point is the picker's (its own inputs post it); the form's state follows it.
  const { register, setValue } = form;
  useEffect(() => {
    register('focusX');
    register('focusY');
  }, [register]);
  const moveFocus = (next: { x: number; y: number }) => {
    setFocus(next);
    setValue('focusX', String(Math.round(next.x * 100)), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    setValue('focusY', String(Math.round(next.y * 100)), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  const conflict = result && !result.ok && !busy ? result.conflict : undefined;
  // After a merge or a save the form starts again from what is stored.
  const formKey = `${asset.version}`;
  const usages = asset.usages ?? [];

  return (
    <>
      <p className="studio-crumbs">
        <Link to="/studio/media">Media library</Link>
      </p>
      <PageHeader title={asset.alt.en}>
        <MediaStatus asset={asset} />
      </PageHeader>
      <p>
        Key <code>{asset.key}</code>
        {asset.width ? ` · ${asset.width} × ${asset.height} px` : ''} · uploaded by {asset.createdBy}
      </p>
      {asset.width && asset.width < sharpWidth ? (
        <Notice data-slot="narrow-photograph">
          This photograph is {asset.width.toLocaleString('en')} px wide, narrower than the {sharpWidth.toLocaleString('en')} px a picture across the page needs: there (a hero, a
          cover) it will look soft. It is sharp in smaller places; for a wide one, replace it with a wider file.
        </Notice>
      ) : null}
      <PresenceNote others={others} />
      {asset.error ? <Notice tone="error">The last file could not be processed: {asset.error}</Notice> : null}
      {result ? (
        <Notice tone={result.ok ? 'success' : 'error'}>
          {result.message} {result.next ? <Link to={result.next}>Open the product</Link> : null}
        </Notice>
      ) : null}
      {notSaved ? <Notice tone="error">{notSaved.message}</Notice> : null}
      {conflict ? <ConflictPanel conflict={conflict} busy={busy} what="this photograph’s details" form="media-details-form" /> : null}

      <FormProvider {...form}>
        <UnsavedChangesGuard control={form.control} />
        <Form method="post" id="media-details-form" className="studio-stack" key={formKey} noValidate onSubmit={onSubmit} aria-label="Details of the photograph">
          <input type="hidden" name="_baseVersion" value={asset.version} />
          <input type="hidden" name="_opened" value={JSON.stringify(detailsOf(asset))} />
          {asset.preview ? <FocalPointPicker src={asset.preview} alt={asset.alt.en} value={focus} onChange={moveFocus} /> : <p className="studio-muted">The renditions are being made; the focal point can be set once they are ready.</p>}
          {!asset.preview ? (
            <>
              <input type="hidden" name="focusX" value={Math.round(focus.x * 100)} />
              <input type="hidden" name="focusY" value={Math.round(focus.y * 100)} />
            </>
          ) : null}
          <div className="studio-text-row">
            <StudioFormTextField label="Alt text (English)" name="altEn" lang="en" required maxLength={300} defaultValue={asset.alt.en} />
            <StudioFormTextField label="Alt text (Traditional Chinese)" name="altZhHant" lang="zh-Hant" required maxLength={300} defaultValue={asset.alt['zh-Hant']} />
          </div>
          <div>
            <Button type="submit" name="intent" value="save" variant="primary" disabled={navigation.state === 'submitting'}>
              Save
            </Button>
          </div>
        </Form>
      </FormProvider>

      <ReplaceFile id={asset.id} onReplaced={() => void live.refetch()} />

      <section aria-labelledby="use-heading">
        <h2 id="use-heading">Use on a product</h2>
        {asset.status === 'ready' ? (
          <Form method="post" className="studio-use">
            <StudioField id="use-product" label="Product">
              <select id="use-product" name="product" required defaultValue="">
                <option value="" disabled>
                  Choose a product
                </option>
                {products.map((p) => (
                  <option key={p.key} value={p.key}>
                    {p.name} ({p.key})
                  </option>
                ))}
              </select>
            </StudioField>
            <StudioField id="use-placement" label="Position among its pictures">
              <select id="use-placement" name="placement" defaultValue="replace-first">
                <option value="replace-first">Instead of the main picture</option>
                <option value="first">Before the other pictures</option>
                <option value="last">After the other pictures</option>
              </select>
            </StudioField>
            <Button type="submit" name="intent" value="use">
              Add to the product’s draft
            </Button>
          </Form>
        ) : (
          <p className="studio-muted">Available once the renditions are made.</p>
        )}
      </section>

      <section aria-labelledby="usages-heading">
        <h2 id="usages-heading">Used in</h2>
        {usages.length ? (
          <ul>
            {usages.map((u) => (
              <li key={`${u.type}/${u.key}/${u.field}/${u.draft}`}>
                <Link to={`/studio/entries/${u.type}/${encodeURIComponent(u.key)}`}>{u.name}</Link> <span className="studio-muted">({labelOfPath(u.field)}{u.draft ? ', draft' : ''})</span>
              </li>
            ))}
          </ul>
        ) : (
          <>
            <p>Not used anywhere yet.</p>
            <Form
              method="post"
              onSubmit={(event) => {
                if (!window.confirm('Remove this photograph from the library? Its file and renditions are deleted; this cannot be undone.')) event.preventDefault();
              }}
            >
              <Button type="submit" name="intent" value="remove" variant="danger">
                Remove this photograph
              </Button>
            </Form>
          </>
        )}
      </section>
    </>
  );
}
