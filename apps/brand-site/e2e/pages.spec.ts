import { type APIRequestContext, expect, test } from '@playwright/test';
import { pathOf, readHead } from './seo-helpers';

test.describe('unknown slugs are real 404s with the error page, in both locales', () => {
  const unknown = [
    '/fragrance/no-such-collection',
    '/fragrance/matin/no-such-fragrance',
    '/fragrance/collection-noire/l-eau', // a real product under the wrong collection
    '/makeup/lips/l-eau', // a fragrance under makeup
    '/makeup/no-such-category',
    '/makeup/lips?sub=no-such-sub',
    '/makeup/lips/no-such-lipstick',
    '/home-fragrance/no-such-entry',
    '/home-fragrance/a-la-maison/no-such-candle',
    '/article/no-such-story',
    '/new-arrivals/no-such-arrival',
    '/new-arrivals/perfume/l-eau',
    '/legals-and-policy?sub=no-such-policy',
  ];
  for (const locale of ['en', 'tc'] as const) {
    test(`${locale}: 404 and "Page not found"`, async ({ request }) => {
      for (const path of unknown) {
        const url = locale === 'tc' ? `/tc${path}` : path;
        const response = await request.get(url);
        expect(response.status(), url).toBe(404);
        const html = await response.text();
        expect(html, url).toContain(locale === 'tc' ? `lang="zh-Hant-HK"` : `lang="en"`);
        expect(html, url).toMatch(locale === 'en' ? /Page not found/ : /<h1[^>]*>[^<]+<\/h1>/);
      }
    });
  }
});

/** As React writes text into HTML. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

test('a product page shows name, collection, tag, olfactory family, details, sizes, pictures, related products and boutiques', async ({ request }) => {
  const { data } = await (await request.get('/api/products/l-eau?locale=en')).json();
  const product = data.attributes;
  const page = await (await request.get(`/fragrance/${product.collection.slug}/l-eau`)).text();
  expect(page).toContain(`>${html(product.name)}</h1>`);
  expect(page).toContain(`>${html(product.collection.name)}</a>`);
  expect(page).toContain(html(product.olfactoryFamily.name));
  expect(page).toContain(product.tag === 'new' ? '>NEW<' : '>BEST-SELLER<');
  for (const detail of product.details) expect(page).toContain(html(detail));
  for (const v of product.variants) expect(page).toContain(html(v.size));
  expect(page).toContain(`HK$${product.variants[1].price.toLocaleString('en-US')}`);
  // The first picture is the page's largest: fetched first, with its width and height.
  expect(page).toMatch(new RegExp(`<img src="${product.images[0].url}" width="\\d+" height="\\d+" alt="[^"]*" loading="eager" fetchPriority="high"`));
  for (const related of product.related) expect(page).toContain(html(related.attributes.name));
  expect(page).toMatch(/Discover it in boutique/);
  // The house's configuration names no WhatsApp number: no WhatsApp link is offered.
  expect(page).toContain('href="tel:+85226020823"');
  expect(page).not.toContain('wa.me');
});

test('the Matin story links its mention of the quiz to the quiz, in both languages', async ({ request }) => {
  for (const [path, words, href] of [
    ['/article/the-making-of-matin', 'The Matin discovery quiz', '/discovery-trial/matin-oriel'],
    ['/tc/article/the-making-of-matin', '香氛探索測驗', '/tc/discovery-trial/matin-oriel'],
  ] as const) {
    const story = await (await request.get(path)).text();
    expect(story, path).toMatch(new RegExp(`<a [^>]*href="${href}"[^>]*>${words}</a>`));
    expect((await request.get(href)).status(), href).toBe(200);
  }
});

test('a new arrival opens under /new-arrivals and points search engines to its catalogue page', async ({ request }) => {
  const { data } = await (await request.get('/api/new-arrivals?locale=zh-Hant')).json();
  const arrival = data[0].attributes;
  for (const path of [`/tc/new-arrivals/${arrival.line}/${arrival.slug}`, `/tc/new-arrivals/${arrival.slug}`]) {
    const head = await readHead(request, path);
    expect(head.status, path).toBe(200);
    expect(head.h1Count).toBe(1);
    expect(pathOf(head.canonical!)).toMatch(new RegExp(`^/tc/(fragrance|home-fragrance|makeup)/[^/]+/${arrival.slug}$`));
  }
});

test('the policies page shows the terms of use without ?sub and names them as canonical', async ({ request }) => {
  const head = await readHead(request, '/legals-and-policy');
  expect(head.status).toBe(200);
  expect(pathOf(head.canonical!)).toBe('/legals-and-policy?sub=terms-of-use');
});

const matinCount = async (request: APIRequestContext) =>
  (await (await request.get('/api/products?filters[line][$eq]=fragrance&filters[collection][slug][$eq]=matin')).json()).data.length as number;

test('the fragrance finder narrows the fragrances by olfactory family, mood and collection', async ({ page, request }) => {
  const matin = await matinCount(request);
  expect(matin).toBeGreaterThan(1);
  await page.goto('/fragrance-finder');
  const status = page.locator('[data-slot="finder-status"]');
  await expect(status).toHaveText('All our fragrances');
  const grid = page.locator('[data-slot="product-grid"] > li');
  const all = await grid.count();
  expect(all).toBeGreaterThan(8);

  await page.getByRole('group', { name: 'Collection' }).getByRole('checkbox', { name: 'Matin' }).check();
  await expect(page).toHaveURL(/\?collection=matin$/);
  await expect(status).toHaveText(new RegExp(`^${matin} fragrances for you`));
  await expect(grid).toHaveCount(matin);

  const families = page.getByRole('group', { name: 'Olfactory family' }).getByRole('checkbox');
  await families.first().check();
  await expect(page).toHaveURL(/family=/);
  const narrowed = await grid.count();
  expect(narrowed).toBeLessThanOrEqual(matin);
  await expect(status).toHaveText(narrowed === 0 ? /No fragrance matches all your choices/ : /fragrances? for you/);

  await page.getByRole('link', { name: 'Clear all choices' }).click();
  await expect(status).toHaveText('All our fragrances');
  await expect(grid).toHaveCount(all);
  await expect(page.getByRole('checkbox', { name: 'Matin' })).not.toBeChecked();
});

test('the fragrance finder works without JavaScript (a plain GET form)', async ({ request }) => {
  const matin = await matinCount(request);
  const html = await (await request.get('/tc/fragrance-finder?collection=matin')).text();
  expect(html).toContain(`為您推介${matin}款香氛`);
  expect(html).toContain('<input type="checkbox" name="collection" checked="" value="matin"/>');
  expect(html).toContain('<input type="checkbox" name="collection" value="collection-noire"/>');
});

