import { FormattedMessage, useIntl } from 'react-intl';
import { type SearchResult, fetchSearch, normaliseSearchQuery, searchQueryMaxLength } from '@oriel/data-client';
import { LocalizedLink, type MessageId, translate } from '@oriel/i18n';
import { Hero, SearchForm, type SearchResultData, SearchResultList, Section } from '@oriel/ui';
import { serverDataClient } from '../lib/data.server';
import { pageMeta } from '../lib/meta';
import { pageContext } from '../lib/page.server';
import { productPath, toImage } from '../lib/view-models';
import type { Route } from './+types/search';

/**
 * Results depend on the query: browsers may keep them a minute, shared caches (a CDN, the edge) do
 * not, so arbitrary queries never push the content pages out. Never indexed.
 */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, max-age=60', 'X-Robots-Tag': 'noindex' };
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const typed = normaliseSearchQuery(url.searchParams.get('q') ?? '');
  // A longer query is cut, not refused: the visitor still gets results for what fits.
  const query = normaliseSearchQuery(typed.slice(0, searchQueryMaxLength));
  const found = query ? await fetchSearch(serverDataClient, ctx.locale, query) : undefined;
  return { ctx, query, shortened: typed.length > query.length, results: found?.data ?? [], total: found?.meta.total ?? 0 };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { ctx, query } = loaderData;
  return pageMeta(ctx, {
    path: '/search',
    title: query ? translate(ctx.locale, 'search.page.titleFor', { query }) : translate(ctx.locale, 'search.page.title'),
    description: translate(ctx.locale, 'search.page.description'),
    noindex: true,
  });
}

/** The page of a result: catalogue URLs as the catalogue links them. */
function resultPath(r: SearchResult): string {
  if (r.kind === 'product' && r.line) return productPath({ slug: r.slug, line: r.line, collection: r.collection, category: r.category });
  if (r.kind === 'collection') return `/${r.line === 'home-fragrance' ? 'home-fragrance' : 'fragrance'}/${r.slug}`;
  if (r.kind === 'category') return `/makeup/${r.slug}`;
  return `/article/${r.slug}`;
}

const kindLabels: Record<'collection' | 'category' | 'article', MessageId> = { collection: 'search.kind.collection', category: 'search.kind.category', article: 'search.kind.article' };

const groups = [
  { id: 'collections', title: 'search.group.collections', kinds: ['collection', 'category'] },
  { id: 'products', title: 'search.group.products', kinds: ['product'] },
  { id: 'stories', title: 'search.group.stories', kinds: ['article'] },
] as const satisfies readonly { id: string; title: MessageId; kinds: readonly SearchResult['kind'][] }[];

/** Where to go when a search finds nothing, or before one. */
const catalogues = [
  { to: '/fragrance', id: 'nav.fragrance' },
  { to: '/home-fragrance', id: 'nav.homeFragrance' },
  { to: '/makeup', id: 'nav.makeup' },
  { to: '/article', id: 'nav.articles' },
] as const satisfies readonly { to: string; id: MessageId }[];

function Catalogues() {
  return (
    <nav aria-labelledby="search-browse" className="ed-search-browse">
      <h2 id="search-browse" className="ed-eyebrow">
        <FormattedMessage id="search.page.browse" />
      </h2>
      <ul>
        {catalogues.map((c) => (
          <li key={c.to}>
            <LocalizedLink to={c.to}>
              <FormattedMessage id={c.id} />
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Site search: the form again, how many results, then collections, products and stories. */
export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, shortened, results, total } = loaderData;
  const intl = useIntl();
  const toResult = (r: SearchResult): SearchResultData => ({
    to: resultPath(r),
    title: r.title,
    summary: r.summary,
    label: r.kind === 'product' ? (r.collection?.name ?? r.category?.name) : intl.formatMessage({ id: kindLabels[r.kind] }),
    image: r.image ? toImage(r.image, '') : null,
  });
  return (
    <main className="ed-page ed-search-page">
      <Hero
        eyebrow={<FormattedMessage id="search.page.eyebrow" />}
        title={<FormattedMessage id="search.page.title" />}
        size="compact"
        // key: a new query (from the header's form) refills the field.
        actions={<SearchForm key={query} variant="page" landmarkId="search.page.landmark" labelVisible defaultValue={query} className="ed-search-page__form" />}
      />
      <div className="ed-search-page__status">
        {shortened && (
          <p>
            <FormattedMessage id="search.page.tooLong" values={{ max: searchQueryMaxLength }} />
          </p>
        )}
        {query && results.length > 0 && (
          <p role="status" className="ed-search-page__count" data-testid="search-count">
            <FormattedMessage id="search.page.count" values={{ count: total, query }} />
            {total > results.length && (
              <>
                {' '}
                <FormattedMessage id="search.page.more" values={{ shown: results.length }} />
              </>
            )}
          </p>
        )}
        {query && !results.length && (
          <>
            <p role="status" className="ed-search-page__count">
              <FormattedMessage id="search.page.empty" values={{ query }} />
            </p>
            <p className="ed-search-page__empty">
              <FormattedMessage id="search.page.emptyHint" />
            </p>
          </>
        )}
        {!query && (
          <p className="ed-search-page__prompt">
            <FormattedMessage id="search.page.prompt" />
          </p>
        )}
        {!results.length && <Catalogues />}
      </div>
      {groups.map((group) => {
        const hits = results.filter((r) => (group.kinds as readonly string[]).includes(r.kind));
        if (!hits.length) return null;
        return (
          <Section key={group.id} id={`search-${group.id}`} title={`${intl.formatMessage({ id: group.title })} (${intl.formatNumber(hits.length)})`}>
            <SearchResultList results={hits.map(toResult)} />
          </Section>
        );
      })}
    </main>
  );
}
