import { chromium } from '@playwright/test';
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const width = Number(process.env.W ?? 1280);
const page = await browser.newPage({ viewport: { width, height: 900 } });
const errors = [];
page.on('pageerror', (e) => errors.push(String(e)));
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
await page.goto(`${base}/studio/sign-in`);
await page.getByLabel('Email').fill(process.env.WHO ?? 'cam@oriel.example');
await page.getByLabel('Password').fill('a long studio passphrase');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForLoadState('networkidle');
for (const [name, path] of (process.env.PAGES ?? 'campaigns:/studio/campaigns,slots:/studio/campaigns/le-perce-vent,regs:/studio/campaigns/le-perce-vent/registrations,dash:/studio/campaigns/le-perce-vent/dashboard').split(',').map((p) => p.split(/:(.*)/s))) {
  await page.goto(base + path);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/campops-shots/${name}-${width}.png`, fullPage: process.env.FULL === '1' });
  console.log(name, page.url(), await page.title());
}
console.log('errors', errors);
await browser.close();
