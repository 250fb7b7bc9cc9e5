import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { type FieldPath, type UseFormReturn, get, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Form, Link, data, redirect, useActionData, useBlocker, useLoaderData, useNavigation, useSubmit } from 'react-router';
import { contrastRatio, defaultMotifs, minimumTextContrast, themeColourPattern } from '@oriel/contracts/campaign-theme';
import { serverErrors } from '@oriel/forms/rhf';
import { Button, Notice, PageHeader } from '../components/admin-ui';
import { BilingualFields, StudioField, StudioFieldError, studioFieldAria } from '../components/studio-field';
import {
  type CampaignDefinition,
  type CampaignFormLocale,
  type CampaignFormValues,
  campaignFormLocales,
  campaignFormSchema,
  definitionFromForm,
  emptyCampaignForm,
  emptySession,
  formFieldOf,
  formFromDefinition,
  sessionDates,
  sessionTimes,
  valuesFromFormData,
  weekdayNames,
} from '../lib/campaign-form';
import { required, signInFirst, studioApi } from '../lib/api.server';
import type { Route } from './+types/campaign-new';
import { keepTypingOnFailure, splitNotSaved } from '../lib/keep-typing';

/**
 * New campaign: a form built on the campaign schema, both languages side by side,
 * dates, places and sessions, fees, theme with its contrast check, motif, giveaway. A plain
 * <Form method="post"> answered by this route's action (works without JavaScript: "Add a session"
 * is then a post too); with JavaScript react-hook-form checks each field with the same schema
 * before posting and guards unsaved changes. The data service stores the campaign unpublished:
 * the next page previews it and publishes it. `?from=<slug>` duplicates a campaign.
 */
export function meta() {
  return [{ title: 'New campaign · Studio' }];
}

interface CampaignLocation {
  code: string;
  kind: string;
  name: string;
  nameZh: string;
}

export async function loader({ request }: Route.LoaderArgs) {
  const locations = await required(request, studioApi<CampaignLocation[]>(request, '/api/studio/campaign-locations'));
  const from = new URL(request.url).searchParams.get('from');
  if (!from) return { locations, values: emptyCampaignForm(), from: null };
  const definition = await required(request, studioApi<CampaignDefinition>(request, `/api/studio/campaigns/${encodeURIComponent(from)}/definition/file`));
  return { locations, values: formFromDefinition(definition), from };
}

type Result = { values: CampaignFormValues; errors: Record<string, string>; message: string | null };

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'create');
  const posted = valuesFromFormData(form) as unknown as CampaignFormValues;
  const parsed = campaignFormSchema.safeParse(posted);
  const values = (parsed.success ? parsed.data : { ...emptyCampaignForm(), ...posted, sessions: posted.sessions ?? [] }) as CampaignFormValues;
  // Without JavaScript, adding or removing a session row is a post of its own.
  if (intent === 'add-session') return data<Result>({ values: { ...values, sessions: [...(values.sessions ?? []), emptySession()] }, errors: {}, message: null });
  if (intent.startsWith('remove-session-')) {
    const row = Number(intent.slice('remove-session-'.length));
    return data<Result>({ values: { ...values, sessions: (values.sessions ?? []).filter((_, i) => i !== row) }, errors: {}, message: null });
  }
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
    return data<Result>({ values, errors, message: 'Some fields need attention: nothing was saved.' }, { status: 400 });
  }
  const { definition, sessionRows } = definitionFromForm(parsed.data);
  const answer = await studioApi<{ slug: string }>(request, '/api/studio/campaigns/definitions', { method: 'POST', body: { definition } });
  if (answer.status === 401) throw signInFirst(request);
  if (!answer.ok) {
    const errors: Record<string, string> = {};
    const unplaced: string[] = [];
    for (const f of answer.error?.details?.fields ?? []) {
      const field = formFieldOf(f.path, sessionRows);
      if (field) errors[field] ??= f.message.charAt(0).toUpperCase() + f.message.slice(1);
      else unplaced.push(f.message);
    }
    return data<Result>({ values, errors, message: unplaced[0] ?? 'The campaign was refused: nothing was saved. See the fields marked below.' }, { status: answer.status || 500 });
  }
  return redirect(`/studio/campaigns/${encodeURIComponent(answer.data.slug)}/texts?created=1`);
}

/** A post that fails (session ended, server unreachable) keeps the form as typed (lib/keep-typing.ts). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepTypingOnFailure(serverAction);

type Values = CampaignFormValues;
type Name = FieldPath<Values>;

export default function NewCampaign() {
  const { locations, values: loaded, from } = useLoaderData<typeof loader>();
  const { answer: result, notSaved } = splitNotSaved(useActionData<typeof clientAction>());
  const navigation = useNavigation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = useRef(false);
  const defaults = result?.values ?? loaded;
  // The action's refusals, at their fields: react-hook-form's `errors` (it focuses the first).
  const answered = useMemo(() => (result && Object.keys(result.errors).length ? serverErrors(result.errors) : undefined), [result]);
  const form = useForm<Values>({ resolver: zodResolver(campaignFormSchema) as never, defaultValues: defaults, errors: answered as never, mode: 'onTouched' });
  const { control, formState, handleSubmit, reset } = form;
  const sessions = useFieldArray({ control, name: 'sessions' });
  const summaryRef = useRef<HTMLDivElement>(null);

  // The action's answer: its values (a no-JavaScript row added) back in the form, its errors kept.
  useEffect(() => {
    // Not saved at all (lib/keep-typing.ts): the form is as typed, and leaving asks again.
    if (notSaved) submitting.current = false;
    if (notSaved) summaryRef.current?.scrollIntoView({ block: 'center' });
  }, [notSaved]);
  useEffect(() => {
    if (!result) return;
    submitting.current = false;
    reset(result.values, { keepDirty: true, keepDefaultValues: true, keepErrors: true });
    if (result.message) summaryRef.current?.scrollIntoView({ block: 'center' });
  }, [result, reset]);

  // Unsaved changes: leaving the page asks first (in the app and when closing the tab).
  const blocker = useBlocker(({ currentLocation, nextLocation }) => formState.isDirty && !submitting.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!formState.isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!submitting.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [formState.isDirty]);

  const busy = navigation.state !== 'idle';
  const errorCount = Object.keys(formState.errors).length;
  return (
    <>
      <p className="studio-crumbs">
        <Link to="/studio/campaigns">Campaigns</Link> / New campaign
      </p>
      <PageHeader title="New campaign">
        <Link to="/studio/campaigns/new/file">From a campaign file (YAML)</Link>
      </PageHeader>
      <p className="studio-muted">
        {from ? (
          <>
            A copy of <strong>{from}</strong>: give it its own address and dates, then change what differs.{' '}
          </>
        ) : null}
        Saved as a draft: only the studio and preview links see it until you publish it on the next page. Times are Hong Kong time.
      </p>
      {blocker.state === 'blocked' ? (
        <Notice tone="error" data-testid="unsaved-guard">
          <p>This campaign is not saved yet. Leave and lose what you typed?</p>
          <div className="studio-actions">
            <Button variant="danger" onClick={() => blocker.proceed()}>
              Leave without saving
            </Button>
            <Button variant="primary" onClick={() => blocker.reset()}>
              Stay on this page
            </Button>
          </div>
        </Notice>
      ) : null}
      <div ref={summaryRef} aria-live="assertive">
        {notSaved || result?.message ? (
          <Notice tone="error">
            <p>{notSaved?.message ?? result?.message}</p>
          </Notice>
        ) : errorCount > 0 && formState.isSubmitted ? (
          <Notice tone="error">
            <p>
              {errorCount} {errorCount === 1 ? 'field needs' : 'fields need'} attention: nothing was saved.
            </p>
          </Notice>
        ) : null}
      </div>

      <Form
        method="post"
        ref={formRef}
        className="studio-entry-form studio-campaign-form"
        aria-label="New campaign"
        noValidate
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          if (submitter?.value && submitter.value !== 'create') return; // a row added or removed without JavaScript
          event.preventDefault();
          void handleSubmit(() => {
            submitting.current = true;
            submit(formRef.current, { method: 'post' });
          })(event);
        }}
      >
        <CampaignBasics form={form} defaults={defaults} />
        <ThemeFields form={form} defaults={defaults} />
        <fieldset className="studio-fieldset">
          <legend>Registration, places and sessions</legend>
          <div className="studio-form-grid">
            <SelectField form={form} defaults={defaults} name="kind" label="What visitors register for">
              <option value="">Nothing (no form: a quiz or a giveaway only)</option>
              <option value="sample">Samples (free)</option>
              <option value="workshop">Workshop (with a fee)</option>
            </SelectField>
            <InputField form={form} defaults={defaults} name="feeHkd" label="Fee (HK$)" inputMode="numeric" hint="Workshops only. Leave empty for free samples." />
            <CheckboxField form={form} defaults={defaults} name="feeRedeemable" label="The fee is fully redeemable against a purchase" />
            <InputField form={form} defaults={defaults} name="sessionMinutes" label="About how long a session takes (minutes, shown to visitors)" inputMode="numeric" />
          </div>
          <SessionTotal form={form} />
          <FieldError form={form} name="sessions" />
          <ol className="studio-sessions" aria-label="Sessions">
            {sessions.fields.map((row, index) => (
              <li key={row.id} className="studio-session">
                <SessionRow form={form} defaults={defaults} index={index} locations={locations} onRemove={sessions.fields.length > 1 ? () => sessions.remove(index) : undefined} />
              </li>
            ))}
          </ol>
          <button
            type="submit"
            name="intent"
            value="add-session"
            className="studio-button"
            data-slot="button"
            data-variant="secondary"
            onClick={(event) => {
              event.preventDefault();
              sessions.append(emptySession());
            }}
          >
            Add a session
          </button>
        </fieldset>
        <TextsFields form={form} defaults={defaults} />
        <GiveawayFields form={form} defaults={defaults} />
        <input type="hidden" {...form.register('quiz')} defaultValue={defaults.quiz} />
        <input type="hidden" {...form.register('design')} defaultValue={defaults.design} />
        <div className="studio-actions studio-sticky-actions">
          <Button type="submit" name="intent" value="create" variant="primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save as draft'}
          </Button>
          <span className="studio-muted">Then preview it in English and Chinese, and publish it.</span>
        </div>
      </Form>
    </>
  );
}

interface FieldProps {
  form: UseFormReturn<Values>;
  defaults: Values;
  name: Name;
  label: string;
  hint?: ReactNode;
  lang?: string;
}

const idOf = (name: string) => `cf-${name.replace(/[^a-zA-Z0-9]/g, '-')}`;

/** A field's error from the form's state; a list's own error (no field of its own) sits under `root` in react-hook-form. */
function errorOf(form: UseFormReturn<Values>, name: string): string | undefined {
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return error?.message ?? (get(form.formState.errors, `${name}.root`) as { message?: string } | undefined)?.message;
}

function FieldError({ form, name }: { form: UseFormReturn<Values>; name: string }) {
  return <StudioFieldError id={idOf(name)} error={errorOf(form, name)} />;
}

/** A field of the campaign form in the studio's frame: id, its error, and the control's ARIA. */
function useFieldState(form: UseFormReturn<Values>, name: string, hint?: ReactNode) {
  const id = idOf(name);
  const error = errorOf(form, name);
  return { id, error, aria: studioFieldAria(id, { error, hint: Boolean(hint) }) };
}

function InputField({ form, defaults, name, label, hint, lang, ...props }: FieldProps & Omit<React.ComponentProps<'input'>, 'name' | 'form'>) {
  const { id, error, aria } = useFieldState(form, name, hint);
  return (
    <StudioField id={id} label={label} hint={hint} error={error}>
      <input id={id} type="text" lang={lang} {...props} {...form.register(name)} defaultValue={get(defaults, name) as string} {...aria} />
    </StudioField>
  );
}

function TextAreaField({ form, defaults, name, label, hint, lang, rows = 3 }: FieldProps & { rows?: number }) {
  const { id, error, aria } = useFieldState(form, name, hint);
  return (
    <StudioField id={id} label={label} hint={hint} error={error}>
      <textarea id={id} lang={lang} rows={rows} {...form.register(name)} defaultValue={get(defaults, name) as string} {...aria} />
    </StudioField>
  );
}

function SelectField({ form, defaults, name, label, hint, children }: FieldProps & { children: ReactNode }) {
  const { id, error, aria } = useFieldState(form, name, hint);
  return (
    <StudioField id={id} label={label} hint={hint} error={error}>
      <select id={id} {...form.register(name)} defaultValue={get(defaults, name) as string} {...aria}>
        {children}
      </select>
    </StudioField>
  );
}

function CheckboxField({ form, defaults, name, label }: FieldProps) {
  const { id, error, aria } = useFieldState(form, name);
  // The box before its label, as checkboxes read; the rest of the frame is the family's.
  return (
    <div className="studio-field studio-checkbox" data-slot="field" data-invalid={error ? '' : undefined}>
      <input id={id} type="checkbox" {...form.register(name)} defaultChecked={Boolean(get(defaults, name))} {...aria} />
      <label htmlFor={id}>{label}</label>
      <StudioFieldError id={id} error={error} />
    </div>
  );
}

function CampaignBasics({ form, defaults }: { form: UseFormReturn<Values>; defaults: Values }) {
  const slug = useWatch({ control: form.control, name: 'slug' });
  return (
    <fieldset className="studio-fieldset">
      <legend>Address and dates</legend>
      <div className="studio-form-grid">
        <InputField form={form} defaults={defaults} name="slug" label="Address" hint={`The page: /discovery-trial/${slug || 'your-campaign'}. Lower-case words joined by hyphens; it cannot change later.`} autoComplete="off" spellCheck={false} />
        <InputField form={form} defaults={defaults} name="opensAt" label="Opens (Hong Kong time)" type="datetime-local" />
        <InputField form={form} defaults={defaults} name="closesAt" label="Closes (Hong Kong time)" type="datetime-local" />
        <InputField form={form} defaults={defaults} name="retentionUntil" label="Delete registrations after (PDPO)" type="date" hint="At most six months after it closes, as the privacy policy promises." />
        <InputField form={form} defaults={defaults} name="statementVersion" label="Version of the personal-information statement" hint="As printed under the form, e.g. 2026.1." />
        <CheckboxField form={form} defaults={defaults} name="thankYou" label="A thank-you page after registering" />
        <CheckboxField form={form} defaults={defaults} name="edm" label="An e-mail landing page (/edm), with its texts below" />
      </div>
    </fieldset>
  );
}

function ThemeFields({ form, defaults }: { form: UseFormReturn<Values>; defaults: Values }) {
  const [accent, ground, motif] = useWatch({ control: form.control, name: ['accent', 'ground', 'motif'] });
  const valid = themeColourPattern.test(accent ?? '') && themeColourPattern.test(ground ?? '');
  const ratio = valid ? contrastRatio(accent!, ground!) : null;
  const passes = ratio !== null && ratio >= minimumTextContrast;
  return (
    <fieldset className="studio-fieldset">
      <legend>Look</legend>
      <div className="studio-form-grid">
        <ColourField form={form} defaults={defaults} name="accent" label="Accent colour (text and buttons)" />
        <ColourField form={form} defaults={defaults} name="ground" label="Ground colour (the page behind)" />
        <SelectField form={form} defaults={defaults} name="motif" label="Motif drawn on the page">
          {defaultMotifs.map((m) => (
            <option key={m} value={m}>
              {m.charAt(0).toUpperCase() + m.slice(1)}
            </option>
          ))}
        </SelectField>
        <SelectField form={form} defaults={defaults} name="layout" label="Layout">
          <option value="">Split (default)</option>
          <option value="split">Split</option>
          <option value="centred">Centred</option>
        </SelectField>
        <SelectField form={form} defaults={defaults} name="tone" label="Light or dark">
          <option value="">From the ground colour</option>
          <option value="light">Light</option>
          <option value="dark">Dark</option>
        </SelectField>
      </div>
      <div className="studio-contrast" data-passes={passes ? '' : undefined} aria-live="polite" data-testid="contrast-check">
        <span className="studio-contrast-sample" style={valid ? { color: accent, background: ground } : undefined} aria-hidden="true">
          Aa {motif}
        </span>
        <span>{ratio === null ? 'Choose both colours to check their contrast.' : `Contrast ${ratio.toFixed(2)}:1 — ${passes ? 'readable' : `too low: text needs ${minimumTextContrast}:1`} (WCAG AA).`}</span>
      </div>
    </fieldset>
  );
}

function ColourField({ form, defaults, name, label }: FieldProps) {
  const { id, error, aria } = useFieldState(form, name);
  const value = useWatch({ control: form.control, name }) as string;
  return (
    <StudioField id={id} label={label} error={error}>
      <span className="studio-colour">
        <input
          type="color"
          aria-label={`${label}: picker`}
          value={themeColourPattern.test(value ?? '') ? value.toLowerCase() : '#000000'}
          onChange={(event) => form.setValue(name, event.currentTarget.value, { shouldDirty: true, shouldValidate: true })}
          tabIndex={-1}
        />
        <input id={id} type="text" {...form.register(name)} defaultValue={get(defaults, name) as string} {...aria} spellCheck={false} size={8} />
      </span>
    </StudioField>
  );
}

const dayLabel = (date: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${date}T00:00:00Z`));

function SessionRow({ form, defaults, index, locations, onRemove }: { form: UseFormReturn<Values>; defaults: Values; index: number; locations: CampaignLocation[]; onRemove?: () => void }) {
  const base = `sessions.${index}` as const;
  const row = useWatch({ control: form.control, name: base });
  const dates = row ? sessionDates({ from: row.from, to: row.to, weekdays: row.weekdays ?? [] }) : [];
  const times = row ? sessionTimes(row.times ?? '') : [];
  const rowDefaults = defaults.sessions[index] ? defaults : { ...defaults, sessions: Object.assign([], defaults.sessions, { [index]: emptySession() }) };
  const weekdaysId = idOf(`${base}.weekdays`);
  const weekdaysInvalid = Boolean(get(form.formState.errors, `${base}.weekdays`));
  return (
    <fieldset className="studio-fieldset studio-session-fields">
      <legend>Session {index + 1}</legend>
      <div className="studio-form-grid">
        <SelectField form={form} defaults={rowDefaults} name={`${base}.location`} label="Place">
          <option value="">Choose a place</option>
          {locations.map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </SelectField>
        <InputField form={form} defaults={rowDefaults} name={`${base}.from`} label="First date" type="date" />
        <InputField form={form} defaults={rowDefaults} name={`${base}.to`} label="Last date" type="date" />
        <InputField form={form} defaults={rowDefaults} name={`${base}.times`} label="Start times (HH:MM, commas between)" placeholder="12:00, 16:00" />
        <InputField form={form} defaults={rowDefaults} name={`${base}.minutes`} label="Minutes each" inputMode="numeric" />
        <InputField form={form} defaults={rowDefaults} name={`${base}.quota`} label="Places in each session" inputMode="numeric" />
      </div>
      <fieldset className="studio-weekdays" aria-describedby={weekdaysInvalid ? `${weekdaysId}-error` : `${weekdaysId}-hint`}>
        <legend>Only on</legend>
        {weekdayNames.map((dayName, i) => (
          <label key={dayName}>
            <input type="checkbox" value={String(i)} {...form.register(`${base}.weekdays`)} defaultChecked={(rowDefaults.sessions[index]?.weekdays ?? []).includes(String(i))} /> {dayName}
          </label>
        ))}
        <span className="studio-field-hint" id={`${weekdaysId}-hint`}>
          None ticked: every day from the first date to the last.
        </span>
        <FieldError form={form} name={`${base}.weekdays`} />
      </fieldset>
      <p className="studio-muted" data-testid={`session-${index}-summary`}>
        {dates.length && times.length
          ? `${dates.length * times.length} session${dates.length * times.length === 1 ? '' : 's'}: ${dates.length} date${dates.length === 1 ? '' : 's'} (${dayLabel(dates[0]!)}${dates.length > 1 ? ` – ${dayLabel(dates.at(-1)!)}` : ''}) × ${times.join(', ')}.`
          : 'Choose the dates and start times to see the sessions.'}
      </p>
      {onRemove ? (
        <button
          type="submit"
          name="intent"
          value={`remove-session-${index}`}
          className="studio-button"
          data-slot="button"
          data-variant="quiet"
          onClick={(event) => {
            event.preventDefault();
            onRemove();
          }}
        >
          Remove session {index + 1}
        </button>
      ) : null}
    </fieldset>
  );
}

function SessionTotal({ form }: { form: UseFormReturn<Values> }) {
  const [sessions, kind] = useWatch({ control: form.control, name: ['sessions', 'kind'] });
  if (!kind) return <p className="studio-muted">No registration form: sessions are not needed.</p>;
  const total = (sessions ?? []).reduce((sum, s) => sum + sessionDates({ from: s.from, to: s.to, weekdays: s.weekdays ?? [] }).length * sessionTimes(s.times ?? '').length, 0);
  const places = (sessions ?? []).reduce((sum, s) => sum + sessionDates({ from: s.from, to: s.to, weekdays: s.weekdays ?? [] }).length * sessionTimes(s.times ?? '').length * (Number(s.quota) || 0), 0);
  return (
    <p className="studio-muted" aria-live="polite" data-testid="session-total">
      In all: {total} session{total === 1 ? '' : 's'}, {places.toLocaleString('en-GB')} places.
    </p>
  );
}

const languages: Record<CampaignFormLocale, string> = { en: 'English', 'zh-Hant': 'Chinese' };

function BilingualRow({ form, defaults, path, label, multiline, rows }: { form: UseFormReturn<Values>; defaults: Values; path: string; label: string; multiline?: boolean; rows?: number }) {
  return (
    <div className="studio-text-row">
      {campaignFormLocales.map((locale) => {
        const name = `texts.${locale}.${path}` as Name;
        const fieldLabel = `${label} (${languages[locale]})`;
        return multiline ? (
          <TextAreaField key={locale} form={form} defaults={defaults} name={name} label={fieldLabel} lang={locale} rows={rows} hint={rows && rows > 3 ? 'A blank line between paragraphs' : undefined} />
        ) : (
          <InputField key={locale} form={form} defaults={defaults} name={name} label={fieldLabel} lang={locale} />
        );
      })}
    </div>
  );
}

function TextsFields({ form, defaults }: { form: UseFormReturn<Values>; defaults: Values }) {
  const edm = useWatch({ control: form.control, name: 'edm' });
  return (
    <fieldset className="studio-fieldset">
      <legend>Texts in English and Traditional Chinese</legend>
      <BilingualFields>
        <BilingualRow form={form} defaults={defaults} path="title" label="Title" />
        <BilingualRow form={form} defaults={defaults} path="kicker" label="Kicker" />
        <BilingualRow form={form} defaults={defaults} path="summary" label="Summary" multiline />
        <BilingualRow form={form} defaults={defaults} path="body" label="Body" multiline rows={6} />
        {defaults.texts.en.facts.map((_, i) => (
          <div key={i} className="studio-text-row">
            {campaignFormLocales.map((locale) => (
              <div key={locale} className="studio-fact">
                <InputField form={form} defaults={defaults} name={`texts.${locale}.facts.${i}.label`} label={`Fact ${i + 1}: label (${languages[locale]})`} lang={locale} />
                <InputField form={form} defaults={defaults} name={`texts.${locale}.facts.${i}.value`} label={`Fact ${i + 1}: value (${languages[locale]})`} lang={locale} />
              </div>
            ))}
          </div>
        ))}
        <BilingualRow form={form} defaults={defaults} path="thankYouHeadline" label="Thank-you page: headline" />
        <BilingualRow form={form} defaults={defaults} path="thankYouBody" label="Thank-you page: text" multiline rows={4} />
        {edm ? (
          <>
            <BilingualRow form={form} defaults={defaults} path="edmHeadline" label="E-mail page: headline" />
            <BilingualRow form={form} defaults={defaults} path="edmBody" label="E-mail page: text" multiline rows={4} />
            <BilingualRow form={form} defaults={defaults} path="edmCta" label="E-mail page: button" />
          </>
        ) : null}
      </BilingualFields>
    </fieldset>
  );
}

function GiveawayFields({ form, defaults }: { form: UseFormReturn<Values>; defaults: Values }) {
  const on = useWatch({ control: form.control, name: 'giveaway' });
  return (
    <fieldset className="studio-fieldset">
      <legend>Giveaway</legend>
      <CheckboxField form={form} defaults={defaults} name="giveaway" label="This campaign has a giveaway" />
      {on ? (
        <>
          <div className="studio-form-grid">
            <InputField form={form} defaults={defaults} name="giveawayClosesAt" label="Giveaway closes (Hong Kong time)" type="datetime-local" />
            <InputField form={form} defaults={defaults} name="prizeValueHkd" label="Prize value (HK$, optional)" inputMode="numeric" />
            <InputField
              form={form}
              defaults={defaults}
              name="licenceNumber"
              label="Trade Promotion Competition Licence No."
              hint="A prize drawn at random needs a licence from the Office for Film, Newspaper and Article Administration. The page shows the number once it is entered."
            />
          </div>
          <div className="studio-text-row">
            {campaignFormLocales.map((locale) => (
              <div key={locale}>
                <InputField form={form} defaults={defaults} name={`giveawayTexts.${locale}.title`} label={`Giveaway title (${languages[locale]})`} lang={locale} />
                <InputField form={form} defaults={defaults} name={`giveawayTexts.${locale}.prize`} label={`Prize (${languages[locale]})`} lang={locale} />
                <TextAreaField form={form} defaults={defaults} name={`giveawayTexts.${locale}.rules`} label={`Rules, one a line (${languages[locale]})`} lang={locale} rows={4} />
              </div>
            ))}
          </div>
        </>
      ) : null}
    </fieldset>
  );
}
