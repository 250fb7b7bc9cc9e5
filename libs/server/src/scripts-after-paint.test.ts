import { describe, expect, it } from 'vitest';
import { bootScript, scriptsAfterFirstPaint } from './scripts-after-paint';
import { expectSameWhateverChunks, throughTransform } from './testing/html-transform';

const page =
  '<!DOCTYPE html><html lang="zh-Hant-HK"><head><link rel="preload" as="fetch" crossorigin="anonymous" href="/assets/zh-Hant.frame.json"/>' +
  '<link nonce="n" rel="preload" href="/assets/serif.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js" nonce="n"/><link rel="stylesheet" href="/assets/ui.css"/></head>' +
  '<body><h1>清晨之前的光</h1><script nonce="n">window.__reactRouterContext = {};</script>' +
  '<script nonce="n" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script></body></html>';

const transform = () => scriptsAfterFirstPaint('n');

describe('scriptsAfterFirstPaint', () => {
  it('writes the hydration fetches inert and the script that starts them after the first paint, the rest as it was', async () => {
    const out = await throughTransform(transform, [Buffer.from(page)]);
    expect(out).toContain('<link rel="x-oriel-preload" as="fetch" crossorigin="anonymous" href="/assets/zh-Hant.frame.json"/>');
    expect(out).toContain('<link rel="x-oriel-modulepreload" fetchpriority="low" href="/assets/entry.client.js" nonce="n"/>');
    expect(out).toContain('<script nonce="n" type="x-oriel-module" async="">import * as route0');
    // The font preload, the style sheet and the classic scripts are untouched.
    expect(out).toContain('<link nonce="n" rel="preload" href="/assets/serif.woff2" as="font"');
    expect(out.match(/<script nonce="n">/g)).toHaveLength(2);
    expect(out).toContain(`<script nonce="n">${bootScript}</script></head>`);
    const back = out
      .replace(`<script nonce="n">${bootScript}</script>`, '')
      .replace('x-oriel-preload', 'preload')
      .replace('x-oriel-modulepreload', 'modulepreload')
      .replace('x-oriel-module', 'module');
    expect(back).toBe(page);
  });

  it('gives the same page whatever the chunk boundaries (split markers, split Chinese characters)', async () => {
    await expectSameWhateverChunks(transform, page);
  });
});
