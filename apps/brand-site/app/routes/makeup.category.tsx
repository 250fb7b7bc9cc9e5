import { FormattedMessage, useIntl } from 'react-intl';
import { data } from 'react-router';
import { translate, type MessagesHandle } from '@oriel/i18n';
import { SubNav } from '@oriel/ui';
import { CollectionPage } from '../components/collection-page';
import { DiscoveryBand } from '../components/discovery-band';
import { contentHeaders } from '../lib/cache';
import { content } from '../lib/content.server';
import { pageMeta, summarise } from '../lib/meta';
import { pageContext } from '../lib/page.server';
import { compactImages } from '../lib/images.server';
import type { Route } from './+types/makeup.category';

/** The message areas this page renders beyond the frame's: the page loads only their messages. */
export const handle = { messages: ['catalogue'] } satisfies MessagesHandle;

export const headers = contentHeaders;

/**
 * `/makeup/{category}` and `/makeup/{category}?sub={sub-category}` (the header's Makeup links).
 * No `sub`: the whole category. An unknown `sub` is a 404 like an unknown slug: a
 * broken link should be seen, not silently show another page.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const sub = new URL(request.url).searchParams.get('sub');
  const category = await content.category(ctx.locale, params.category);
  const current = sub === null ? null : category.first_lvl_sub_categories.find((s) => s.slug === sub);
  if (current === undefined) throw data(null, { status: 404 });
  const products = await content.products(ctx.locale, { line: 'makeup', category: category.slug, subCategory: current?.slug });
  const base = `/makeup/${category.slug}`;
  const path = current ? `${base}?sub=${current.slug}` : base;
  const crumbs = [
    { label: translate(ctx.locale, 'pages.home'), to: '/' },
    { label: translate(ctx.locale, 'catalogue.makeup.title'), to: '/makeup' },
    { label: category.name, to: base },
    ...(current ? [{ label: current.name, to: path }] : []),
  ];
  return { ctx, category: compactImages(category), current, products: compactImages(products), crumbs, path, base };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { ctx, category, current, crumbs, path } = loaderData;
  return pageMeta(ctx, {
    path,
    title: current ? translate(ctx.locale, 'pages.titleParts', { name: current.name, parent: category.name }) : category.name,
    description: summarise(category.intro),
    image: category.heroImage,
    crumbs,
  });
}

export default function MakeupCategory({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { category, current, products, crumbs, base } = loaderData;
  return (
    <CollectionPage
      // The house's section above the category's name ("Complexion, eyes, lips" is the makeup page's own).
      eyebrow={<FormattedMessage id="nav.makeup" />}
      title={current ? current.name : category.name}
      lead={current ? category.name : undefined}
      heroImage={category.heroImage}
      crumbs={crumbs}
      intro={category.intro}
      products={products}
      subNav={
        <SubNav
          label={intl.formatMessage({ id: 'catalogue.makeup.subNav' }, { category: category.name })}
          items={[
            { label: intl.formatMessage({ id: 'catalogue.makeup.all' }), to: base, current: !current },
            ...category.first_lvl_sub_categories.map((s) => ({ label: s.name, to: `${base}?sub=${s.slug}`, current: current?.slug === s.slug })),
          ]}
        />
      }
      after={<DiscoveryBand />}
    />
  );
}
