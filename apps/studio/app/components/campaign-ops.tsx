import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Form, Link, NavLink, useNavigation } from 'react-router';
import { FormProvider, useFormState } from '@oriel/forms/rhf';
import type { OpsCampaign, OpsLocation, OpsRegistrationDetail, OpsRegistrationSummary, OpsSlot } from '@oriel/contracts/campaign-ops';
import { Button, Notice } from './admin-ui';
import { useStudioForm } from './form-fields';
import { UnsavedChangesGuard } from './unsaved-changes';
import { StudioFieldError, StudioFormSelectField, StudioFormTextField, studioFieldAria } from './studio-field';
import { type NewSlotForm as NewSlotFormValues, type QuotaForm as QuotaFormValues, newSlotFormSchema, quotaFormSchema } from '../lib/slot-forms';

/**
 * Campaign operations: the slots table with its quota forms, the new-slot
 * form, the registration list and details, the campaign tabs and the loading/empty/error states.
 * Every form is a plain route form (works without JavaScript); the server checks everything again.
 */

export const hongKongDateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Hong_Kong', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
export const hongKongDay = (date: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${date}T00:00:00Z`));

export function CampaignTabs({ slug }: { slug: string }) {
  const base = `/studio/campaigns/${slug}`;
  return (
    <nav className="studio-tabs" aria-label="Campaign">
      <NavLink to={base} end>
        Slots and quotas
      </NavLink>
      <NavLink to={`${base}/registrations`}>Registrations</NavLink>
      <NavLink to={`${base}/dashboard`}>Dashboard</NavLink>
      <NavLink to={`${base}/texts`}>Texts</NavLink>
    </nav>
  );
}

/**
 * Preview of the campaign's public page in a new tab, in English or Chinese, optionally at a moment
 * (Hong Kong time): a plain GET form to /studio/campaigns/:slug/preview, so it works without JavaScript.
 */
export function CampaignPreviewForm({ slug }: { slug: string }) {
  return (
    <form method="get" action={`/studio/campaigns/${slug}/preview`} target="_blank" className="studio-preview-form" aria-label="Preview the campaign page">
      <span className="studio-field">
        <label htmlFor="campaign-preview-locale">Language</label>
        <select id="campaign-preview-locale" name="locale" defaultValue="en">
          <option value="en">English</option>
          <option value="tc">Traditional Chinese</option>
        </select>
      </span>
      <span className="studio-field">
        <label htmlFor="campaign-preview-at">At (Hong Kong time, optional)</label>
        <input id="campaign-preview-at" name="at" type="datetime-local" aria-describedby="campaign-preview-at-hint" />
        <span className="studio-field-hint" id="campaign-preview-at-hint">
          Empty: as it is now. The link works for one hour.
        </span>
      </span>
      <button type="submit" data-slot="button" data-variant="secondary" className="studio-button">
        Preview
      </button>
    </form>
  );
}

/**
 * The campaign's one figure for places (the list, the slots page and the dashboard): booked of the
 * places offered, where a closed slot offers only what it already holds.
 */
export function PlacesFigure({ booked, quota }: { booked: number; quota: number }) {
  return (
    <p className="studio-places" data-testid="places-figure">
      <strong>
        {booked.toLocaleString('en-GB')} of {quota.toLocaleString('en-GB')}
      </strong>{' '}
      places booked{quota > 0 ? ` (${Math.round((booked / quota) * 100)}%)` : ''}. A closed slot counts only the places it holds.
    </p>
  );
}

/**
 * The answer of a save, where the eye is: pinned to the bottom of the window (a live region), so a
 * person who pressed a button at the bottom of a long form sees it; errors also sit at their fields.
 */
export function Toast({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <div className="studio-toast" data-tone={tone} role={tone === 'error' ? 'alert' : 'status'} aria-live={tone === 'error' ? 'assertive' : 'polite'}>
      {children}
    </div>
  );
}

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="studio-state" data-state="loading" role="status" aria-live="polite">
      {label}
    </p>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="studio-state" data-state="empty">
      <p className="studio-state-title">{title}</p>
      {children ? <p className="studio-muted">{children}</p> : null}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Notice tone="error">
      {message}{' '}
      {onRetry ? (
        <Button variant="quiet" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Notice>
  );
}

export type CampaignPhase = 'open' | 'upcoming' | 'ended';
export const campaignPhases: { value: CampaignPhase; label: string }[] = [
  { value: 'open', label: 'Open now' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'ended', label: 'Ended' },
];

/** Where a campaign stands at a moment: before it opens, between its dates, from its close. */
export function campaignPhase(c: Pick<OpsCampaign, 'opensAt' | 'closesAt'>, now: number): CampaignPhase {
  if (now < Date.parse(c.opensAt)) return 'upcoming';
  return now < Date.parse(c.closesAt) ? 'open' : 'ended';
}

export function CampaignTable({ campaigns, now, filtered }: { campaigns: OpsCampaign[]; now: number; filtered?: string | null }) {
  if (campaigns.length === 0) {
    return filtered ? (
      <EmptyState title={`No campaign is ${filtered.toLowerCase()}.`}>Show all campaigns, or create one with “New campaign”.</EmptyState>
    ) : (
      <EmptyState title="No campaign yet.">Create the first one with “New campaign”.</EmptyState>
    );
  }
  return (
    <table className="studio-table">
      <thead>
        <tr>
          <th scope="col">Campaign</th>
          <th scope="col">State</th>
          <th scope="col">Open (Hong Kong time)</th>
          <th scope="col">Booked / places</th>
          <th scope="col">Registrations</th>
          <th scope="col">Kept until (PDPO)</th>
          <th scope="col">
            <span className="studio-visually-hidden">Copy</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {campaigns.map((c) => {
          const phase = campaignPhase(c, now);
          return (
            <tr key={c.slug} data-phase={phase}>
              <td>
                <Link to={`/studio/campaigns/${c.slug}`}>{c.slug}</Link>
              </td>
              <td>
                <span className="studio-badge" data-status={phase === 'open' ? 'published' : phase === 'upcoming' ? 'changed' : 'missing'}>
                  {campaignPhases.find((p) => p.value === phase)!.label}
                </span>{' '}
                {c.publishedAt ? null : (
                  <span className="studio-badge" data-status="draft">
                    Draft: not public
                  </span>
                )}
              </td>
              <td>
                {hongKongDateTime(c.opensAt)} – {hongKongDateTime(c.closesAt)}
              </td>
              <td className="studio-number">{c.registrationKind ? `${c.booked} / ${c.quota}` : '—'}</td>
              <td className="studio-number">{c.registrations}</td>
              <td>{c.retentionUntil}</td>
              <td>
                <Link to={`/studio/campaigns/new?from=${encodeURIComponent(c.slug)}`}>
                  Duplicate<span className="studio-visually-hidden"> {c.slug}</span>
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export interface SlotFeedback {
  slotId?: number;
  ok: boolean;
  message: string;
  /** A quota refused because a colleague changed the slot first: theirs is shown; "Save mine" keeps the person's. */
  stale?: { version: number; mine: string; by: string; theirs: number };
}

/** One slot's state in words: the same words the page uses to describe it. */
function slotState(s: OpsSlot) {
  if (s.closed) return 'Closed';
  if (s.past) return 'Past';
  if (s.remaining === 0) return 'Full';
  return 'Open';
}

/**
 * Per location and date: each slot's quota, booked and remaining, with its quota form and
 * close/reopen button. `feedback` is the answer of the last change, shown on its row.
 */
export function SlotTable({ slots, feedback, busySlot, confirmClose }: { slots: OpsSlot[]; feedback?: SlotFeedback | null; busySlot?: number | null; confirmClose?: number | null }) {
  if (slots.length === 0) return <EmptyState title="No slot in this campaign.">Add the first one below.</EmptyState>;
  const groups = new Map<string, OpsSlot[]>();
  for (const s of slots) groups.set(`${s.locationName} · ${s.date}`, [...(groups.get(`${s.locationName} · ${s.date}`) ?? []), s]);
  return (
    <table className="studio-table studio-slots">
      <caption className="studio-visually-hidden">Slots by location and date</caption>
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">State</th>
          <th scope="col" className="studio-number">
            Booked
          </th>
          <th scope="col" className="studio-number">
            Remaining
          </th>
          <th scope="col">Quota</th>
          <th scope="col">
            <span className="studio-visually-hidden">Open or close</span>
          </th>
        </tr>
      </thead>
      {[...groups].map(([group, rows]) => (
        <tbody key={group}>
          <tr className="studio-group-row">
            <th scope="rowgroup" colSpan={6}>
              {group.split(' · ')[0]} · {hongKongDay(rows[0]!.date)}
            </th>
          </tr>
          {rows.map((s) => {
            const label = `${s.locationName}, ${hongKongDay(s.date)} ${s.time}`;
            const mine = feedback && feedback.slotId === s.id ? feedback : null;
            return (
              <tr key={s.id} data-slot-id={s.id} data-state={slotState(s).toLowerCase()}>
                <th scope="row">
                  {s.time}–{s.endTime}
                </th>
                <td>
                  <span className="studio-badge" data-status={s.closed || s.remaining === 0 ? 'missing' : 'published'}>
                    {slotState(s)}
                  </span>
                </td>
                <td className="studio-number">{s.booked}</td>
                <td className="studio-number">{s.remaining}</td>
                <td>
                  <QuotaForm key={s.id} slot={s} label={label} feedback={mine} busy={busySlot === s.id} />
                  {mine?.stale ? (
                    // The merge of a single figure: theirs stays unless the person saves theirs over it, knowingly.
                    <Form method="post" className="studio-inline-form">
                      <input type="hidden" name="intent" value="quota" />
                      <input type="hidden" name="slot" value={s.id} />
                      <input type="hidden" name="baseVersion" value={mine.stale.version} />
                      <input type="hidden" name="quota" value={mine.stale.mine} />
                      <Button type="submit" variant="secondary" disabled={busySlot === s.id}>
                        Save {mine.stale.mine} instead of {mine.stale.by}&rsquo;s {mine.stale.theirs}
                        <span className="studio-visually-hidden"> for {label}</span>
                      </Button>
                    </Form>
                  ) : null}
                </td>
                <td>
                  {confirmClose === s.id && !s.closed ? (
                    // Closing takes a second step (a post, so it works without JavaScript too).
                    <Form method="post" className="studio-confirm" aria-label={`Close ${label}?`}>
                      <input type="hidden" name="baseVersion" value={s.version} />
                      <p role="alert">
                        Close {label}? {s.booked ? `Its ${s.booked} booking${s.booked === 1 ? '' : 's'} stay; ` : ''}it takes no more and leaves the registration form.
                      </p>
                      <input type="hidden" name="slot" value={s.id} />
                      <Button type="submit" name="intent" value="close" variant="danger" disabled={busySlot === s.id}>
                        Close slot
                      </Button>
                      <Button type="submit" name="intent" value="keep-open" variant="quiet">
                        Keep it open
                      </Button>
                    </Form>
                  ) : (
                    <Form method="post">
                      <input type="hidden" name="intent" value={s.closed ? 'reopen' : 'confirm-close'} />
                      <input type="hidden" name="slot" value={s.id} />
                      <input type="hidden" name="baseVersion" value={s.version} />
                      <Button type="submit" variant="quiet" disabled={busySlot === s.id}>
                        {s.closed ? 'Reopen' : 'Close'}
                        <span className="studio-visually-hidden"> {label}</span>
                      </Button>
                    </Form>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      ))}
    </table>
  );
}

/**
 * A slot's quota, on react-hook-form: checked in the browser with the action's schema (the data
 * service's rule); the answer is said on the row, a refusal at the field (and focused). One form
 * per version of the slot: a colleague's change draws it anew, a refresh of the figures does not.
 */
function QuotaForm({ slot, label, feedback, busy }: { slot: OpsSlot; label: string; feedback: SlotFeedback | null; busy: boolean }) {
  // The answer's sentence says why and what to do ("6 places are already booked…"): it is the field's message.
  const refused = useMemo(() => (feedback && !feedback.ok ? { quota: feedback.message } : null), [feedback]);
  const { form, onSubmit } = useStudioForm<QuotaFormValues>({ schema: quotaFormSchema, errors: refused, intent: 'quota' });
  const { errors, dirtyFields } = useFormState({ control: form.control, name: 'quota' });
  const error = errors.quota?.message;
  // The figures are read again every few seconds. A new quota (a colleague's, or this person's
  // saved) shows in the field unless a figure is being typed there: the typing stays, and so does
  // the version it was typed against, so saving it is refused with both figures, never a silent
  // overwrite of the colleague's.
  const typing = Boolean(dirtyFields.quota) && String(form.getValues('quota')) !== String(slot.quota);
  const [basis, setBasis] = useState({ quota: slot.quota, version: slot.version });
  useEffect(() => {
    if (typing || (basis.quota === slot.quota && basis.version === slot.version)) return;
    setBasis({ quota: slot.quota, version: slot.version });
    form.reset({ quota: String(slot.quota) } as never);
  }, [slot.quota, slot.version, typing, basis, form]);
  const saved = feedback?.ok && !error ? feedback.message : null;
  const id = `quota-${slot.id}`;
  return (
    <Form method="post" className="studio-inline-form" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="quota" />
      <input type="hidden" name="slot" value={slot.id} />
      {/* The slot's version this row shows: a colleague's change since is refused, not undone. */}
      <input type="hidden" name="baseVersion" value={basis.version} />
      <label className="studio-visually-hidden" htmlFor={id}>
        Quota of {label}
      </label>
      <input id={id} type="number" inputMode="numeric" min={0} step={1} required defaultValue={basis.quota} {...form.register('quota')} {...studioFieldAria(id, { error, hint: Boolean(saved) || (typing && basis.quota !== slot.quota) })} />
      <Button type="submit" disabled={busy}>
        Save<span className="studio-visually-hidden"> quota of {label}</span>
      </Button>
      {saved ? (
        <span id={`${id}-hint`} className="studio-field-hint" role="status">
          {saved}
        </span>
      ) : typing && basis.quota !== slot.quota ? (
        <span id={`${id}-hint`} className="studio-field-hint" role="status">
          Now {slot.quota} (changed meanwhile); yours is not saved.
        </span>
      ) : null}
      <StudioFieldError id={id} error={error} />
    </Form>
  );
}

/** Adds a slot: location, Hong Kong date and time, length and quota (checked in the browser with the action's schema first). */
export function NewSlotForm({ locations, sessionMinutes, errors, message }: { locations: OpsLocation[]; sessionMinutes: number | null; errors?: Partial<Record<string, string>> | null; message?: string | null }) {
  const busy = useNavigation().formData?.get('intent') === 'add';
  const answered = errors && Object.keys(errors).length ? errors : null;
  const { form, onSubmit } = useStudioForm<NewSlotFormValues>({ schema: newSlotFormSchema, errors: answered, intent: 'add' });
  return (
    <FormProvider {...form}>
      {/* The page's one guard (one blocker at a time): a slot typed in full and not yet added. */}
      <UnsavedChangesGuard control={form.control} />
      <Form method="post" className="studio-new-slot" aria-labelledby="new-slot-title" noValidate onSubmit={onSubmit}>
        <h2 id="new-slot-title">Add a slot</h2>
        {message ? <Notice tone="error">{message}</Notice> : null}
        <StudioFormSelectField id="new-slot-location" label="Location" name="location" required defaultValue="">
          <option value="" disabled>
            Choose a location
          </option>
          {locations.map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </StudioFormSelectField>
        <StudioFormTextField label="Date (Hong Kong)" name="date" type="date" required />
        <StudioFormTextField label="Starts at (Hong Kong)" name="time" type="time" required />
        <StudioFormTextField label="Minutes" name="minutes" type="number" min={5} max={1440} required defaultValue={sessionMinutes ?? 60} />
        <StudioFormTextField label="Quota" name="quota" type="number" min={0} required defaultValue={10} />
        <div>
          <Button type="submit" name="intent" value="add" variant="primary" disabled={busy}>
            {busy ? 'Adding…' : 'Add slot'}
          </Button>
        </div>
      </Form>
    </FormProvider>
  );
}

export function RegistrationTable({ registrations, slug, query }: { registrations: OpsRegistrationSummary[]; slug: string; query?: string }) {
  if (registrations.length === 0) return <EmptyState title={query ? `No registration matches “${query}”.` : 'No registration yet.'}>{query ? 'Search by reference, phone, email or name.' : null}</EmptyState>;
  return (
    <table className="studio-table">
      <thead>
        <tr>
          <th scope="col">Reference</th>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Phone</th>
          <th scope="col">Location and slot</th>
          <th scope="col">Registered</th>
          <th scope="col">Marketing</th>
        </tr>
      </thead>
      <tbody>
        {registrations.map((r) => (
          <tr key={r.id}>
            <td>
              <Link to={`/studio/campaigns/${slug}/registrations/${r.id}`}>{r.reference}</Link>
            </td>
            <td>{r.name}</td>
            <td>{r.email}</td>
            <td>{r.phone}</td>
            <td>
              {r.location}, {r.slot}
            </td>
            <td>{hongKongDateTime(r.createdAt)}</td>
            <td>{r.marketingOptOut ? 'Opted out' : 'Allowed'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RegistrationDetails({ registration: r }: { registration: OpsRegistrationDetail }) {
  const rows: [string, ReactNode][] = [
    ['Reference', r.reference],
    ['Name', `${r.salutation ? `${r.salutation.charAt(0).toUpperCase()}${r.salutation.slice(1)} ` : ''}${r.firstName} ${r.lastName}`],
    ['Email', r.email],
    ['Phone', `${r.callingCode} ${r.contactNumber}`],
    ['Age range', r.ageRange],
    ['Province', r.province ?? '—'],
    ['Location', r.location],
    ['Slot (Hong Kong)', r.slot],
    ['Registered', hongKongDateTime(r.createdAt)],
    ['Language', r.locale === 'en' ? 'English' : 'Traditional Chinese'],
    ['Hear from us by', r.communication.join(', ') || '—'],
    ['Direct marketing', r.marketingOptOut ? `Opted out${r.marketingOptOutAt ? ` (${hongKongDateTime(r.marketingOptOutAt)})` : ''}` : 'Allowed'],
    ['Statement version', r.statementVersion],
    ['Terms accepted', hongKongDateTime(r.termsAcceptedAt)],
  ];
  return (
    <dl className="studio-details">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
