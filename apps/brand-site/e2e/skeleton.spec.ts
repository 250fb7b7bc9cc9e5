import { expect, test } from '@playwright/test';

const pages = [
  { path: '/', lang: 'en', heading: 'The light before morning' },
  { path: '/tc', lang: 'zh-Hant-HK', heading: '破曉之前的光' },
  { path: '/discovery-trial/palais-royal-gardens', lang: 'en', heading: 'Palais Royal Gardens' },
  { path: '/tc/discovery-trial/palais-royal-gardens', lang: 'zh-Hant-HK', heading: '皇家宮殿花園' },
];

for (const { path, lang, heading } of pages) {
  test(`${path} is rendered on the server in ${lang}`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(heading);
  });

  test(`${path} hydrates without console errors`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('the data service answers the SPEC §7 collections call in the Strapi shape', async ({ request }) => {
  const response = await request.get('/api/collections?locale=zh-Hant&filters[status][$eq]=Active&sort[0]=date:desc&sort[1]=id:desc');
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.meta.pagination.total).toBe(body.data.length);
  expect(body.data.length).toBeGreaterThan(0);
  for (const item of body.data) {
    expect(typeof item.id).toBe('number');
    expect(typeof item.attributes.name).toBe('string');
    expect(typeof item.attributes.slug).toBe('string');
  }
  const dates = body.data.map((d: { attributes: { date: string } }) => d.attributes.date);
  expect([...dates].sort().reverse()).toEqual(dates);
});

test('an unknown locale prefix is a 404', async ({ request }) => {
  const response = await request.get('/fr');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('This page could not be found');
});
