import { data } from 'react-router';
import { content } from '../lib/content.server';
import { env } from '../lib/env.server';
import { brandSiteEntries, campaignEntries, renderUrlset } from '../lib/sitemap';
import type { Route } from './+types/sitemap.part';

/** `/sitemap/brand-site.xml` and `/sitemap/discovery-trial.xml`, both from the data service's lists. */
export async function loader({ params }: Route.LoaderArgs) {
  let entries;
  if (params.part === 'brand-site.xml') entries = brandSiteEntries(await content.sitemap());
  else if (params.part === 'discovery-trial.xml') entries = campaignEntries(await content.campaigns('en'));
  else throw data(null, { status: 404 });
  return new Response(renderUrlset(env.SITE_URL, entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400' },
  });
}
