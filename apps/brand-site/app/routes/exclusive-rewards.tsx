import { FormattedMessage } from 'react-intl';
import { fetchLoyaltyProgramme } from '@oriel/data-client';
import { LocalizedLink, translate, type MessagesHandle } from '@oriel/i18n';
import { Hero, Island, lazyIsland, Section } from '@oriel/ui';
import { lookupAction } from '../features/loyalty/lookup.server';
import { GiftTable, TierList } from '../features/loyalty/view';
import { contentHeaders } from '../lib/cache';
import { content } from '../lib/content.server';
import { serverDataClient } from '../lib/data.server';
import { pageMeta } from '../lib/meta';
import { pageContext } from '../lib/page.server';
import { toImage } from '../lib/view-models';
import type { Route } from './+types/exclusive-rewards';
import '@oriel/forms/otp.css';
import '../features/loyalty/loyalty.css';

/** The message areas this page renders beyond the frame's: the page loads only their messages. */
export const handle = { messages: ['hardening', 'loyalty', 'otp'] } satisfies MessagesHandle;

/**
 * The lookup form is an island with its own chunk (zod, the one-time code): the page paints and
 * hydrates without it, and its server-rendered form hydrates when the chunk has come (an `Island`).
 * Until then, and without JavaScript, it is a plain form posting to this route's action. Its styles
 * stay in the page's first load (no shift when it hydrates).
 */
const LoyaltyLookup = lazyIsland(() => import('../features/loyalty/loyalty-lookup').then((module) => ({ default: module.LoyaltyLookup })), { root: '[data-slot="loyalty-lookup"]' });

// The page is the same for every visitor and shared-cacheable; the lookup's answers (they name a
// member) come from the action and are never stored (no-store).
export function headers({ actionHeaders, errorHeaders }: Route.HeadersArgs): HeadersInit {
  if (actionHeaders.has('cache-control')) return actionHeaders;
  return contentHeaders({ errorHeaders });
}

/** The lookup's intents: send a code, verify it and show the member; posts to this route, so the lookup works without JavaScript. */
export async function action({ context, request }: Route.ActionArgs) {
  return lookupAction(request, pageContext(context).locale);
}

/** The programme and the page do not change with a lookup: no reload after one. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: { formMethod?: string; defaultShouldRevalidate: boolean }) {
  return formMethod ? false : defaultShouldRevalidate;
}

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  // The hero picture is the content team's (content/pages/exclusive-rewards.yaml); the texts are ours.
  const [programme, page] = await Promise.all([fetchLoyaltyProgramme(serverDataClient, ctx.locale), content.page(ctx.locale, 'exclusive-rewards')]);
  return { ctx, programme, heroImage: page.heroImage };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { ctx, heroImage } = loaderData;
  return pageMeta(ctx, {
    image: heroImage,
    path: '/exclusive-rewards',
    title: translate(ctx.locale, 'loyalty.title'),
    description: translate(ctx.locale, 'loyalty.description'),
    crumbs: [
      { label: translate(ctx.locale, 'pages.home'), to: '/' },
      { label: translate(ctx.locale, 'loyalty.title'), to: '/exclusive-rewards' },
    ],
  });
}

/** Exclusive rewards (SPEC §2): the programme at a glance and the members' points lookup. */
export default function ExclusiveRewards({ loaderData }: Route.ComponentProps) {
  const { programme, heroImage } = loaderData;
  return (
    <main className="ed-page loyalty-page">
      <Hero
        eyebrow={<FormattedMessage id="loyalty.eyebrow" />}
        title={<FormattedMessage id="loyalty.title" />}
        lead={<FormattedMessage id="loyalty.lead" />}
        image={heroImage ? toImage(heroImage, '') : undefined}
        actions={
          <>
            <a href="#lookup-title" className="ed-button">
              <FormattedMessage id="loyalty.cta.lookup" />
            </a>
            <LocalizedLink to="/exclusive-rewards/loyalty-program" className="ed-button">
              <FormattedMessage id="loyalty.cta.terms" />
            </LocalizedLink>
          </>
        }
      />
      <Section
        id="lookup"
        eyebrow={<FormattedMessage id="loyalty.lookup.eyebrow" />}
        title={<FormattedMessage id="loyalty.lookup.title" />}
        intro={<FormattedMessage id="loyalty.lookup.intro" />}
      >
        <Island>
          <LoyaltyLookup />
        </Island>
      </Section>
      <Section
        id="tiers"
        tone="stone"
        eyebrow={<FormattedMessage id="loyalty.tiers.eyebrow" />}
        title={<FormattedMessage id="loyalty.tiers.title" />}
        intro={<FormattedMessage id="loyalty.tiers.intro" />}
      >
        <TierList tiers={programme.tiers} />
      </Section>
      <Section
        id="gifts"
        eyebrow={<FormattedMessage id="loyalty.gifts.eyebrow" />}
        title={<FormattedMessage id="loyalty.gifts.title" />}
        intro={<FormattedMessage id="loyalty.gifts.intro" />}
      >
        <GiftTable gifts={programme.gifts} />
      </Section>
    </main>
  );
}
