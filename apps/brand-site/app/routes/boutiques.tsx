import { FormattedMessage, useIntl } from 'react-intl';
import { brand } from '@oriel/config';
import { translate, type MessagesHandle } from '@oriel/i18n';
import { BoutiqueList, Breadcrumb, Hero, Section, telHref } from '@oriel/ui';
import { DiscoveryBand } from '../components/discovery-band';
import { contentHeaders } from '../lib/cache';
import { now } from '../lib/clock.server';
import { content } from '../lib/content.server';
import { pageMeta } from '../lib/meta';
import { pageContext } from '../lib/page.server';
import { openBoutiques, toBoutique, toImage } from '../lib/view-models';
import type { Route } from './+types/boutiques';

/** The message areas this page renders beyond the frame's: the page loads only their messages. */
export const handle = { messages: ['catalogue'] } satisfies MessagesHandle;

export const headers = contentHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const boutiques = await content.boutiques(ctx.locale);
  const crumbs = [
    { label: translate(ctx.locale, 'pages.home'), to: '/' },
    { label: translate(ctx.locale, 'pages.boutiques.title'), to: '/boutiques' },
  ];
  // The day the page was rendered, on the site's clock (APP_NOW moves it, as for every other page):
  // server and browser then agree on which pop-ups are open, coming or past.
  return { ctx, boutiques, crumbs, today: now().toISOString() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { ctx, boutiques, crumbs } = loaderData;
  return pageMeta(ctx, {
    path: '/boutiques',
    title: translate(ctx.locale, 'pages.boutiques.title'),
    description: translate(ctx.locale, 'pages.boutiques.description'),
    image: boutiques.find((b) => b.image)?.image,
    crumbs,
  });
}

/** The boutique list of the spec's screens: 2 permanent boutiques and the pop-up stores. */
export default function Boutiques({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { boutiques, crumbs } = loaderData;
  const permanent = boutiques.filter((b) => b.kind === 'permanent');
  const open = new Set(openBoutiques(boutiques, new Date(loaderData.today)).map((b) => b.slug));
  const popUps = boutiques.filter((b) => b.kind === 'pop-up' && open.has(b.slug));
  const pastPopUps = boutiques.filter((b) => b.kind === 'pop-up' && !open.has(b.slug));
  const cover = boutiques.find((b) => b.image)?.image;
  const renderedAt = new Date(loaderData.today);
  return (
    <main className="ed-page">
      <Hero
        eyebrow={<FormattedMessage id="pages.boutiques.eyebrow" />}
        title={intl.formatMessage({ id: 'pages.boutiques.title' })}
        lead={<FormattedMessage id="pages.boutiques.lead" />}
        image={cover ? toImage(cover, '') : undefined}
        size="tall"
      >
        <Breadcrumb crumbs={crumbs} tone="dark" />
      </Hero>
      <Section
        id="permanent"
        title={<FormattedMessage id="pages.boutiques.permanent" />}
        intro={<FormattedMessage id="pages.boutiques.enquiry" values={{ phone: <a href={telHref(brand.phone.display)}>{brand.phone.display}</a> }} />}
      >
        <BoutiqueList boutiques={permanent.map((b) => toBoutique(b, renderedAt))} />
      </Section>
      {/* No band for pop-ups when none is open: one quiet line above the past ones says so. */}
      {popUps.length > 0 && (
        <Section id="pop-ups" tone="stone" title={<FormattedMessage id="pages.boutiques.popUps" />}>
          <BoutiqueList boutiques={popUps.map((b) => toBoutique(b, renderedAt))} />
        </Section>
      )}
      {pastPopUps.length > 0 && (
        <Section
          id="past-pop-ups"
          tone="stone"
          title={<FormattedMessage id="pages.boutiques.pastPopUps" />}
          intro={popUps.length ? undefined : <FormattedMessage id="pages.boutiques.none" />}
        >
          <BoutiqueList boutiques={pastPopUps.map((b) => toBoutique(b))} compact />
        </Section>
      )}
      {popUps.length === 0 && pastPopUps.length === 0 && (
        <Section id="pop-ups" tone="stone" title={<FormattedMessage id="pages.boutiques.popUps" />} intro={<FormattedMessage id="pages.boutiques.none" />} />
      )}
      <DiscoveryBand />
    </main>
  );
}
