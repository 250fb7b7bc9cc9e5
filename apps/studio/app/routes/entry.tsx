import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { Form, Link, data, useActionData, useLoaderData, useNavigation, useSubmit } from 'react-router';
import { type AnswerErrors, FormProvider, type IntentCheck, type Resolver, type UseFormReturn, serverErrors, useFormState, useRouteForm } from '@oriel/forms/rhf';
import { can } from '@oriel/contracts/staff-roles';
import { type EntryDetail, type EntrySummary, type FieldIssue, missingTranslations, studioEntryTypeSchema, studioEntryTypes } from '@oriel/contracts/studio';
import { Button, MissingBadge, Notice, PageHeader, StatusBadge } from '../components/admin-ui';
import { type Choices, EntryFacts, EntryTexts } from '../components/entry-fields';
import { StudioField, studioFieldAria } from '../components/studio-field';
import type { PhotoChoice } from '../components/image-picker';
import type { MediaAsset } from '@oriel/contracts/media';
import { studioApi, required } from '../lib/api.server';
import { type Document, compareDocuments, documentFromForm, fieldErrorsOf } from '../lib/document-form';
import { issueForPeople, labelOfPath, summaryOfIssues } from '../lib/field-labels';
import { type Conflict, mergeDocuments, parseDocument, picksFromForm, staleConflictOf } from '../lib/merge';
import { ConflictPanel } from '../components/conflict-panel';
import { PresenceNote, QueryIsland, usePresence } from '../components/presence';
import { openPresence } from '../lib/presence.server';
import { factFields, textFields } from '../lib/schema-fields';
import { hongKongMoment, inHongKong } from '../lib/moment';
import { checkLink, linksOf, sitePaths } from '../lib/site-links';
import { ReleaseControl } from '../components/release-control';
import { PreviewBeside } from '../components/preview-beside';
import { PhotoLibrary } from '../components/rich-image';
import { UnsavedChangesGuard } from '../components/unsaved-changes';
import { openReleases } from '../lib/releases.server';
import { useStaff } from './studio-layout';
import type { Route } from './+types/entry';
import { keepTypingOnFailure, splitNotSaved } from '../lib/keep-typing';

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.detail.summary.name ?? 'Entry'} · Studio` }];
}

function entryParams(params: Route.LoaderArgs['params']) {
  const type = studioEntryTypeSchema.safeParse(params.type);
  if (!type.success) throw new Response('There is no such content type.', { status: 404 });
  return { type: type.data, key: params.key };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { type, key } = entryParams(params);
  const base = `/api/studio/entries/${type}/${encodeURIComponent(key)}`;
  const detail = await required(request, studioApi<EntryDetail>(request, base));
  const compareId = Number(new URL(request.url).searchParams.get('compare'));
  const working = detail.draft ?? detail.live;
  let compare = null;
  if (Number.isInteger(compareId) && compareId > 0) {
    const revision = await required(request, studioApi<Record<string, unknown>>(request, `${base}/revisions/${compareId}`));
    compare = { id: compareId, changes: compareDocuments(revision, working) };
  }
  // The first heartbeat: who else has the entry open, shown at once (then polled in the browser).
  const presence = await openPresence(request, `entry:${type}:${key}`);
  const [choices, photos, releases] = await Promise.all([choicesFor(request, type), photosFor(request), openReleases(request)]);
  return { type, key, detail, working, compare, presence, choices, photos, releases };
}

/** The media library's ready photographs, for the image fields' picker (null when the role may not list them). */
async function photosFor(request: Request): Promise<PhotoChoice[] | undefined> {
  const media = await studioApi<MediaAsset[]>(request, '/api/studio/media');
  if (!media.ok) return undefined;
  return media.data.filter((a) => a.status === 'ready' && a.thumbnail).map((a) => ({ key: a.key, alt: a.alt.en, altZh: a.alt['zh-Hant'], thumbnail: a.thumbnail!, focus: a.focus, id: a.id, preview: a.preview, version: a.version }));
}

/** The entries a product or story may name (related products, moods), for the chips' search. */
async function choicesFor(request: Request, type: string): Promise<Choices> {
  if (type !== 'product' && type !== 'article' && type !== 'new-arrivals') return {};
  const [products, moods] = await Promise.all([
    studioApi<EntrySummary[]>(request, '/api/studio/entries/product'),
    type === 'product' ? studioApi<EntryDetail>(request, '/api/studio/entries/taxonomy/mood') : Promise.resolve(null),
  ]);
  const productChoices = products.ok ? products.data.map((p) => ({ value: p.key, label: p.nameZh ? `${p.name} · ${p.nameZh}` : p.name })) : [];
  const terms = moods?.ok ? ((moods.data.live.terms ?? []) as { slug: string; en: { name: string } }[]) : [];
  return {
    related: productChoices,
    relatedProducts: productChoices,
    products: productChoices,
    moods: terms.map((t) => ({ value: t.slug, label: t.en.name })),
  };
}

type ActionResult =
  | { ok: true; message: string }
  | { ok: false; message: string; fields: FieldIssue[]; errors?: AnswerErrors; conflict?: Conflict; confirm?: { kind: 'discard' | 'publish-missing'; version: number; missing?: string[] } };

export async function action({ request, params }: Route.ActionArgs) {
  const { type, key } = entryParams(params);
  const base = `/api/studio/entries/${type}/${encodeURIComponent(key)}`;
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'save');
  // A merge is based on the version the conflict showed; every other save on the one the form was opened at.
  const baseVersion = Number(form.get(intent === 'merge' ? '_mergeVersion' : '_baseVersion') ?? NaN);
  const basedOn = Number.isInteger(baseVersion) ? { baseVersion } : {};
  const fail = (status: number, message: string, fields: FieldIssue[] = []) => {
    const people = fields.map(issueForPeople);
    // Each issue on the field it was posted from, as the form's check in the browser puts it.
    // The service's message may be the first field's own: then the summary says it once.
    const lead = fields.some((field) => field.message === message) ? 'Nothing was saved.' : message;
    return data<ActionResult>({ ok: false, message: people.length ? `${lead} ${summaryOfIssues(fields)}` : message, fields: people, errors: fieldErrorsOf(form.keys(), people) }, { status });
  };
  const opened = parseDocument(form.get('_opened'));
  /** A 409 with the newer version: the person sees the difference and merges, nothing is lost. */
  const conflictOf = (answer: { status: number; error?: { message: string; details?: unknown } }, mine: Document) => {
    const conflict = staleConflictOf(answer, opened, mine);
    return conflict ? data<ActionResult>({ ok: false, message: answer.error!.message, fields: [], conflict }, { status: 409 }) : null;
  };

  if (intent === 'restore') {
    const answer = await studioApi(request, `${base}/restore`, { method: 'POST', body: { revision: Number(form.get('revision')), ...basedOn } });
    if (!answer.ok) return fail(answer.status, answer.error?.message ?? 'The version could not be restored.');
    return data<ActionResult>({ ok: true, message: 'The version is restored as the draft. Publish it to make it live.' });
  }
  if (intent === 'unschedule') {
    const answer = await studioApi(request, `${base}/schedule`, { method: 'DELETE' });
    if (!answer.ok) return fail(answer.status, answer.error?.message ?? 'The schedule could not be cancelled.');
    return data<ActionResult>({ ok: true, message: 'The scheduled publication is cancelled.' });
  }
  const scheduleAt = hongKongMoment(form.get('_scheduleAt'));
  if (intent === 'schedule' && !scheduleAt) return fail(400, 'Choose when to publish (date and time, Hong Kong).', [{ path: '_scheduleAt', message: 'Choose a date and time' }]);
  if (intent === 'discard') {
    // Asked first: a discarded draft cannot be brought back from here.
    if (form.get('_confirmed') !== 'yes') return data<ActionResult>({ ok: false, message: 'Discard the draft? The changes saved since the last publication are lost; the live version stays.', fields: [], confirm: { kind: 'discard', version: baseVersion } });
    const answer = await studioApi(request, `${base}/draft`, { method: 'DELETE', body: basedOn });
    if (!answer.ok) return fail(answer.status, answer.error?.message ?? 'The draft could not be discarded.');
    return data<ActionResult>({ ok: true, message: 'The draft is discarded; the live version stays.' });
  }
  if (intent === 'publish-saved') {
    // The confirmation of a publication with Chinese texts missing: the draft was saved when asked.
    const published = await studioApi(request, `${base}/publish`, { method: 'POST', body: basedOn });
    if (!published.ok) return conflictOf(published, opened ?? {}) ?? fail(published.status, published.error?.message ?? 'The entry could not be published.', published.error?.details?.fields ?? []);
    return data<ActionResult>({ ok: true, message: 'Published. The site shows it within a few seconds.' });
  }

  // Save draft, and Publish (which saves what is on screen first); Merge saves the merged version.
  const current = await required(request, studioApi<EntryDetail>(request, base));
  let document: Document;
  if (intent === 'merge') {
    // The form as it is now (with what was typed after the comparison appeared), over what was opened.
    if (!opened) return fail(400, 'The merge could not be read. Reload the entry and make your changes again.');
    document = mergeDocuments(current.draft ?? current.live, documentFromForm(opened, form), picksFromForm(form), opened);
  } else {
    document = documentFromForm(current.draft ?? current.live, form);
  }
  // The same schema the data service validates with, here first so errors come back at once.
  const checked = studioEntryTypes[type].schema.safeParse(document);
  if (!checked.success) return fail(400, 'Some fields need attention.', checked.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })));
  // Links checked against real pages: a page of the site, or an https address.
  const links = linksOf(checked.data);
  if (links.length) {
    const pages = links.some((l) => l.href.trim().startsWith('/')) ? sitePaths(await publicPathsOf(request, links.some((l) => /^\/(tc\/)?discovery-trial\//.test(l.href.trim())))) : new Set<string>();
    const broken = links.map((l) => ({ ...l, result: checkLink(l.href, pages) })).filter((l) => !l.result.ok);
    if (broken.length) return fail(400, broken.map((l) => (l.result.ok ? '' : l.result.message)).join(' '), broken.map((l) => ({ path: l.path, message: l.result.ok ? '' : l.result.message })));
  }
  const saved = await studioApi<{ document: Document; version: number }>(request, `${base}/draft`, { method: 'PUT', body: { document: checked.data, ...basedOn } });
  if (!saved.ok) return conflictOf(saved, checked.data as Document) ?? fail(saved.status, saved.error?.message ?? 'The draft could not be saved.', saved.error?.details?.fields ?? []);
  const version = saved.data.version;
  if (intent === 'schedule') {
    const scheduled = await studioApi(request, `${base}/schedule`, { method: 'POST', body: { at: scheduleAt, baseVersion: version } });
    if (!scheduled.ok) return fail(scheduled.status, scheduled.error?.message ?? 'The publication could not be scheduled.', scheduled.error?.details?.fields?.map((f) => (f.path === 'at' ? { ...f, path: '_scheduleAt' } : f)) ?? []);
    return data<ActionResult>({ ok: true, message: `Draft saved and scheduled: the site shows it from ${inHongKong(scheduleAt!)} (Hong Kong time).` });
  }
  if (intent === 'publish') {
    // A language missing is published only when the person says so (the site shows English there).
    const missing = missingTranslations(checked.data as Document);
    if (missing.length && form.get('_confirmed') !== 'yes') {
      return data<ActionResult>({
        ok: false,
        message: `Draft saved. The Chinese version lacks ${missing.length} text${missing.length === 1 ? '' : 's'}: the site would show the English there. Publish anyway?`,
        fields: [],
        confirm: { kind: 'publish-missing', version, missing: missing.map((m) => labelOfPath(m)) },
      });
    }
    const published = await studioApi(request, `${base}/publish`, { method: 'POST', body: { baseVersion: version } });
    if (!published.ok) return fail(published.status, published.error?.message ?? 'The entry could not be published.', published.error?.details?.fields ?? []);
    return data<ActionResult>({ ok: true, message: 'Published. The site shows it within a few seconds.' });
  }
  return data<ActionResult>({ ok: true, message: intent === 'merge' ? 'Merged and saved as the draft. Nothing was lost: publish it when ready.' : 'Draft saved. The site does not show it until you publish.' });
}

/** A post that fails (session ended, server unreachable) keeps the form as typed (lib/keep-typing.ts). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepTypingOnFailure(serverAction);

/** The public path of every entry, and of every campaign the staff member may see. */
async function publicPathsOf(request: Request, wantsCampaigns: boolean): Promise<string[]> {
  const lists = await Promise.all(Object.keys(studioEntryTypes).map((t) => studioApi<EntrySummary[]>(request, `/api/studio/entries/${t}`)));
  // Campaign pages only when linked to, from the public list every role may read (the studio's own
  // campaign list is for campaign managers, and an editor links stories to campaigns too).
  const campaigns = wantsCampaigns ? await studioApi<{ attributes: { slug: string } }[]>(request, '/api/campaigns?locale=en') : { ok: false as const, data: undefined };
  return [...lists.flatMap((l) => (l.ok ? l.data!.map((e) => e.publicPath) : [])), ...(campaigns.ok ? campaigns.data!.map((c) => `/discovery-trial/${c.attributes.slug}`) : [])].filter((p): p is string => Boolean(p));
}

const revisionLabels: Record<EntryDetail['revisions'][number]['action'], string> = {
  original: 'Original (content files)',
  draft: 'Draft saved',
  publish: 'Published',
  restore: 'Restored',
  import: 'Imported from the content files',
};

export default function Entry() {
  const loaded = useLoaderData<typeof loader>();
  // An island of its own (as the slots page): the query cache lives with this page only.
  return (
    <QueryIsland>
      <EntryEditor key={`${loaded.type}:${loaded.key}`} />
    </QueryIsland>
  );
}

/**
 * The entry's form checked in the browser with the schema the action checks (the data service's
 * own): the posted fields read as the action reads them (`documentFromForm`) over the version
 * opened, then each issue put on the field it came from. It reads the form element rather than
 * react-hook-form's values because the rich texts, chips and image pickers post hidden fields of
 * their own; what the action receives is what is checked. `issues` keeps the last check's issues
 * for the summary above the form.
 */
function entryResolver(working: Document, schema: (typeof studioEntryTypes)[keyof typeof studioEntryTypes]['schema'], form: RefObject<HTMLFormElement | null>, issues: { current: FieldIssue[] }): Resolver<Record<string, unknown>> {
  return async (values) => {
    const posted = form.current ? [...new FormData(form.current)].filter((entry): entry is [string, string] => typeof entry[1] === 'string') : [];
    const result = schema.safeParse(documentFromForm(working, posted));
    issues.current = result.success ? [] : result.error.issues.map((i) => issueForPeople({ path: i.path.map(String).join('.'), message: i.message }));
    if (result.success) return { values, errors: {} };
    return { values: {}, errors: serverErrors(fieldErrorsOf(posted.map(([name]) => name), issues.current), 'schema') };
  };
}

/** The first field with a problem, where react-hook-form cannot focus it (a rich text, chips, a picker). */
function focusFirstProblem(form: HTMLElement | null) {
  window.requestAnimationFrame(() => {
    if (document.activeElement?.closest('[data-invalid]')) return;
    const target = form?.querySelector<HTMLElement>('[data-invalid] :is(input:not([type="hidden"]), textarea, select, [contenteditable="true"])');
    target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    target?.focus({ preventScroll: true });
  });
}

/** The outcome of an action (or of the browser's check) where the eye is: a toast in view, and the field with a problem focused. */
function useFeedbackInView(result: ActionResult | null | undefined, busy: boolean) {
  const [shown, setShown] = useState<ActionResult | null>(null);
  useEffect(() => {
    if (busy || !result) return;
    setShown(result);
    const timer = window.setTimeout(() => setShown(null), result.ok ? 6000 : 12000);
    if (!result.ok) {
      if (result.conflict || result.confirm) {
        const target = document.getElementById('entry-decision');
        target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        target?.focus({ preventScroll: true });
      } else {
        // react-hook-form focuses the first registered field in error; the rest is left to this.
        focusFirstProblem(document.querySelector('.studio-entry-form'));
      }
    }
    return () => window.clearTimeout(timer);
  }, [result, busy]);
  return [shown, () => setShown(null)] as const;
}

function EntryEditor() {
  const { type, key, detail, working, compare, presence } = useLoaderData<typeof loader>();
  const { answer: result, notSaved } = splitNotSaved(useActionData<typeof clientAction>());
  const navigation = useNavigation();
  const staff = useStaff();
  const writable = can(staff.role, 'content.write');
  const busy = navigation.state !== 'idle';
  const others = usePresence(`entry:${type}:${key}`, presence);
  // The browser's check refused the form: shown as the action's refusal would be, until the next post.
  const [refusal, setRefusal] = useState<ActionResult | null>(null);
  useEffect(() => {
    if (busy) setRefusal(null);
  }, [busy]);
  // Not saved at all (lib/keep-typing.ts): said as a refusal is, once per answer.
  const unsaved = useMemo<ActionResult | undefined>(() => (notSaved ? { ok: false, message: notSaved.message, fields: [] } : undefined), [notSaved]);
  const feedback = refusal ?? unsaved ?? result;
  const [toast, closeToast] = useFeedbackInView(feedback, busy);
  const missing = missingTranslations(working);
  const conflict = result && !result.ok && !busy ? result.conflict : undefined;
  const confirm = result && !result.ok && !busy ? result.confirm : undefined;
  const { summary } = detail;
  // A new form after each save so its fields show what was stored.
  const formKey = `${detail.version}:${detail.revisions[0]?.id ?? 0}`;
  // Whether the form holds unsaved typing (react-hook-form's dirty state): restoring a version asks first.
  const [dirty, setDirty] = useState(false);

  return (
    <>
      <p className="studio-crumbs">
        <Link to={`/studio/entries/${type}`}>{studioEntryTypes[type].label}</Link> / {key}
      </p>
      <PageHeader title={summary.name}>
        <StatusBadge status={summary.status} />
        {missing.length ? <MissingBadge count={missing.length} /> : null}
        {summary.publicPath ? (
          <a href={summary.publicPath} target="_blank" rel="noreferrer">
            View live page
          </a>
        ) : null}
        {summary.publicPath ? <PreviewBeside src={`/studio/preview/${type}/${encodeURIComponent(key)}`} version={formKey} title={summary.name} /> : null}
      </PageHeader>
      <PresenceNote others={others} />
      {/* Shown once the entry is reloaded too: the form is drawn anew then, and words typed before would be lost. */}
      {/* A question (discard? publish without Chinese?) is asked once, in its own box below. */}
      {feedback && !busy && !confirm ? <Notice tone={feedback.ok ? 'success' : 'error'}>{feedback.message}</Notice> : null}
      {toast && !confirm ? (
        // The notice above carries the status role; the toast repeats it where the eye is, announced once.
        <div className="studio-toast" data-tone={toast.ok ? 'success' : 'error'} aria-live="off" data-testid="toast">
          <span>{toast.message}</span>
          <button type="button" className="studio-toast-close" onClick={closeToast} aria-label="Close the message">
            ×
          </button>
        </div>
      ) : null}
      {conflict ? <ConflictPanel conflict={conflict} busy={busy} what="this entry" form="entry-form" saveLabel="Save the merged draft" /> : null}
      {confirm ? (
        <div className="studio-decision" id="entry-decision" tabIndex={-1} role="alertdialog" aria-labelledby="entry-decision-title">
          <p id="entry-decision-title">{result && !result.ok ? result.message : ''}</p>
          {confirm.missing?.length ? (
            <ul className="studio-missing-list">
              {confirm.missing.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          ) : null}
          <Form method="post" className="studio-decision-actions">
            <input type="hidden" name="_baseVersion" value={confirm.version} />
            <input type="hidden" name="_confirmed" value="yes" />
            <Button type="submit" name="intent" value={confirm.kind === 'discard' ? 'discard' : 'publish-saved'} variant={confirm.kind === 'discard' ? 'danger' : 'primary'} disabled={busy}>
              {confirm.kind === 'discard' ? 'Discard the draft' : 'Publish without them'}
            </Button>
            <Link to="." preventScrollReset className="studio-button" data-variant="quiet">
              {confirm.kind === 'discard' ? 'Keep the draft' : 'Keep editing'}
            </Link>
          </Form>
        </div>
      ) : null}
      {!writable ? <Notice tone="info">Your role can read entries but not change them.</Notice> : null}
      {detail.scheduled ? (
        <div className="studio-scheduled">
          <Notice tone="info" role="note">
            Scheduled: version {detail.scheduled.revision} goes live at {inHongKong(detail.scheduled.at)} (Hong Kong time), scheduled by {detail.scheduled.by}.
          </Notice>
          {writable ? (
            <Form method="post">
              <input type="hidden" name="_baseVersion" value={detail.version} />
              <Button type="submit" name="intent" value="unschedule" variant="quiet" disabled={busy}>
                Cancel schedule
              </Button>
            </Form>
          ) : null}
        </div>
      ) : null}
      <EntryForm key={formKey} writable={writable} busy={busy} answer={result} onRefused={setRefusal} onDirtyChange={setDirty} />
      {/* The preview opens in a new tab; its fields sit in the toolbar above (form="preview-form"). */}
      <form id="preview-form" method="get" action={`/studio/preview/${type}/${key}`} target="_blank" hidden />
      <section aria-labelledby="history-title" className="studio-history">
        <h2 id="history-title">History</h2>
        {compare ? (
          <div className="studio-compare">
            <h3>Changes from version {compare.id} to the version on screen</h3>
            {compare.changes.length ? (
              <table className="studio-table">
                <thead>
                  <tr>
                    <th scope="col">Field</th>
                    <th scope="col">Version {compare.id}</th>
                    <th scope="col">On screen</th>
                  </tr>
                </thead>
                <tbody>
                  {compare.changes.map((c) => (
                    <tr key={c.path}>
                      <th scope="row">{labelOfPath(c.path)}</th>
                      <td>{c.before ?? '—'}</td>
                      <td>{c.after ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p>No differences.</p>
            )}
          </div>
        ) : null}
        {detail.revisions.length ? (
          <ol className="studio-revisions" reversed>
            {detail.revisions.map((r) => (
              <li key={r.id}>
                <span>
                  {revisionLabels[r.action]} · {inHongKong(r.createdAt)} (Hong Kong) · {r.author}
                </span>
                <Link to={`?compare=${r.id}`} preventScrollReset>
                  Compare version {r.id}
                </Link>
                {writable ? (
                  <Form method="post">
                    <input type="hidden" name="revision" value={r.id} />
                    <input type="hidden" name="_baseVersion" value={detail.version} />
                    <Button
                      type="submit"
                      name="intent"
                      value="restore"
                      variant="quiet"
                      disabled={busy}
                      onClick={(event) => {
                        if (dirty && !window.confirm(`Restore version ${r.id}? What you typed in the form and have not saved is lost.`)) event.preventDefault();
                      }}
                    >
                      Restore version {r.id}
                    </Button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="studio-muted">No changes yet: the entry is as the content files have it.</p>
        )}
      </section>
    </>
  );
}


/**
 * The typed fields are drawn with the entry's values and registered as they mount, and the
 * widgets (rich text, chips, image picker) are controlled fields with the same values as their
 * defaults: once all are in, those values become the form's defaults, so the form reads as
 * unchanged until someone edits it (react-hook-form's dirty state: the unsaved-changes mark and
 * guard).
 */
function useDrawnValuesAsDefaults(form: UseFormReturn<Record<string, unknown>>) {
  useEffect(() => {
    form.reset(form.getValues(), { keepErrors: true });
  }, [form]);
}

/** The entry's fields, on react-hook-form: one per stored version (drawn anew after each save). */
function EntryForm({ writable, busy, answer, onRefused, onDirtyChange }: { writable: boolean; busy: boolean; answer: ActionResult | undefined; onRefused: (refusal: ActionResult) => void; onDirtyChange: (dirty: boolean) => void }) {
  const { type, key, detail, working, choices, photos, releases } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const element = useRef<HTMLFormElement>(null);
  const issues = useRef<FieldIssue[]>([]);
  const schema = studioEntryTypes[type].schema;
  const resolver = useMemo(() => entryResolver(working, schema, element, issues), [working, schema]);
  const missing = missingTranslations(working);
  const fields = textFields(schema);
  const facts = factFields(schema);
  const { summary } = detail;
  // The version this form is based on: a merge compares against it.
  const opened = JSON.stringify(working);
  const checks = useMemo(() => {
    // Saving, publishing and scheduling check the fields first; discarding posts at once.
    const check: IntentCheck<Record<string, unknown>> = async (form) => {
      if (await form.trigger(undefined, { shouldFocus: true })) return true;
      onRefused({ ok: false, message: `Some fields need attention. ${summaryOfIssues(issues.current)}`, fields: issues.current });
      focusFirstProblem(element.current);
      return false;
    };
    return { save: check, publish: check, schedule: check };
  }, [onRefused]);
  const { form, onSubmit } = useRouteForm<Record<string, unknown>>({
    fetcher: { submit: (target, options) => submit(target, { ...options, preventScrollReset: true }) },
    errors: answer && !answer.ok ? answer.errors : null,
    resolver,
    checks,
    defaultIntent: 'save',
    form: { mode: 'onSubmit' },
  });
  useDrawnValuesAsDefaults(form);
  const { isDirty, errors } = useFormState({ control: form.control });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const scheduleError = errors._scheduleAt?.message;

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard control={form.control} />
      <ReleaseControl type={type} entryKey={key} releases={releases} latestRevision={detail.revisions[0]?.id ?? null} hasDraft={detail.draft !== null} dirty={isDirty} writable={writable} />
      <PhotoLibrary.Provider value={photos ?? []}>
      <Form method="post" id="entry-form" ref={element} className="studio-entry-form" onSubmit={onSubmit} aria-label={`Edit ${summary.name}`}>
        <input type="hidden" name="_baseVersion" value={detail.version} />
        <input type="hidden" name="_opened" value={opened} />
        {writable ? (
          <div className="studio-actions" role="toolbar" aria-label="Entry actions">
            <Button type="submit" name="intent" value="save" variant="secondary" disabled={busy}>
              Save draft
            </Button>
            {summary.publicPath ? (
              <>
                <Button type="submit" form="preview-form" variant="secondary">
                  Preview
                </Button>
                <StudioField id="preview-at" label="at (Hong Kong time, optional)" hint="Empty: now. A moment shows campaigns as they will be then." inline>
                  <input id="preview-at" name="at" type="datetime-local" form="preview-form" {...studioFieldAria('preview-at', { hint: true })} />
                </StudioField>
              </>
            ) : null}
            <Button type="submit" name="intent" value="publish" variant="primary" disabled={busy}>
              Publish
            </Button>
            {/* The moment is not part of the entry: not a field of the form's state, its error the action's. */}
            <StudioField id="schedule-at" label="Publish at (Hong Kong time)" error={scheduleError} inline>
              <input id="schedule-at" name="_scheduleAt" type="datetime-local" {...studioFieldAria('schedule-at', { error: scheduleError })} />
            </StudioField>
            <Button type="submit" name="intent" value="schedule" variant="secondary" disabled={busy}>
              Schedule
            </Button>
            {detail.draft ? (
              <Button type="submit" name="intent" value="discard" variant="quiet" disabled={busy} formNoValidate>
                Discard draft
              </Button>
            ) : null}
            {isDirty ? <span className="studio-muted">Unsaved changes</span> : null}
          </div>
        ) : null}
        {fields.length ? (
          <>
            <h2>Texts</h2>
            <EntryTexts fields={fields} en={(working.en ?? {}) as Record<string, unknown>} zh={(working['zh-Hant'] ?? {}) as Record<string, unknown>} missing={missing} readOnly={!writable} />
          </>
        ) : null}
        <h2>{fields.length ? 'Facts' : 'Contents'}</h2>
        <EntryFacts document={working} readOnly={!writable} missing={missing} facts={facts} choices={choices} photos={photos} />
      </Form>
      </PhotoLibrary.Provider>
    </FormProvider>
  );
}
