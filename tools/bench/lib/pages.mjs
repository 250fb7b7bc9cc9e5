// The pages the benchmark measures, found from what the data service holds (its sitemap listing,
// or the two menu calls of SPEC §7), so the suite runs while pages are still being built: a page
// whose template does not answer 200 yet is listed as skipped, with the reason.

async function getJson(url) {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/** Slugs from the data service: the sitemap call when it exists, else the menu calls. */
async function slugs(apiBase) {
  const sitemap = (await getJson(`${apiBase}/api/sitemap`))?.data;
  const collections =
    sitemap?.collections?.map((c) => c.slug) ??
    (await getJson(`${apiBase}/api/collections?locale=en&filters[status][$eq]=Active&sort[0]=date:desc&sort[1]=id:desc`))?.data?.map(
      (c) => c.attributes.slug,
    ) ??
    [];
  const categories =
    sitemap?.categories?.map((c) => ({ slug: c.slug, sub: c.subCategories?.[0] })) ??
    (await getJson(`${apiBase}/api/categories/get-all-categories-with-sub-categories?locale=en`))?.map((c) => ({
      slug: c.slug,
      sub: c.first_lvl_sub_categories?.[0]?.slug,
    })) ??
    [];
  const product = sitemap?.products?.find((p) => p.line === 'fragrance' && p.collection);
  const article = sitemap?.articles?.[0]?.slug ?? (await getJson(`${apiBase}/api/articles?locale=en&pagination[pageSize]=1`))?.data?.[0]?.attributes?.slug;
  // A campaign open at the site's clock that takes bookings: its page carries the booking form.
  const openCampaign = (await getJson(`${apiBase}/api/campaigns?locale=en`))?.data?.find((c) => c.attributes.state === 'open' && c.attributes.offers?.some((offer) => offer === 'sample' || offer === 'workshop'))?.attributes.slug;
  return { collections, categories, product, article, openCampaign };
}

/** The measured templates, as locale-free paths (null when the data service has no entry yet). */
export async function discoverTemplates(apiBase) {
  const found = await slugs(apiBase);
  const category = found.categories.find((c) => c.sub) ?? found.categories[0];
  return [
    { template: 'home', path: '/' },
    { template: 'fragrance collection', path: found.collections[0] ? `/fragrance/${found.collections[0]}` : null },
    { template: 'product detail', path: found.product ? `/fragrance/${found.product.collection}/${found.product.slug}` : null },
    { template: 'article', path: found.article ? `/article/${found.article}` : null },
    { template: 'makeup category', path: category ? `/makeup/${category.slug}${category.sub ? `?sub=${category.sub}` : ''}` : null },
    { template: 'exclusive rewards', path: '/exclusive-rewards' },
    // The campaign the header links to (SPEC §2, "Discovery trial"): upcoming at the bench's clock.
    { template: 'campaign', path: '/discovery-trial/palais-royal-gardens' },
    // An open campaign, with its booking form (the registration island and its places left).
    { template: 'campaign booking', path: found.openCampaign ? `/discovery-trial/${found.openCampaign}` : null },
  ];
}

export const localePrefix = { en: '', tc: '/tc' };

export function localize(path, locale) {
  if (locale === 'en') return path;
  return path === '/' ? '/tc' : `/tc${path}`;
}

/**
 * Every template in both locales, each checked against the running site: kept when it answers
 * 200 with HTML, otherwise skipped with the status it gave.
 */
export async function pagesToMeasure(siteBase, apiBase) {
  const templates = await discoverTemplates(apiBase);
  const pages = [];
  const skipped = [];
  for (const { template, path } of templates) {
    for (const locale of ['en', 'tc']) {
      if (!path) {
        skipped.push({ template, locale, reason: 'no entry in the data service yet' });
        continue;
      }
      const localized = localize(path, locale);
      let status;
      try {
        const response = await fetch(`${siteBase}${localized}`, { redirect: 'manual', signal: AbortSignal.timeout(15_000) });
        await response.arrayBuffer();
        status = response.status;
      } catch (error) {
        status = `no answer (${error.message})`;
      }
      if (status === 200) pages.push({ template, locale, path: localized });
      else skipped.push({ template, locale, path: localized, reason: `answers ${status}` });
    }
  }
  return { pages, skipped };
}
