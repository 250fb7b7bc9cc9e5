import { useEffect, useMemo, useState } from 'react';
import { Form, Link, type ShouldRevalidateFunctionArgs, data, useActionData, useLoaderData, useNavigation, useSubmit } from 'react-router';
import { set } from 'react-hook-form';
import { FormProvider, type IntentCheck, type Resolver, postedEntries, serverErrors, useFormState, useRouteForm } from '@oriel/forms/rhf';
import type { CampaignTexts } from '@oriel/contracts/campaign-texts';
import { Button, MissingBadge, Notice, PageHeader } from '../components/admin-ui';
import { BilingualFields, StudioField, studioFieldAria, useStudioFieldControl } from '../components/studio-field';
import { CampaignPreviewForm, CampaignTabs, Toast, hongKongDateTime } from '../components/campaign-ops';
import { type CampaignLocale, type TextFieldSpec, type TextIssue, campaignLocales, campaignTextFields, checkTexts, fieldValue, issuesOfPostedTexts, missingCampaignTranslations, textErrorsByField, textsFromForm } from '../lib/campaign-texts-form';
import { hongKongMoment, inHongKong } from '../lib/moment';
import { type ApiAnswer, changedSinceOpened, required, signInFirst, studioApi } from '../lib/api.server';
import { type Conflict, mergeDocuments, parseDocument, picksFromForm, staleConflictOf } from '../lib/merge';
import { labelOfPath } from '../lib/field-labels';
import { openPresence } from '../lib/presence.server';
import { ConflictPanel } from '../components/conflict-panel';
import { UnsavedChangesGuard } from '../components/unsaved-changes';
import { PresenceNote, QueryIsland, usePresence } from '../components/presence';
import type { Route } from './+types/campaign-texts';
import { keepTypingOnFailure, splitNotSaved } from '../lib/keep-typing';

/**
 * A campaign's texts, English and Traditional Chinese side by side, and its dates. Form posts to
 * the route action (the texts on react-hook-form, checked in the browser with the same schema
 * first). "Save draft" checks the texts with the schema the data service stores them with and
 * keeps them as a draft (a preview shows them, the public page not); "Publish" makes the draft, and
 * a campaign made in the form, public. Every save carries the version the page was opened at: a
 * colleague's change since is refused by the entries' edit guard, named (who, when), with the
 * texts that differ side by side to merge field by field; the form keeps what was typed meanwhile.
 * Who else has the campaign open is shown.
 */
interface Definition {
  slug: string;
  opensAt: string;
  closesAt: string;
  texts: Partial<Record<CampaignLocale, CampaignTexts>>;
  drafts: Partial<Record<CampaignLocale, CampaignTexts>>;
  publishedAt: string | null;
  version: number;
  lastChange: { by: string; at: string } | null;
}

/** What the form shows: the draft when there is one, else the live texts. */
const shownTexts = (d: Definition): Partial<Record<CampaignLocale, CampaignTexts>> => (d.drafts.en || d.drafts['zh-Hant'] ? { ...d.texts, ...d.drafts } : d.texts);

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Texts · ${params.slug} · Studio` }];
}

const base = (slug: string) => `/api/studio/campaigns/${encodeURIComponent(slug)}/definition`;

export async function loader({ request, params }: Route.LoaderArgs) {
  const created = new URL(request.url).searchParams.has('created');
  const definition = await required(request, studioApi<Definition>(request, base(params.slug)));
  return { definition, created, presence: await openPresence(request, `campaign:${definition.slug}`) };
}

type Result = {
  intent: string;
  ok: boolean;
  message: string;
  issues: TextIssue[];
  /** After a refused save: what was typed (kept in the form) and, on a conflict, what differs. */
  posted?: Partial<Record<CampaignLocale, CampaignTexts>>;
  conflict?: Conflict;
};

/** "Summary (English)", "Body (Chinese), paragraph 2": a campaign text's name as the form shows it. */
function campaignTextLabel(texts: Partial<Record<CampaignLocale, CampaignTexts>>) {
  const fields = campaignTextFields(texts);
  return (path: string) => {
    const [locale, ...rest] = path.split('.');
    const inner = rest.join('.');
    const language = locale === 'zh-Hant' ? 'Chinese' : 'English';
    const field = fields.find((f) => inner === f.path || inner.startsWith(`${f.path}.`));
    if (!field) return labelOfPath(path);
    const paragraph = inner.length > field.path.length ? Number(inner.slice(field.path.length + 1)) : NaN;
    return `${field.label} (${language})${Number.isInteger(paragraph) ? `, paragraph ${paragraph + 1}` : ''}`;
  };
}

function refused(request: Request, intent: string, answer: ApiAnswer<unknown>, fallback: string, extra: Partial<Result> = {}) {
  if (answer.status === 401) throw signInFirst(request);
  const issues = (answer.error?.details?.fields ?? []).map((f) => ({ path: f.path.replace(/^texts\./, ''), message: f.message }));
  // A refused field is named as the form names it ("Summary (Chinese)"), never by its key.
  const label = campaignTextLabel(extra.posted ?? {});
  const named = issues.length && answer.status === 400 ? `Not saved. ${issues.map((i) => `${label(i.path)}: ${i.message.charAt(0).toUpperCase()}${i.message.slice(1)}`).join(' ')}` : null;
  return data<Result>({ intent, ok: false, message: named ?? answer.error?.message ?? fallback, issues, ...extra }, { status: answer.status || 500 });
}

/** A stale save (409): what differs between the campaign as it is now and what was typed, to merge. */
function conflictOf(answer: ApiAnswer<unknown>, opened: Partial<Record<CampaignLocale, CampaignTexts>> | null, posted: Partial<Record<CampaignLocale, CampaignTexts>>): Conflict | undefined {
  const theirsOf = (current: unknown) => shownTexts(current as Definition);
  const stale = answer.error?.details as { current?: unknown } | undefined;
  const label = campaignTextLabel(stale?.current ? theirsOf(stale.current) : posted);
  return staleConflictOf(answer, opened, posted, label, theirsOf);
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'texts');
  // A merge is based on the version the conflict showed; every other save on the one the page was opened at.
  const baseVersion = Number(intent === 'merge' ? form.get('_mergeVersion') : (form.get('version') ?? form.get('_baseVersion')));
  const opened = parseDocument(form.get('_opened')) as Partial<Record<CampaignLocale, CampaignTexts>> | null;
  if (intent === 'dates') {
    const opensAt = hongKongMoment(form.get('opensAt'));
    const closesAt = hongKongMoment(form.get('closesAt'));
    const issues = [...(opensAt ? [] : [{ path: 'opensAt', message: 'Choose when it opens.' }]), ...(closesAt ? [] : [{ path: 'closesAt', message: 'Choose when it closes.' }])];
    if (issues.length) return data<Result>({ intent, ok: false, message: 'Both dates are needed.', issues }, { status: 400 });
    const answer = await studioApi(request, `${base(params.slug)}/schedule`, { method: 'PUT', body: { opensAt, closesAt, baseVersion } });
    if (answer.status === 409) {
      // The page reloads its data after this refusal (shouldRevalidate): the dates shown are the colleague's.
      const yours = `Yours were ${inHongKong(opensAt!)} to ${inHongKong(closesAt!)} (Hong Kong time).`;
      return refused(request, intent, answer, '', { message: `${changedSinceOpened(answer)} The dates were not saved; the dates shown now are the saved ones. ${yours}`.trim() });
    }
    if (!answer.ok) return refused(request, intent, answer, 'The dates could not be saved.');
    return data<Result>({ intent, ok: true, message: `Dates saved: open from ${inHongKong(opensAt!)} to ${inHongKong(closesAt!)} (Hong Kong time).`, issues: [] });
  }
  if (intent === 'close') {
    const answer = await studioApi(request, `${base(params.slug)}/close`, { method: 'POST' });
    if (!answer.ok) return refused(request, intent, answer, 'The campaign could not be closed.');
    return data<Result>({ intent, ok: true, message: 'The campaign is closed: its page shows that it has ended. Bookings already made stay.', issues: [] });
  }
  if (intent === 'publish' || intent === 'discard') {
    const answer = await studioApi<{ published?: string[] }>(request, `${base(params.slug)}/${intent}`, { method: 'POST', body: { baseVersion } });
    if (answer.status === 409) {
      const what = intent === 'publish' ? 'Nothing was published: look at the texts again (they are shown as saved now), then publish again.' : 'Nothing was discarded: look at the texts again (they are shown as saved now), then discard again.';
      return refused(request, intent, answer, '', { message: `${changedSinceOpened(answer)} ${what}`.trim() });
    }
    if (!answer.ok) return refused(request, intent, answer, intent === 'publish' ? 'The campaign could not be published.' : 'The draft could not be discarded.');
    if (intent === 'discard') return data<Result>({ intent, ok: true, message: 'Draft discarded: the texts are the published ones again.', issues: [] });
    const published = answer.data.published ?? [];
    const what = published.includes('campaign') ? 'The campaign is public' : published.length ? 'Published' : 'Nothing to publish: the texts are already public';
    return data<Result>({ intent, ok: true, message: published.length ? `${what}: its page shows it in English and Chinese within a few seconds.` : `${what}.`, issues: [] });
  }

  let posted = Object.fromEntries(campaignLocales.map((locale) => [locale, textsFromForm(form, locale)])) as Partial<Record<CampaignLocale, CampaignTexts>>;
  if (intent === 'merge') {
    // The colleague's texts, with the person's where they chose theirs and wherever they changed the
    // form since opening it (what was typed after the comparison appeared included).
    if (!opened) return data<Result>({ intent, ok: false, message: 'The merge could not be read. Reload the page and make your changes again.', issues: [] }, { status: 400 });
    const now = await required(request, studioApi<Definition>(request, base(params.slug)));
    posted = mergeDocuments(shownTexts(now), posted, picksFromForm(form), opened) as Partial<Record<CampaignLocale, CampaignTexts>>;
  }
  const checked = campaignLocales.map((locale) => ({ locale, result: checkTexts((posted[locale] ?? {}) as Record<string, unknown>, locale) }));
  const issues = checked.flatMap(({ result }) => (result.ok ? [] : result.issues));
  if (issues.length) return data<Result>({ intent, ok: false, message: 'Some texts need attention: nothing was saved.', issues, posted }, { status: 400 });
  const texts = Object.fromEntries(checked.map(({ locale, result }) => [locale, result.ok ? result.texts : null]));
  const answer = await studioApi<{ version: number }>(request, `${base(params.slug)}/drafts`, { method: 'PUT', body: { baseVersion, texts } });
  const conflict = conflictOf(answer, opened, posted);
  if (conflict) return refused(request, intent, answer, '', { message: `${answer.error?.message ?? ''} Your texts are still in the form.`.trim(), posted, conflict });
  if (!answer.ok) return refused(request, intent, answer, 'The texts could not be saved.', { posted });
  return data<Result>({
    intent,
    ok: true,
    message: intent === 'merge' ? 'Merged and saved as the draft. Nothing was lost: preview it, then publish it.' : 'Draft saved: preview it, then publish it. The public page does not show it yet.',
    issues: [],
  });
}

/**
 * After a refused change of the dates, a publication or a discard (someone changed the campaign
 * since the page was opened), the page reads the campaign again, so the next try is based on it
 * instead of being refused again. A refused save of the texts keeps the page's data: the merge
 * compares against it.
 */
export function shouldRevalidate({ actionStatus, formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get('intent');
  if (actionStatus === 409 && (intent === 'dates' || intent === 'publish' || intent === 'discard' || intent === 'close')) return true;
  return defaultShouldRevalidate;
}

/** A post that fails (session ended, server unreachable) keeps the form as typed (lib/keep-typing.ts). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepTypingOnFailure(serverAction);

const toLocalInput = (iso: string) => inHongKong(iso).replace(' ', 'T');

export default function CampaignTextsPage() {
  return (
    <QueryIsland>
      <CampaignTextsEditor />
    </QueryIsland>
  );
}

function CampaignTextsEditor() {
  const { definition, created, presence } = useLoaderData<typeof loader>();
  const others = usePresence(`campaign:${definition.slug}`, presence);
  const { answer: result, notSaved } = splitNotSaved(useActionData<typeof clientAction>());
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const { slug } = definition;
  const refusedResult = result && !result.ok ? result : null;
  // After a refusal the form keeps what was typed; after a conflict it is based on the new version.
  const texts = refusedResult?.posted ?? shownTexts(definition);
  // The version the page's data is at: after a conflict a plain save is refused again (only the
  // merge, based on the version the conflict showed, goes through).
  const version = definition.version;
  const fields = campaignTextFields(texts);
  const missing = missingCampaignTranslations(texts, fields);
  const issues = refusedResult ? refusedResult.issues : [];
  const issueAt = (path: string) => issues.find((i) => i.path === path || i.path.startsWith(`${path}.`))?.message;
  const formKey = `${definition.version}-${result ? JSON.stringify(result).length : 0}-${result?.message ?? ''}`;
  const hasDraft = Boolean(definition.drafts.en || definition.drafts['zh-Hant']);
  // The browser's check refused the texts: said as the action would say it, until the next post.
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (busy) setRefusal(null);
  }, [busy]);

  return (
    <>
      <p className="studio-crumbs">
        <Link to="/studio/campaigns">Campaigns</Link> / {slug}
      </p>
      <PageHeader title={`${slug}: texts and dates`}>
        {missing.length ? <MissingBadge count={missing.length} /> : null}
        <a href={`/discovery-trial/${slug}`} target="_blank" rel="noreferrer">
          View campaign page
        </a>
      </PageHeader>
      <CampaignTabs slug={slug} />
      <PresenceNote others={others} />
      {created ? (
        <Notice tone="success">Campaign saved as a draft: nobody outside the studio sees it yet. Check the texts, preview it in English and Chinese, then publish it.</Notice>
      ) : null}
      <PublishState definition={definition} hasDraft={hasDraft} version={version} busy={busy} />
      <CampaignPreviewForm slug={slug} />
      {result && !busy && !refusal ? <Toast tone={result.ok ? 'success' : 'error'}>{result.message}</Toast> : null}
      {refusedResult?.conflict && !busy ? <ConflictPanel conflict={refusedResult.conflict} busy={busy} what="these texts" form="texts-form" saveLabel="Save the merged draft" /> : null}

      {refusal && !busy ? <Toast tone="error">{refusal}</Toast> : null}
      {notSaved && !busy ? <Notice tone="error">{notSaved.message}</Notice> : null}
      {/* One form for the page's life: another action's answer (dates saved, published) never redraws what was typed. */}
      <CampaignTextsForm
        key={`texts-${slug}`}
        slug={slug}
        texts={texts}
        fields={fields}
        missing={missing}
        version={version}
        opened={shownTexts(definition)}
        settled={Boolean(result?.ok && ['texts', 'merge', 'discard'].includes(result.intent))}
        issues={issues}
        busy={busy}
        onRefused={setRefusal}
      />

      <section aria-labelledby="dates-title" className="studio-history">
        <h2 id="dates-title">Dates</h2>
        <Form method="post" key={`dates-${formKey}`} className="studio-actions">
          <input type="hidden" name="intent" value="dates" />
          <input type="hidden" name="version" value={version} />
          <DateField name="opensAt" label="Opens (Hong Kong time)" value={toLocalInput(definition.opensAt)} issue={issueAt('opensAt')} />
          <DateField name="closesAt" label="Closes (Hong Kong time)" value={toLocalInput(definition.closesAt)} issue={issueAt('closesAt')} />
          <Button type="submit" variant="secondary" disabled={busy}>
            Save dates
          </Button>
        </Form>
        <Form
          method="post"
          onSubmit={(event) => {
            if (!window.confirm('Close the campaign now? Its page shows that it has ended and takes no more bookings; bookings already made stay. Saving new dates opens it again.')) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="close" />
          <Button type="submit" variant="danger" disabled={busy}>
            Close campaign now
          </Button>
        </Form>
      </section>
    </>
  );
}

/**
 * The texts on react-hook-form: checked in the browser with the schema the action checks
 * (`textsFromForm` + `checkTexts` over the fields as posted), the action's refusals landing at
 * the same fields; the first field in error takes the focus. One form per answer (its key).
 */
function CampaignTextsForm({
  slug,
  texts,
  fields,
  missing,
  version,
  opened,
  settled,
  issues,
  busy,
  onRefused,
}: {
  slug: string;
  texts: Partial<Record<CampaignLocale, CampaignTexts>>;
  fields: TextFieldSpec[];
  missing: string[];
  /** The campaign's version and its texts as the page last read them. */
  version: number;
  opened: unknown;
  /** The last answer saved these texts (a save, a merge, a discard): the form shows them as stored. */
  settled: boolean;
  issues: TextIssue[];
  busy: boolean;
  onRefused: (message: string) => void;
}) {
  const submit = useSubmit();
  const names = useMemo(() => fields.flatMap((f) => campaignLocales.map((locale) => `${locale}.${f.path}`)), [fields]);
  const resolver = useMemo<Resolver<Record<string, unknown>>>(
    () => async (values) => {
      const found = issuesOfPostedTexts(postedEntries(values));
      return found.length ? { values: {}, errors: serverErrors(textErrorsByField(names, found), 'schema') } : { values, errors: {} };
    },
    [names],
  );
  const checks = useMemo(() => {
    const check: IntentCheck<Record<string, unknown>> = async (form) => {
      if (await form.trigger(undefined, { shouldFocus: true })) return true;
      onRefused('Some texts need attention: nothing was saved.');
      return false;
    };
    return { texts: check };
  }, [onRefused]);
  const errors = useMemo(() => (issues.length ? textErrorsByField(names, issues) : null), [issues, names]);
  const { form, onSubmit } = useRouteForm<Record<string, unknown>>({ fetcher: { submit: (target, options) => submit(target, options) }, errors, resolver, checks, defaultIntent: 'texts', form: { mode: 'onSubmit' } });
  const stored = useMemo(() => {
    const values: Record<string, unknown> = {};
    for (const field of fields) for (const locale of campaignLocales) set(values, `${locale}.${field.path}`, fieldValue(texts[locale], field.path));
    return values;
  }, [texts, fields]);
  const storedKey = JSON.stringify(stored);
  const { isDirty } = useFormState({ control: form.control });
  // What the typing is based on: the version and the texts the form showed when the typing began.
  // The page reads the campaign again after other answers (dates saved, a publication). While
  // nothing is typed, or once these texts are saved, the form shows what is stored and is based on
  // it. While typing, the basis moves on only if the texts did not change (the dates did): if a
  // colleague's texts came, the typing keeps its basis, so saving it is refused and shows what
  // differs, never a silent overwrite of the colleague's words.
  const [basis, setBasis] = useState({ version, storedKey, opened: JSON.stringify(opened) });
  useEffect(() => {
    if (basis.version === version && basis.storedKey === storedKey) return;
    if (!isDirty || settled) {
      form.reset(stored);
      setBasis({ version, storedKey, opened: JSON.stringify(opened) });
    } else if (basis.storedKey === storedKey) {
      setBasis((previous) => ({ ...previous, version }));
    }
  }, [basis, version, storedKey, stored, opened, isDirty, settled, form]);
  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard control={form.control} />
      <Form method="post" id="texts-form" className="studio-entry-form" aria-label={`Texts of ${slug}`} noValidate onSubmit={onSubmit}>
        <input type="hidden" name="version" value={basis.version} />
        <input type="hidden" name="_opened" value={basis.opened} />
        <BilingualFields>
          {fields.map((field) => (
            <div className="studio-text-row" key={field.path}>
              {campaignLocales.map((locale) => (
                <CampaignTextCell key={locale} locale={locale} field={field} value={fieldValue(texts[locale], field.path)} missing={locale === 'zh-Hant' && missing.includes(field.path)} />
              ))}
            </div>
          ))}
        </BilingualFields>
        <div className="studio-actions">
          <Button type="submit" name="intent" value="texts" variant="primary" disabled={busy}>
            Save draft
          </Button>
          <span className="studio-muted">Saved as a draft: the public page changes when you publish.</span>
        </div>
      </Form>
    </FormProvider>
  );
}

function CampaignTextCell({ locale, field, value, missing }: { locale: CampaignLocale; field: TextFieldSpec; value: string; missing: boolean }) {
  const name = `${locale}.${field.path}`;
  const id = `c-${name.replace(/[^a-zA-Z0-9]/g, '-')}`;
  const { control, error } = useStudioFieldControl(name, id, { hint: Boolean(field.paragraphs), missing });
  const props = { ...control, lang: locale, defaultValue: value } as const;
  return (
    <StudioField id={id} label={`${field.label} (${locale === 'en' ? 'English' : 'Chinese'})`} hint={field.paragraphs ? 'A blank line between paragraphs' : undefined} missing={missing} error={error}>
      {field.paragraphs || field.long ? <textarea {...props} rows={Math.min(10, Math.max(2, Math.ceil(value.length / 60) + value.split('\n').length))} /> : <input type="text" {...props} />}
    </StudioField>
  );
}

function DateField({ name, label, value, issue }: { name: string; label: string; value: string; issue?: string }) {
  const id = `campaign-${name}`;
  return (
    <StudioField id={id} label={label} error={issue} inline>
      <input id={id} name={name} type="datetime-local" defaultValue={value} {...studioFieldAria(id, { error: issue })} />
    </StudioField>
  );
}

/** Public or not, a draft waiting or not, the latest change; Publish and Discard draft. */
function PublishState({ definition, hasDraft, version, busy }: { definition: Definition; hasDraft: boolean; version: number; busy: boolean }) {
  const last = definition.lastChange ? ` Last change by ${definition.lastChange.by}, ${hongKongDateTime(definition.lastChange.at)}.` : '';
  const state = !definition.publishedAt
    ? 'Not public yet: only the studio and preview links show this campaign.'
    : hasDraft
      ? 'A draft is waiting: the public page shows the published texts until you publish it.'
      : 'Published: the public page shows these texts.';
  return (
    <section className="studio-publish-state" aria-label="Publishing" data-state={!definition.publishedAt ? 'unpublished' : hasDraft ? 'draft' : 'published'}>
      <p>
        <strong>{state}</strong>
        {last}
      </p>
      {!definition.publishedAt || hasDraft ? (
        <div className="studio-actions">
          <Form method="post">
            <input type="hidden" name="intent" value="publish" />
            <input type="hidden" name="version" value={version} />
            <Button type="submit" variant="primary" disabled={busy}>
              Publish
            </Button>
          </Form>
          {hasDraft && definition.publishedAt ? (
            <Form
              method="post"
              onSubmit={(event) => {
                if (!window.confirm('Discard the draft texts? The published texts stay as they are.')) event.preventDefault();
              }}
            >
              <input type="hidden" name="intent" value="discard" />
              <input type="hidden" name="version" value={version} />
              <Button type="submit" variant="quiet" disabled={busy}>
                Discard draft
              </Button>
            </Form>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
