import { FormattedMessage } from 'react-intl';
import { translate } from '@oriel/i18n';
import { ArticleCard, Breadcrumb, Hero, Section } from '@oriel/ui';
import { contentHeaders } from '../lib/cache';
import { content } from '../lib/content.server';
import { pageMeta } from '../lib/meta';
import { pageContext } from '../lib/page.server';
import { toArticleCard, toImage } from '../lib/view-models';
import type { Route } from './+types/articles';

export const headers = contentHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const [page, articles] = await Promise.all([content.page(ctx.locale, 'article'), content.articles(ctx.locale)]);
  const crumbs = [
    { label: translate(ctx.locale, 'pages.home'), to: '/' },
    { label: translate(ctx.locale, 'pages.articles.title'), to: '/article' },
  ];
  return { ctx, page, articles, crumbs };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { ctx, page, articles, crumbs } = loaderData;
  return pageMeta(ctx, {
    path: '/article',
    title: page.title,
    description: page.seoDescription,
    image: page.heroImage ?? articles[0]?.coverImage,
    crumbs,
  });
}

/** Brand stories, newest first; the latest one is featured across the page. */
export default function Articles({ loaderData }: Route.ComponentProps) {
  const { page, articles, crumbs } = loaderData;
  const cover = page.heroImage ?? articles[0]?.coverImage;
  return (
    <main className="ed-page">
      <Hero
        eyebrow={<FormattedMessage id="pages.articles.eyebrow" />}
        title={page.title}
        lead={page.intro}
        image={cover ? toImage(cover) : undefined}
        size="tall"
      >
        <Breadcrumb crumbs={crumbs} tone="dark" />
      </Hero>
      <Section id="stories" title={<FormattedMessage id="pages.articles.eyebrow" />}>
        {articles.length ? (
          <ul className="ed-article-list">
            {articles.map((a, index) => (
              <li key={a.slug}>
                <ArticleCard article={toArticleCard(a)} featured={index === 0} headingLevel={3} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="ed-empty">
            <FormattedMessage id="pages.articles.empty" />
          </p>
        )}
      </Section>
    </main>
  );
}
