import { FormattedMessage } from 'react-intl';
import { LocalizedLink, articleJsonLd, translate, type MessagesHandle } from '@oriel/i18n';
import { Breadcrumb, DateText, Hero, ProductGrid, RichText, Section } from '@oriel/ui';
import { toRichBlocks } from '../components/rich-blocks';
import { contentHeaders } from '../lib/cache';
import { content } from '../lib/content.server';
import { pageMeta } from '../lib/meta';
import { pageContext } from '../lib/page.server';
import { toImage, toProductCard } from '../lib/view-models';
import { compactImages } from '../lib/images.server';
import type { Route } from './+types/article';

/** The message areas this page renders beyond the frame's: the page loads only their messages. */
export const handle = { messages: ['catalogue'] } satisfies MessagesHandle;

export const headers = contentHeaders;

export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const article = await content.article(ctx.locale, params.slug);
  const path = `/article/${article.slug}`;
  const crumbs = [
    { label: translate(ctx.locale, 'pages.home'), to: '/' },
    { label: translate(ctx.locale, 'pages.articles.title'), to: '/article' },
    { label: article.title, to: path },
  ];
  return { ctx, article: compactImages(article), crumbs, path };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { ctx, article, crumbs, path } = loaderData;
  return pageMeta(ctx, {
    path,
    title: article.title,
    description: article.summary,
    image: article.coverImage,
    type: 'article',
    crumbs,
    jsonLd: [
      articleJsonLd(ctx.siteUrl, ctx.locale, {
        title: article.title,
        path,
        description: article.summary,
        image: article.coverImage.url,
        datePublished: article.date,
      }),
    ],
  });
}

/** A brand story: cover, kicker, title, date, the text, the creations it speaks of, the next story. */
export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, crumbs } = loaderData;
  const next = article.older ?? article.newer;
  return (
    <main className="ed-page">
      <article>
        <Hero eyebrow={article.kicker} title={article.title} image={toImage(article.coverImage)} size="full">
          <Breadcrumb crumbs={crumbs} tone="dark" />
          <p className="ed-hero__date">
            <DateText value={article.date} dateTime={article.date} />
          </p>
        </Hero>
        <div className="ed-article-body">
          <p className="ed-article-body__summary">{article.summary}</p>
          <RichText content={toRichBlocks(article.body)} />
        </div>
      </article>
      {article.relatedProducts.length > 0 && (
        <Section id="related" tone="stone" title={<FormattedMessage id="pages.article.related" />}>
          <ProductGrid products={article.relatedProducts.map((p) => toProductCard(p))} />
        </Section>
      )}
      <Section
        id="more"
        tone="ink"
        eyebrow={<FormattedMessage id="pages.article.more" />}
        title={next ? <LocalizedLink to={`/article/${next.slug}`}>{next.title}</LocalizedLink> : <FormattedMessage id="pages.articles.title" />}
        action={
          <LocalizedLink to="/article" className="ed-button">
            <FormattedMessage id="pages.article.back" />
          </LocalizedLink>
        }
      />
    </main>
  );
}
