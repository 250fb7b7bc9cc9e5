import { data } from 'react-router';
import { ProductDetailView } from '../components/product-detail';
import { contentHeaders } from '../lib/cache';
import { content } from '../lib/content.server';
import { pageMeta } from '../lib/meta';
import { pageContext } from '../lib/page.server';
import { loadProduct } from '../lib/product.server';
import type { Route } from './+types/new-arrivals.product';
import type { MessagesHandle } from '@oriel/i18n';

/** The message areas this page renders beyond the frame's: the page loads only their messages. */
export const handle = { messages: ['catalogue'] } satisfies MessagesHandle;

export const headers = contentHeaders;

const types = new Set(['fragrance', 'home-fragrance', 'makeup']);

/**
 * `/new-arrivals/{type optional}/{slug}`: a new arrival, shown in full. Its canonical URL is the
 * product's own page in the catalogue, so search engines index one page per product.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (params.type !== undefined && !types.has(params.type)) throw data(null, { status: 404 });
  const ctx = pageContext(context);
  const arrivals = await content.newArrivals(ctx.locale);
  const arrival = arrivals.find((p) => p.slug === params.slug && (params.type === undefined || p.line === params.type));
  if (!arrival) throw data(null, { status: 404 });
  return loadProduct({ context, slug: params.slug }, { line: arrival.line });
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta(loaderData.ctx, loaderData.meta);
}

export default function NewArrivalProduct({ loaderData }: Route.ComponentProps) {
  return <ProductDetailView product={loaderData.product} boutiques={loaderData.boutiques} crumbs={loaderData.crumbs} today={loaderData.today} />;
}
