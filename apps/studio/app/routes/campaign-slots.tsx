import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, data, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { OpsSlots } from '@oriel/contracts/campaign-ops';
import { Notice, PageHeader } from '../components/admin-ui';
import { CampaignPreviewForm, CampaignTabs, ErrorState, NewSlotForm, PlacesFigure, SlotTable } from '../components/campaign-ops';
import { type ApiAnswer, changedSinceOpened, required, signInFirst, studioApi } from '../lib/api.server';
import { openPresence } from '../lib/presence.server';
import { type PresenceState, PresenceNote, usePresence } from '../components/presence';
import { firstIssues } from '../lib/account-forms';
import { newSlotFormSchema, quotaFormSchema } from '../lib/slot-forms';
import type { Route } from './+types/campaign-slots';
import { keepTypingOnFailure, splitNotSaved } from '../lib/keep-typing';
import { fetchStudioJson } from '../lib/live-data';

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Slots · ${params.slug} · Studio` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const slots = await required(request, studioApi<OpsSlots>(request, `/api/studio/campaigns/${encodeURIComponent(params.slug)}/slots`));
  return { slots, presence: await openPresence(request, `slots:${slots.campaign.slug}`) };
}

type Result = { intent: string; slotId?: number; ok: boolean; message: string; fields?: Partial<Record<string, string>>; stale?: { version: number; mine: string; by: string; theirs: number } };

type Stale = { code?: string; version?: number; by?: string; current?: { quota: number; booked: number; closed: boolean } };

function result(request: Request, intent: string, answer: ApiAnswer<unknown>, ok: string, slotId?: number, mine?: string) {
  if (answer.status === 401) throw signInFirst(request);
  const fields = Object.fromEntries((answer.error?.details?.fields ?? []).map((f) => [f.path, f.message]));
  // A colleague changed the slot first (the edit guard's 409): what it is now, and the person's figure to save knowingly.
  const stale = answer.status === 409 && (answer.error?.details as Stale | undefined)?.code === 'stale' ? (answer.error!.details as Stale) : null;
  if (stale?.current) {
    const now = `It now has a quota of ${stale.current.quota}${stale.current.closed ? ' and is closed' : ''}; nothing of yours was saved.`;
    const message = `${changedSinceOpened(answer)} ${now}`;
    return data<Result>({ intent, slotId, ok: false, message, fields, ...(mine !== undefined ? { stale: { version: stale.version ?? 0, mine, by: stale.by ?? 'someone', theirs: stale.current.quota } } : {}) }, { status: 409 });
  }
  return data<Result>({ intent, slotId, ok: answer.ok, message: answer.ok ? ok : (answer.error?.message ?? 'The data service refused.'), fields }, { status: answer.ok ? 200 : answer.status });
}

/** Quota, add, close, reopen: each a form post (quota and add checked in the browser first); the data service checks and audits. */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const base = `/api/studio/campaigns/${encodeURIComponent(params.slug)}/slots`;
  const slotId = Number(form.get('slot'));
  if (intent === 'quota') {
    // The row's schema, as the browser checked it; the data service checks the bookings.
    const parsed = quotaFormSchema.safeParse({ quota: String(form.get('quota') ?? '') });
    if (!parsed.success) {
      const fields = firstIssues<'quota'>(parsed.error);
      return data<Result>({ intent, slotId, ok: false, message: fields.quota ?? 'Enter a quota.', fields }, { status: 400 });
    }
    const quota = String(parsed.data.quota);
    const answer = await studioApi<{ quota: number; remaining: number }>(request, `${base}/${slotId}/quota`, { method: 'PUT', body: { quota, baseVersion: String(form.get('baseVersion') ?? '') || undefined } });
    return result(request, intent, answer, `Quota saved: ${answer.data?.quota} (${answer.data?.remaining} remaining).`, slotId, quota);
  }
  if (intent === 'confirm-close') return data<Result>({ intent, slotId, ok: true, message: '' });
  if (intent === 'keep-open') return data<Result>({ intent, slotId, ok: true, message: 'The slot stays open.' });
  if (intent === 'close' || intent === 'reopen') {
    const answer = await studioApi(request, `${base}/${slotId}/${intent}`, { method: 'POST', body: { baseVersion: String(form.get('baseVersion') ?? '') || undefined } });
    return result(request, intent, answer, intent === 'close' ? 'Slot closed: it keeps its bookings and takes no more.' : 'Slot reopened.', slotId);
  }
  if (intent === 'add') {
    const body = Object.fromEntries(['location', 'date', 'time', 'minutes', 'quota'].map((k) => [k, String(form.get(k) ?? '')]));
    const parsed = newSlotFormSchema.safeParse(body);
    if (!parsed.success) return data<Result>({ intent, ok: false, message: 'Some fields of the new slot need attention.', fields: firstIssues(parsed.error) }, { status: 400 });
    const answer = await studioApi(request, base, { method: 'POST', body });
    return result(request, intent, answer, `Slot added: ${body.date} ${body.time}.`);
  }
  return data<Result>({ intent, ok: false, message: 'Unknown action.' }, { status: 400 });
}

/** A post that fails (session ended, server unreachable) keeps the form as typed (lib/keep-typing.ts). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepTypingOnFailure(serverAction);

/** The figures refresh every 5 seconds while the page is visible (TanStack Query). */
export const pollMs = 5_000;

export default function CampaignSlots() {
  const { slots, presence } = useLoaderData<typeof loader>();
  // An island of its own: the query cache lives with this page only.
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: pollMs } } }));
  return (
    <QueryClientProvider client={client}>
      <LiveSlots initial={slots} presence={presence} />
    </QueryClientProvider>
  );
}

function LiveSlots({ initial, presence }: { initial: OpsSlots; presence: PresenceState }) {
  const slug = initial.campaign.slug;
  const others = usePresence(`slots:${slug}`, presence);
  const { answer: actionResult, notSaved } = splitNotSaved(useActionData<typeof clientAction>());
  const navigation = useNavigation();
  const queryClient = useQueryClient();
  const key = ['campaign-slots', slug];
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchStudioJson<OpsSlots>(`/studio/campaigns/${encodeURIComponent(slug)}/slots.json`, signal),
    initialData: initial,
    initialDataUpdatedAt: Date.parse(initial.at),
    refetchInterval: pollMs,
  });
  // After a change, the route's loader brings fresh figures: they replace the polled ones.
  useEffect(() => {
    queryClient.setQueryData(key, initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is derived from the slug in `initial`
  }, [initial, queryClient]);
  const current = query.data ?? initial;
  const busySlot = navigation.state !== 'idle' && navigation.formData?.get('slot') ? Number(navigation.formData.get('slot')) : null;
  const slotFeedback = actionResult && actionResult.intent !== 'add' && actionResult.intent !== 'confirm-close' ? actionResult : null;
  const confirmClose = actionResult?.intent === 'confirm-close' ? (actionResult.slotId ?? null) : null;
  const addResult = actionResult?.intent === 'add' ? actionResult : null;
  const { campaign } = current;
  const updated = new Date(current.at).toLocaleTimeString('en-GB', { timeZone: 'Asia/Hong_Kong', hour12: false });
  return (
    <>
      <p className="studio-crumbs">
        <Link to="/studio/campaigns">Campaigns</Link> / {slug}
      </p>
      <PageHeader title={`${slug}: slots and quotas`} />
      <CampaignTabs slug={slug} />
      <PresenceNote others={others} />
      <CampaignPreviewForm slug={slug} />
      <PlacesFigure booked={campaign.booked} quota={campaign.quota} />
      <p className="studio-muted" data-testid="slot-totals">
        Figures as of {updated} (Hong Kong), refreshed every {pollMs / 1000} seconds.
      </p>
      {query.isError ? <ErrorState message={`${query.error.message} The figures shown are from ${updated}.`} onRetry={() => void query.refetch()} /> : null}
      {notSaved ? <Notice tone="error">{notSaved.message}</Notice> : null}
      {slotFeedback && !slotFeedback.slotId ? <Notice tone={slotFeedback.ok ? 'success' : 'error'}>{slotFeedback.message}</Notice> : null}
      {slotFeedback && slotFeedback.slotId && slotFeedback.intent !== 'quota' ? <Notice tone={slotFeedback.ok ? 'success' : 'error'}>{slotFeedback.message}</Notice> : null}
      {addResult?.ok ? <Notice tone="success">{addResult.message}</Notice> : null}
      <SlotTable slots={current.slots} feedback={slotFeedback?.intent === 'quota' ? slotFeedback : null} busySlot={busySlot} confirmClose={confirmClose} />
      <NewSlotForm locations={current.locations} sessionMinutes={campaign.sessionMinutes} errors={addResult && !addResult.ok ? addResult.fields : undefined} message={addResult && !addResult.ok ? addResult.message : null} />
    </>
  );
}
