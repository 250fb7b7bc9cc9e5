import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '@oriel/i18n';
import { EditorialSplit } from '@oriel/ui';
import { DiscoveryBand } from '../components/discovery-band';
import { FinderBand } from '../components/finder-band';
import { LandingHeader } from '../components/landing-header';
import { contentHeaders } from '../lib/cache';
import { content } from '../lib/content.server';
import { pageMeta, sectionCrumbs } from '../lib/meta';
import { pageContext } from '../lib/page.server';
import { toImage } from '../lib/view-models';
import type { Route } from './+types/fragrance';

export const headers = contentHeaders;

export async function loader({ params }: Route.LoaderArgs) {
  const ctx = pageContext(params);
  const [page, collections] = await Promise.all([content.page(ctx.locale, 'fragrance'), content.collections(ctx.locale)]);
  const crumbs = sectionCrumbs(ctx.locale, 'catalogue.fragrance.title', '/fragrance');
  return { ctx, page, collections, crumbs };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { ctx, page, collections, crumbs } = loaderData;
  return pageMeta(ctx, {
    path: '/fragrance',
    title: page.title,
    description: page.seoDescription,
    image: page.heroImage ?? collections[0]?.heroImage,
    crumbs,
  });
}

/** The fragrance collections, one spread each, newest first (as the header's Fragrance menu). */
export default function Fragrance({ loaderData }: Route.ComponentProps) {
  const { page, collections, crumbs } = loaderData;
  const heroImage = page.heroImage ?? collections[0]?.heroImage;
  return (
    <main className="ed-page">
      <LandingHeader eyebrowId="catalogue.fragrance.eyebrow" page={page} image={heroImage} crumbs={crumbs} />
      {collections.map((c, index) =>
        c.heroImage ? (
          <EditorialSplit
            key={c.slug}
            id={`collection-${c.slug}`}
            image={toImage(c.heroImage)}
            eyebrow={c.tagline}
            title={c.name}
            reverse={index % 2 === 1}
            tone={index % 2 === 1 ? 'stone' : 'paper'}
            action={
              <LocalizedLink to={`/fragrance/${c.slug}`} className="ed-button">
                <FormattedMessage id="catalogue.discoverName" values={{ name: c.name }} />
              </LocalizedLink>
            }
          >
            <p>{c.intro}</p>
          </EditorialSplit>
        ) : null,
      )}
      <FinderBand />
      <DiscoveryBand />
    </main>
  );
}
