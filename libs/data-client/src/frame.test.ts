import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataClient } from './client';
import { loadFrame } from './frame';

const collections = { data: [{ id: 1, attributes: { name: 'Matin', slug: 'matin' } }], meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } } };
const campaign = (slug: string, header?: boolean) => ({
  id: slug.length,
  attributes: {
    slug,
    state: 'open',
    opensAt: '2026-01-01T00:00:00.000Z',
    closesAt: '2026-02-01T00:00:00.000Z',
    sessions: null,
    offers: ['sample'],
    feeHkd: null,
    feeRedeemable: false,
    giveaway: null,
    title: slug,
    kicker: 'k',
    summary: 's',
    theme: { accent: '#b89a63', ground: '#f6f1e8' },
    ...(header === undefined ? {} : { header }),
  },
});

/** A data service answering the two menu calls and the campaign list (or failing it). */
function service(campaigns: unknown[] | 'fails') {
  return createDataClient({
    baseUrl: 'http://data.test',
    fetch: (async (input: string) => {
      const url = new URL(input);
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/api/collections') return json(collections);
      if (url.pathname.startsWith('/api/categories/')) return json([]);
      if (url.pathname === '/api/campaigns') return campaigns === 'fails' ? json({ error: { message: 'down' } }, 503) : json({ data: campaigns, meta: { now: '2026-01-10T00:00:00.000Z' } });
      return json({ error: { message: 'not found' } }, 404);
    }) as typeof fetch,
  });
}

const load = (campaigns: unknown[] | 'fails') =>
  loadFrame({ locale: 'en', client: service(campaigns), now: new Date('2026-01-10T00:00:00Z') });

describe('loadFrame: the Discovery trial link (decision 191)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the campaign whose file says header: true', async () => {
    const frame = await load([campaign('le-perce-vent'), campaign('rituel-tasting', true), campaign('palais-royal-gardens', false)]);
    expect(frame.menu?.discoveryTrialSlug).toBe('rituel-tasting');
    expect(frame.menu?.collections).toEqual([{ name: 'Matin', slug: 'matin' }]);
  });

  it('names none (the link opens the hub) when no campaign holds the link', async () => {
    expect((await load([campaign('le-perce-vent')])).menu?.discoveryTrialSlug).toBeNull();
  });

  it('reads the campaign list the way the app asks (the brand site shares its cached reads)', async () => {
    const frame = await loadFrame({
      locale: 'en',
      client: service('fails'),
      now: new Date('2026-01-10T00:00:00Z'),
      readCampaigns: async () => [{ ...campaign('matin-oriel', true).attributes, state: 'open' as const, offers: ['quiz' as const] }],
    });
    expect(frame.menu?.discoveryTrialSlug).toBe('matin-oriel');
  });

  it('keeps the header, linking to the hub, when the campaign list fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const frame = await load('fails');
    expect(frame.menu).not.toBeNull();
    expect(frame.menu?.discoveryTrialSlug).toBeNull();
  });
});
