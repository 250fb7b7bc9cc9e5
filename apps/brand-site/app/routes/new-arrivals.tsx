import { FormattedMessage } from 'react-intl';
import { ProductGrid, Section } from '@oriel/ui';
import { DiscoveryBand } from '../components/discovery-band';
import { LandingHeader } from '../components/landing-header';
import { contentHeaders } from '../lib/cache';
import { content } from '../lib/content.server';
import { pageMeta, sectionCrumbs } from '../lib/meta';
import { pageContext } from '../lib/page.server';
import { toProductCard } from '../lib/view-models';
import type { Route } from './+types/new-arrivals';
import type { MessagesHandle } from '@oriel/i18n';

/** The message areas this page renders beyond the frame's: the page loads only their messages. */
export const handle = { messages: ['catalogue'] } satisfies MessagesHandle;

export const headers = contentHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const [page, arrivals] = await Promise.all([content.page(ctx.locale, 'new-arrivals'), content.newArrivals(ctx.locale)]);
  const crumbs = sectionCrumbs(ctx.locale, 'catalogue.newArrivals.title', '/new-arrivals');
  return { ctx, page, arrivals, crumbs };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { ctx, page, arrivals, crumbs } = loaderData;
  return pageMeta(ctx, {
    path: '/new-arrivals',
    title: page.title,
    description: page.seoDescription,
    image: page.heroImage ?? arrivals[0]?.image,
    crumbs,
  });
}

/** The newest creations of every line; each opens at `/new-arrivals/{line}/{slug}`. */
export default function NewArrivals({ loaderData }: Route.ComponentProps) {
  const { page, arrivals, crumbs } = loaderData;
  const heroImage = page.heroImage ?? arrivals[0]?.image;
  return (
    <main className="ed-page">
      <LandingHeader eyebrowId="catalogue.newArrivals.eyebrow" page={page} image={heroImage} crumbs={crumbs} />
      <Section
        id="creations"
        eyebrow={<FormattedMessage id="catalogue.count" values={{ count: arrivals.length }} />}
        title={<FormattedMessage id="catalogue.newArrivals.grid" />}
      >
        {arrivals.length ? (
          <ProductGrid products={arrivals.map((p) => ({ ...toProductCard(p), to: `/new-arrivals/${p.line}/${p.slug}` }))} />
        ) : (
          <p className="ed-empty">
            <FormattedMessage id="catalogue.empty" />
          </p>
        )}
      </Section>
      <DiscoveryBand />
    </main>
  );
}
