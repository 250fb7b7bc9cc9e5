import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Form, useNavigation, useSubmit } from 'react-router';
import { LocalizedLink, localePath, translate, useLocale, type MessagesHandle } from '@oriel/i18n';
import { Breadcrumb, Hero, ProductGrid, Section } from '@oriel/ui';
import { contentHeaders } from '../lib/cache';
import { content } from '../lib/content.server';
import type { FinderTerm } from '../lib/content-types';
import { pageMeta } from '../lib/meta';
import { pageContext } from '../lib/page.server';
import { toImage, toProductCard } from '../lib/view-models';
import type { Route } from './+types/fragrance-finder';

/** The message areas this page renders beyond the frame's: the page loads only their messages. */
export const handle = { messages: ['catalogue'] } satisfies MessagesHandle;

export const headers = contentHeaders;

/** The finder's three facets: query parameter -> product filter of the data service. */
const facets = [
  { param: 'family', key: 'olfactoryFamilies', label: 'catalogue.finder.family' },
  { param: 'mood', key: 'moods', label: 'catalogue.finder.mood' },
  { param: 'collection', key: 'collections', label: 'catalogue.finder.collection' },
] as const;

/**
 * `/fragrance-finder?family=…&mood=…&collection=…`: choices within a facet widen the selection
 * (any of them), choices across facets narrow it (all facets). A plain GET form: it works before
 * the page's JavaScript has loaded, and every selection has a shareable URL.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const query = new URL(request.url).searchParams;
  const [page, finder] = await Promise.all([content.page(ctx.locale, 'fragrance-finder'), content.finder(ctx.locale)]);
  const selected = Object.fromEntries(
    facets.map((f) => {
      const known = new Set(finder[f.key].map((t) => t.slug));
      return [f.param, query.getAll(f.param).filter((v) => known.has(v))];
    }),
  ) as Record<(typeof facets)[number]['param'], string[]>;
  // The data service reads `collection` as one slug; several collections are read one by one.
  const byCollection = selected.collection.length ? selected.collection : [undefined];
  const lists = await Promise.all(
    byCollection.map((collection) =>
      content.products(ctx.locale, {
        line: 'fragrance',
        collection,
        olfactoryFamily: selected.family.length ? selected.family : undefined,
        mood: selected.mood.length ? selected.mood : undefined,
      }),
    ),
  );
  const products = lists.flat();
  const crumbs = [
    { label: translate(ctx.locale, 'pages.home'), to: '/' },
    { label: translate(ctx.locale, 'catalogue.fragrance.title'), to: '/fragrance' },
    { label: page.title, to: '/fragrance-finder' },
  ];
  const any = facets.some((f) => selected[f.param].length > 0);
  return { ctx, page, finder, selected, products, crumbs, any };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { ctx, page, crumbs } = loaderData;
  // Every selection shares the finder's canonical URL: one page to index, not one per combination.
  return pageMeta(ctx, {
    path: '/fragrance-finder',
    title: page.title,
    description: page.seoDescription,
    image: page.heroImage,
    crumbs,
  });
}

export default function FragranceFinder({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const submit = useSubmit();
  const navigation = useNavigation();
  const { page, finder, selected, products, crumbs, any } = loaderData;
  const action = localePath(locale, '/fragrance-finder');
  const busy = navigation.state === 'loading' && navigation.location?.pathname === action;
  // The boxes answer at once; the page's data follows. A new selection from the server (the
  // "Clear all" link, back/forward) resets them.
  const serialised = JSON.stringify(selected);
  const [choices, setChoices] = useState(selected);
  const [shown, setShown] = useState(serialised);
  if (shown !== serialised) {
    setShown(serialised);
    setChoices(selected);
  }
  const toggle = (param: keyof typeof selected, slug: string) => {
    const current = choices[param];
    const next = { ...choices, [param]: current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug] };
    setChoices(next);
    const search = new URLSearchParams();
    for (const f of facets) for (const value of next[f.param]) search.append(f.param, value);
    void submit(search, { method: 'get', action, replace: true, preventScrollReset: true });
  };
  return (
    <main className="ed-page">
      <Hero eyebrow={<FormattedMessage id="catalogue.finder.eyebrow" />} title={page.title} lead={page.intro} image={page.heroImage ? toImage(page.heroImage) : undefined} size="compact">
        <Breadcrumb crumbs={crumbs} tone="dark" />
      </Hero>
      <Section id="preferences" title={<FormattedMessage id="catalogue.finder.form" />}>
        <Form
          method="get"
          action={action}
          className="ed-finder ed-beside"
          preventScrollReset
        >
          {facets.map((f) => (
            <fieldset key={f.param}>
              <legend>
                <FormattedMessage id={f.label} />
              </legend>
              <div className="ed-chips">
                {(finder[f.key] as FinderTerm[]).map((term) => (
                  <label key={term.slug} className="ed-chip">
                    <input
                      type="checkbox"
                      name={f.param}
                      value={term.slug}
                      checked={choices[f.param].includes(term.slug)}
                      onChange={() => toggle(f.param, term.slug)}
                    />
                    <span>
                      {term.swatch && <span className="ed-swatch" style={{ background: term.swatch }} aria-hidden="true" />}
                      {term.name}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <div className="ed-finder__actions">
            <button type="submit" className="ed-button ed-button--solid">
              <FormattedMessage id="catalogue.finder.show" />
            </button>
            {any && (
              <LocalizedLink to="/fragrance-finder" className="ed-link" preventScrollReset replace>
                <FormattedMessage id="catalogue.finder.clear" />
              </LocalizedLink>
            )}
          </div>
        </Form>
      </Section>
      <Section id="results" tone="stone" title={<FormattedMessage id="catalogue.finder.resultsTitle" />}>
        <p className="ed-finder__status" role="status" aria-live="polite" aria-busy={busy} data-slot="finder-status">
          {any ? <FormattedMessage id="catalogue.finder.results" values={{ count: products.length }} /> : <FormattedMessage id="catalogue.finder.all" />}
          {any && products.length === 0 && (
            <>
              {' '}
              <FormattedMessage id="catalogue.finder.noMatch" />
            </>
          )}
        </p>
        {products.length > 0 && <ProductGrid products={products.map((p) => toProductCard(p))} />}
      </Section>
    </main>
  );
}
