import { FormattedMessage } from 'react-intl';
import { LocalizedLink, type MessagesHandle } from '@oriel/i18n';
import { EditorialSplit, ProductGrid, Section } from '@oriel/ui';
import { fetchCategories } from '@oriel/data-client';
import { DiscoveryBand } from '../components/discovery-band';
import { LandingHeader } from '../components/landing-header';
import { contentHeaders } from '../lib/cache';
import { content } from '../lib/content.server';
import { serverDataClient } from '../lib/data.server';
import { pageMeta, sectionCrumbs } from '../lib/meta';
import { pageContext } from '../lib/page.server';
import { toImage, toProductCard } from '../lib/view-models';
import type { Route } from './+types/makeup';

/** The message areas this page renders beyond the frame's: the page loads only their messages. */
export const handle = { messages: ['catalogue'] } satisfies MessagesHandle;

export const headers = contentHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const menu = await fetchCategories(serverDataClient, ctx.locale);
  const [page, categories, products] = await Promise.all([
    content.page(ctx.locale, 'makeup'),
    Promise.all(menu.map((c) => content.category(ctx.locale, c.slug))),
    content.products(ctx.locale, { line: 'makeup' }),
  ]);
  const crumbs = sectionCrumbs(ctx.locale, 'catalogue.makeup.title', '/makeup');
  // The signatures: tagged creations first (new, best-sellers), at most eight.
  const highlights = [...products].sort((a, b) => Number(b.tag !== null) - Number(a.tag !== null)).slice(0, 8);
  return { ctx, page, categories, highlights, crumbs };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { ctx, page, categories, crumbs } = loaderData;
  return pageMeta(ctx, {
    path: '/makeup',
    title: page.title,
    description: page.seoDescription,
    image: page.heroImage ?? categories[0]?.heroImage,
    crumbs,
  });
}

/** Makeup: complexion, eyes and lips (SPEC §3), each with its sub-categories. */
export default function Makeup({ loaderData }: Route.ComponentProps) {
  const { page, categories, highlights, crumbs } = loaderData;
  const heroImage = page.heroImage ?? categories[0]?.heroImage;
  return (
    <main className="ed-page">
      <LandingHeader eyebrowId="catalogue.makeup.eyebrow" page={page} image={heroImage} crumbs={crumbs} />
      {categories.map((c, index) =>
        c.heroImage ? (
          <EditorialSplit
            key={c.slug}
            id={`category-${c.slug}`}
            image={toImage(c.heroImage)}
            title={c.name}
            reverse={index % 2 === 1}
            tone={index % 2 === 1 ? 'stone' : 'paper'}
            action={
              <LocalizedLink to={`/makeup/${c.slug}`} className="ed-button">
                <FormattedMessage id="catalogue.makeup.explore" values={{ category: c.name }} />
              </LocalizedLink>
            }
          >
            <p>{c.intro}</p>
            <ul className="ed-inline-links">
              {c.first_lvl_sub_categories.map((s) => (
                <li key={s.slug}>
                  <LocalizedLink to={`/makeup/${c.slug}?sub=${s.slug}`}>{s.name}</LocalizedLink>
                </li>
              ))}
            </ul>
          </EditorialSplit>
        ) : null,
      )}
      {highlights.length > 0 && (
        <Section id="highlights" title={<FormattedMessage id="catalogue.makeup.highlights" />}>
          <ProductGrid products={highlights.map((p) => toProductCard(p))} />
        </Section>
      )}
      <DiscoveryBand />
    </main>
  );
}
