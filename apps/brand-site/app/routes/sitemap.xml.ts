import { env } from '../lib/env.server';
import { renderIndex } from '../lib/sitemap';

/** `/sitemap.xml`: the index of the two apps' sitemaps. */
export function loader() {
  return new Response(renderIndex(env.SITE_URL), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400' },
  });
}
