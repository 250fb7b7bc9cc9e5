import { describe, expect, it } from 'vitest';
import { compactRouterScripts } from './compact-scripts';
import { throughTransform } from './testing/html-transform';

const manifest = {
  entry: { module: '/assets/entry.client.js', imports: [], css: [] },
  routes: {
    'home.tc': { id: 'home.tc', path: '', index: true, hasLoader: true, hasAction: false, module: '/assets/home.js', imports: ['/assets/entry.client.js'], css: ['/assets/ui.css#'] },
    'home.en': { id: 'home.en', index: true, hasLoader: true, hasAction: false, module: '/assets/home.js', imports: [], css: [] },
  },
  url: '/assets/manifest-1.js',
};
// What the page renders: the routes of its route modules, without their `false` flags.
const { hasAction: _false, ...homeTc } = manifest.routes['home.tc'];
const needed = { ...manifest, routes: { 'home.tc': homeTc } };
const page =
  '<!DOCTYPE html><html lang="zh-Hant-HK"><head>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="x-oriel-modulepreload" fetchpriority="low" href="/assets/root.js" nonce="n"/>' +
  '<link rel="x-oriel-modulepreload" fetchpriority="low" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="stylesheet" href="/assets/ui.css"/></head><body><h1>清晨之前的光</h1>' +
  `<script nonce="n" type="module" async="">;\nimport * as route0 from "/assets/home.js";\n  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n` +
  '  window.__reactRouterRouteModules = {"home.tc":route0};\n\nimport("/assets/entry.client.js");</script></body></html>';

const expected = page
  .replace('<link rel="x-oriel-modulepreload" fetchpriority="low" href="/assets/entry.client.js" nonce="n"/>', '')
  .replace(JSON.stringify(manifest, null, 2), JSON.stringify(needed));

const transform = () => compactRouterScripts();

describe('compactRouterScripts', () => {
  it('prints the route manifest without indentation, with the rendered routes only, and preloads each script once, the rest byte for byte', async () => {
    const out = await throughTransform(transform, [Buffer.from(page)]);
    expect(out).toBe(expected);
    expect(out.length).toBeLessThan(page.length);
    const written = /window\.__reactRouterManifest = (.*);\n {2}window/.exec(out)?.[1];
    expect(JSON.parse(written ?? '')).toEqual(needed);
  });

  it('gives the same bytes whatever the chunks, a character or a marker split between them', async () => {
    const bytes = Buffer.from(page);
    for (const size of [1, 3, 7, 64, 500]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(await throughTransform(transform, chunks)).toBe(expected);
    }
  });

  it('leaves a page without React Router scripts as it was', async () => {
    const plain = '<!DOCTYPE html><html><body><p>window.__reactRouterManifest</p><link rel="modulepreload"</body></html>';
    expect(await throughTransform(transform, [Buffer.from(plain)])).toBe(plain);
  });
});
