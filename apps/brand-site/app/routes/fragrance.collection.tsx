import { FormattedMessage } from 'react-intl';
import { translate, type MessagesHandle } from '@oriel/i18n';
import { CollectionPage } from '../components/collection-page';
import { DiscoveryBand } from '../components/discovery-band';
import { FinderBand } from '../components/finder-band';
import { contentHeaders } from '../lib/cache';
import { content } from '../lib/content.server';
import { pageMeta, summarise } from '../lib/meta';
import { pageContext } from '../lib/page.server';
import { compactImages } from '../lib/images.server';
import type { Route } from './+types/fragrance.collection';

/** The message areas this page renders beyond the frame's: the page loads only their messages. */
export const handle = { messages: ['catalogue'] } satisfies MessagesHandle;

export const headers = contentHeaders;

export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const [collection, products] = await Promise.all([
    content.collection(ctx.locale, params.collection),
    content.products(ctx.locale, { line: 'fragrance', collection: params.collection }),
  ]);
  const path = `/fragrance/${collection.slug}`;
  const crumbs = [
    { label: translate(ctx.locale, 'pages.home'), to: '/' },
    { label: translate(ctx.locale, 'catalogue.fragrance.title'), to: '/fragrance' },
    { label: collection.name, to: path },
  ];
  return { ctx, collection: compactImages(collection), products: compactImages(products), crumbs, path };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { ctx, collection, crumbs, path } = loaderData;
  return pageMeta(ctx, { path, title: collection.name, description: summarise(`${collection.tagline}. ${collection.intro}`), image: collection.heroImage, crumbs });
}

export default function FragranceCollection({ loaderData }: Route.ComponentProps) {
  const { collection, products, crumbs } = loaderData;
  return (
    <CollectionPage
      eyebrow={<FormattedMessage id="catalogue.fragrance.eyebrow" />}
      title={collection.name}
      lead={collection.tagline}
      heroImage={collection.heroImage}
      crumbs={crumbs}
      intro={collection.intro}
      story={collection.story}
      products={products}
      after={
        <>
          <FinderBand />
          <DiscoveryBand />
        </>
      }
    />
  );
}
