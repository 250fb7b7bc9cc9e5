import { Form, Link, data, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { CampaignTexts } from '@oriel/contracts/campaign-texts';
import { Button, MissingBadge, Notice, PageHeader } from '../components/admin-ui';
import { CampaignPreviewForm, CampaignTabs } from '../components/campaign-ops';
import { type CampaignLocale, type TextIssue, campaignLocales, campaignTextFields, checkTexts, fieldValue, missingCampaignTranslations, textsFromForm } from '../lib/campaign-texts-form';
import { hongKongMoment, inHongKong } from '../lib/moment';
import { type ApiAnswer, required, studioApi } from '../lib/api.server';
import type { Route } from './+types/campaign-texts';

/**
 * A campaign's texts, English and Traditional Chinese side by side, and its dates (decision 209).
 * Plain form posts (route actions): the texts are checked with the schema the data service stores
 * them with, then each changed locale is sent to /api/studio/campaigns/:slug/definition/texts/:locale;
 * the campaign page shows them within seconds (markContentChanged).
 */
interface Definition {
  slug: string;
  opensAt: string;
  closesAt: string;
  texts: Partial<Record<CampaignLocale, CampaignTexts>>;
}

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Texts · ${params.slug} · Studio` }];
}

const base = (slug: string) => `/api/studio/campaigns/${encodeURIComponent(slug)}/definition`;

export async function loader({ request, params }: Route.LoaderArgs) {
  return { definition: await required(request, studioApi<Definition>(request, base(params.slug))) };
}

type Result = { intent: string; ok: boolean; message: string; issues: TextIssue[] };

function refused(request: Request, intent: string, answer: ApiAnswer<unknown>, fallback: string) {
  if (answer.status === 401) throw redirect(`/studio/sign-in?next=${encodeURIComponent(new URL(request.url).pathname)}`);
  const issues = (answer.error?.details?.fields ?? []).map((f) => ({ path: f.path.replace(/^texts\./, ''), message: f.message }));
  return data<Result>({ intent, ok: false, message: answer.error?.message ?? fallback, issues }, { status: answer.status || 500 });
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'texts');
  if (intent === 'dates') {
    const opensAt = hongKongMoment(form.get('opensAt'));
    const closesAt = hongKongMoment(form.get('closesAt'));
    const issues = [...(opensAt ? [] : [{ path: 'opensAt', message: 'Choose when it opens.' }]), ...(closesAt ? [] : [{ path: 'closesAt', message: 'Choose when it closes.' }])];
    if (issues.length) return data<Result>({ intent, ok: false, message: 'Both dates are needed.', issues }, { status: 400 });
    const answer = await studioApi(request, `${base(params.slug)}/schedule`, { method: 'PUT', body: { opensAt, closesAt } });
    if (!answer.ok) return refused(request, intent, answer, 'The dates could not be saved.');
    return data<Result>({ intent, ok: true, message: `Dates saved: open from ${inHongKong(opensAt!)} to ${inHongKong(closesAt!)} (Hong Kong time).`, issues: [] });
  }
  if (intent === 'close') {
    const answer = await studioApi(request, `${base(params.slug)}/close`, { method: 'POST' });
    if (!answer.ok) return refused(request, intent, answer, 'The campaign could not be closed.');
    return data<Result>({ intent, ok: true, message: 'The campaign is closed: its page shows that it has ended. Bookings already made stay.', issues: [] });
  }

  const current = await required(request, studioApi<Definition>(request, base(params.slug)));
  const checked = campaignLocales.map((locale) => ({ locale, result: checkTexts(textsFromForm(form, locale), locale) }));
  const issues = checked.flatMap(({ result }) => (result.ok ? [] : result.issues));
  if (issues.length) return data<Result>({ intent, ok: false, message: 'Some texts need attention: nothing was saved.', issues }, { status: 400 });
  const saved: string[] = [];
  for (const { locale, result } of checked) {
    if (!result.ok || JSON.stringify(result.texts) === JSON.stringify(current.texts[locale])) continue;
    const answer = await studioApi(request, `${base(params.slug)}/texts/${locale}`, { method: 'PUT', body: result.texts });
    if (!answer.ok) return refused(request, intent, answer, 'The texts could not be saved.');
    saved.push(locale === 'en' ? 'English' : 'Chinese');
  }
  const message = saved.length ? `${saved.join(' and ')} texts saved: the campaign page shows them within a few seconds.` : 'No changes to save.';
  return data<Result>({ intent, ok: true, message, issues: [] });
}

const toLocalInput = (iso: string) => inHongKong(iso).replace(' ', 'T');

export default function CampaignTextsPage() {
  const { definition } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const { slug, texts } = definition;
  const fields = campaignTextFields(texts);
  const missing = missingCampaignTranslations(texts, fields);
  const issues = result && !result.ok ? result.issues : [];
  const issueAt = (path: string) => issues.find((i) => i.path === path || i.path.startsWith(`${path}.`))?.message;
  const formKey = JSON.stringify(definition).length + (result?.ok ? result.message : '');

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
      <CampaignPreviewForm slug={slug} />
      {result && !busy ? <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice> : null}

      <Form method="post" key={`texts-${formKey}`} className="studio-entry-form" aria-label={`Texts of ${slug}`}>
        <input type="hidden" name="intent" value="texts" />
        <div className="studio-texts" role="group" aria-label="Texts in English and Traditional Chinese">
          <div className="studio-texts-head" aria-hidden="true">
            <span>English</span>
            <span lang="zh-Hant">繁體中文</span>
          </div>
          {fields.map((field) => (
            <div className="studio-text-row" key={field.path}>
              {campaignLocales.map((locale) => (
                <CampaignTextCell key={locale} locale={locale} field={field} value={fieldValue(texts[locale], field.path)} missing={locale === 'zh-Hant' && missing.includes(field.path)} issue={issueAt(`${locale}.${field.path}`)} />
              ))}
            </div>
          ))}
        </div>
        <div className="studio-actions">
          <Button type="submit" variant="primary" disabled={busy}>
            Save texts
          </Button>
        </div>
      </Form>

      <section aria-labelledby="dates-title" className="studio-history">
        <h2 id="dates-title">Dates</h2>
        <Form method="post" key={`dates-${formKey}`} className="studio-actions">
          <input type="hidden" name="intent" value="dates" />
          <DateField name="opensAt" label="Opens (Hong Kong time)" value={toLocalInput(definition.opensAt)} issue={issueAt('opensAt')} />
          <DateField name="closesAt" label="Closes (Hong Kong time)" value={toLocalInput(definition.closesAt)} issue={issueAt('closesAt')} />
          <Button type="submit" variant="secondary" disabled={busy}>
            Save dates
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="close" />
          <Button type="submit" variant="danger" disabled={busy}>
            Close campaign now
          </Button>
        </Form>
      </section>
    </>
  );
}

function CampaignTextCell({ locale, field, value, missing, issue }: { locale: CampaignLocale; field: { path: string; label: string; paragraphs?: boolean; long?: boolean }; value: string; missing: boolean; issue?: string }) {
  const name = `${locale}.${field.path}`;
  const id = `c-${name.replace(/[^a-zA-Z0-9]/g, '-')}`;
  const described = [missing ? `${id}-missing` : null, issue ? `${id}-error` : null, field.paragraphs ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const props = { id, name, lang: locale, defaultValue: value, 'aria-invalid': issue ? true : undefined, 'aria-describedby': described } as const;
  return (
    <div className="studio-field" data-invalid={issue ? '' : undefined} data-missing={missing ? '' : undefined}>
      <label htmlFor={id}>{`${field.label} (${locale === 'en' ? 'English' : 'Chinese'})`}</label>
      {field.paragraphs || field.long ? <textarea {...props} rows={Math.min(10, Math.max(2, Math.ceil(value.length / 60) + value.split('\n').length))} /> : <input type="text" {...props} />}
      {field.paragraphs ? (
        <span className="studio-field-hint" id={`${id}-hint`}>
          A blank line between paragraphs
        </span>
      ) : null}
      {missing ? <MissingBadge id={`${id}-missing`} /> : null}
      {issue ? (
        <span className="studio-field-error" id={`${id}-error`} role="alert">
          {issue}
        </span>
      ) : null}
    </div>
  );
}

function DateField({ name, label, value, issue }: { name: string; label: string; value: string; issue?: string }) {
  const id = `campaign-${name}`;
  return (
    <span className="studio-field studio-inline-field" data-invalid={issue ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="datetime-local" defaultValue={value} aria-invalid={issue ? true : undefined} aria-describedby={issue ? `${id}-error` : undefined} />
      {issue ? (
        <span className="studio-field-error" id={`${id}-error`} role="alert">
          {issue}
        </span>
      ) : null}
    </span>
  );
}
