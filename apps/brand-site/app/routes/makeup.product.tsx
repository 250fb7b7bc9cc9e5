import { ProductDetailView } from '../components/product-detail';
import { contentHeaders } from '../lib/cache';
import { pageMeta } from '../lib/meta';
import { loadProduct } from '../lib/product.server';
import type { Route } from './+types/makeup.product';
import type { MessagesHandle } from '@oriel/i18n';

/** The message areas this page renders beyond the frame's: the page loads only their messages. */
export const handle = { messages: ['catalogue'] } satisfies MessagesHandle;

export const headers = contentHeaders;

export function loader({ context, params }: Route.LoaderArgs) {
  return loadProduct({ context, slug: params.slug }, { line: 'makeup', parent: params.category });
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta(loaderData.ctx, loaderData.meta);
}

export default function MakeupProduct({ loaderData }: Route.ComponentProps) {
  return <ProductDetailView product={loaderData.product} boutiques={loaderData.boutiques} crumbs={loaderData.crumbs} today={loaderData.today} />;
}
