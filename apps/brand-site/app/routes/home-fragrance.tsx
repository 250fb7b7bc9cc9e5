import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '@oriel/i18n';
import { EditorialSplit, ProductGrid, Section } from '@oriel/ui';
import { LandingHeader } from '../components/landing-header';
import { WarrantyBand } from '../components/warranty-band';
import { contentHeaders } from '../lib/cache';
import { content } from '../lib/content.server';
import { pageMeta, sectionCrumbs } from '../lib/meta';
import { pageContext } from '../lib/page.server';
import { toImage, toProductCard } from '../lib/view-models';
import type { Route } from './+types/home-fragrance';

export const headers = contentHeaders;

export async function loader({ params }: Route.LoaderArgs) {
  const ctx = pageContext(params);
  const [page, collections, products] = await Promise.all([
    content.page(ctx.locale, 'home-fragrance'),
    content.homeCollections(ctx.locale),
    content.products(ctx.locale, { line: 'home-fragrance' }),
  ]);
  const crumbs = sectionCrumbs(ctx.locale, 'catalogue.homeFragrance.title', '/home-fragrance');
  return { ctx, page, collections, products, crumbs };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { ctx, page, collections, crumbs } = loaderData;
  return pageMeta(ctx, {
    path: '/home-fragrance',
    title: page.title,
    description: page.seoDescription,
    image: page.heroImage ?? collections[0]?.heroImage,
    crumbs,
  });
}

/** The at-home collection (SPEC: "Home fragrance ... the at-home collection under /home-fragrance"). */
export default function HomeFragrance({ loaderData }: Route.ComponentProps) {
  const { page, collections, products, crumbs } = loaderData;
  const heroImage = page.heroImage ?? collections[0]?.heroImage ?? products[0]?.image;
  return (
    <main className="ed-page">
      <LandingHeader eyebrowId="catalogue.homeFragrance.eyebrow" page={page} image={heroImage} crumbs={crumbs} />
      {collections.map((c, index) =>
        c.heroImage ? (
          <EditorialSplit
            key={c.slug}
            id={`collection-${c.slug}`}
            image={toImage(c.heroImage)}
            eyebrow={c.tagline}
            title={c.name}
            reverse={index % 2 === 1}
            action={
              <LocalizedLink to={`/home-fragrance/${c.slug}`} className="ed-button">
                <FormattedMessage id="catalogue.discoverName" values={{ name: c.name }} />
              </LocalizedLink>
            }
          >
            <p>{c.intro}</p>
          </EditorialSplit>
        ) : null,
      )}
      <Section
        id="creations"
        eyebrow={<FormattedMessage id="catalogue.count" values={{ count: products.length }} />}
        title={<FormattedMessage id="catalogue.homeFragrance.all" />}
      >
        {products.length ? (
          <ProductGrid products={products.map((p) => toProductCard(p))} />
        ) : (
          <p className="ed-empty">
            <FormattedMessage id="catalogue.empty" />
          </p>
        )}
      </Section>
      <WarrantyBand />
    </main>
  );
}
