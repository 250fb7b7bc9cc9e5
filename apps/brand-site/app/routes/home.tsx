import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink, organizationJsonLd, translate, type MessagesHandle } from '@oriel/i18n';
import { ArticleCard, EditorialSplit, Hero, ProductGrid, Section } from '@oriel/ui';
import { DiscoveryBand } from '../components/discovery-band';
import { PageIntro } from '../components/page-intro';
import { homeHeaders } from '../lib/cache';
import { content } from '../lib/content.server';
import { compactImage } from '../lib/images.server';
import { pageMeta } from '../lib/meta';
import { pageContext } from '../lib/page.server';
import { toArticleCard, toImage, toProductCard } from '../lib/view-models';
import type { Route } from './+types/home';

/** The message areas this page renders beyond the frame's: the page loads only their messages. */
export const handle = { messages: ['catalogue', 'home'] } satisfies MessagesHandle;

export const headers = homeHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const [page, collections, arrivals, articles, homeCollections] = await Promise.all([
    content.page(ctx.locale, 'home'),
    content.collections(ctx.locale),
    content.newArrivals(ctx.locale),
    content.articles(ctx.locale),
    content.homeCollections(ctx.locale),
  ]);
  const makeup = await content.products(ctx.locale, { line: 'makeup', pageSize: 1 });
  // Only what the page draws (the loader data is encoded into the HTML next to the markup, and
  // every field costs bytes and render time): the lead and two more collections, the cards already
  // made. Images as compact renditions (the markup already carries their `srcset`s); the newest
  // collection's picture is the hero's only when the page has none of its own.
  const pick = ({ slug, name, tagline, heroImage }: (typeof collections)[number]) => ({ slug, name, tagline, heroImage: heroImage && compactImage(heroImage) });
  const heroImage = page.heroImage ?? collections[0]?.heroImage;
  const homeCollection = homeCollections[0];
  return {
    ctx,
    page: { title: page.title, intro: page.intro, seoDescription: page.seoDescription, sections: page.sections },
    heroImage: heroImage ? compactImage(heroImage) : null,
    collections: collections.slice(1, 3).map(pick),
    arrivals: arrivals.slice(0, 4).map((p) => ({ ...toProductCard({ ...p, image: compactImage(p.image) }), to: `/new-arrivals/${p.line}/${p.slug}` })),
    articles: articles.slice(0, 3).map((a) => toArticleCard({ ...a, coverImage: compactImage(a.coverImage) })),
    homeCollection: homeCollection?.heroImage ? { name: homeCollection.name, heroImage: compactImage(homeCollection.heroImage) } : null,
    makeupImage: makeup[0] ? compactImage(makeup[0].image) : null,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { ctx, page, heroImage } = loaderData;
  return pageMeta(ctx, {
    path: '/',
    title: translate(ctx.locale, 'home.title'),
    bareTitle: true,
    description: page.seoDescription,
    image: heroImage,
    jsonLd: [organizationJsonLd(ctx.siteUrl, ctx.locale)],
  });
}

/** The house's front page: the newest collection in full, then what is new, the stories and the lines. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { page, heroImage, collections, arrivals, articles, homeCollection, makeupImage } = loaderData;
  return (
    <main className="ed-page">
      <Hero
        size="full"
        eyebrow={page.title}
        title={intl.formatMessage({ id: 'home.heroTitle' })}
        lead={page.intro}
        image={heroImage ? toImage(heroImage) : undefined}
        actions={
          <LocalizedLink to="/fragrance" className="ed-button">
            <FormattedMessage id="home.heroCta" />
          </LocalizedLink>
        }
      />
      <PageIntro page={page} />
      {arrivals.length > 0 && (
        <Section
          id="new-arrivals"
          eyebrow={<FormattedMessage id="home.newArrivalsIntro" />}
          title={<FormattedMessage id="home.newArrivals" />}
          action={
            <LocalizedLink to="/new-arrivals" className="ed-link">
              <FormattedMessage id="pages.viewAll" />
            </LocalizedLink>
          }
        >
          <ProductGrid products={arrivals} />
        </Section>
      )}
      {collections.map((c, index) =>
        c.heroImage ? (
          <EditorialSplit
            key={c.slug}
            id={`collection-${c.slug}`}
            image={toImage(c.heroImage)}
            // Each collection its own kicker, its tagline (one shared kicker read as the same line on every spread).
            eyebrow={c.tagline.replace(/[.。]$/u, '')}
            title={c.name}
            reverse={index % 2 === 1}
            tone={index % 2 === 0 ? 'ink' : 'paper'}
            action={
              <LocalizedLink to={`/fragrance/${c.slug}`} className="ed-button">
                <FormattedMessage id="catalogue.discoverName" values={{ name: c.name }} />
              </LocalizedLink>
            }
          />
        ) : null,
      )}
      {articles.length > 0 && (
        <Section
          id="stories"
          tone="stone"
          title={<FormattedMessage id="home.stories" />}
          action={
            <LocalizedLink to="/article" className="ed-link">
              <FormattedMessage id="pages.viewAll" />
            </LocalizedLink>
          }
        >
          <ul className="ed-article-list ed-article-list--three">
            {articles.map((a) => (
              <li key={a.to}>
                <ArticleCard article={a} headingLevel={3} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      {makeupImage && (
        <EditorialSplit
          id="makeup"
          image={toImage(makeupImage, '')}
          eyebrow={<FormattedMessage id="home.makeup" />}
          title={<FormattedMessage id="home.makeupTitle" />}
          action={
            <LocalizedLink to="/makeup" className="ed-button">
              <FormattedMessage id="home.makeupCta" />
            </LocalizedLink>
          }
        >
          <p>
            <FormattedMessage id="home.makeupText" />
          </p>
        </EditorialSplit>
      )}
      {homeCollection?.heroImage && (
        <EditorialSplit
          id="home-fragrance"
          reverse
          tone="stone"
          image={toImage(homeCollection.heroImage)}
          eyebrow={homeCollection.name}
          title={<FormattedMessage id="home.homeFragranceTitle" />}
          action={
            <LocalizedLink to="/home-fragrance" className="ed-button">
              <FormattedMessage id="home.homeFragranceCta" />
            </LocalizedLink>
          }
        >
          <p>
            <FormattedMessage id="home.homeFragranceText" />
          </p>
        </EditorialSplit>
      )}
      <Section
        id="boutiques"
        eyebrow={<FormattedMessage id="pages.boutiques.title" />}
        title={<FormattedMessage id="home.boutiquesTitle" />}
        intro={<FormattedMessage id="home.boutiquesText" />}
        action={
          <LocalizedLink to="/boutiques" className="ed-button">
            <FormattedMessage id="home.boutiquesCta" />
          </LocalizedLink>
        }
      />
      <DiscoveryBand />
    </main>
  );
}
