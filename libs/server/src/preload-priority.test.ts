import { describe, expect, it } from 'vitest';
import { lowerModulePreloadPriority } from './preload-priority';
import { expectSameWhateverChunks, throughTransform } from './testing/html-transform';

const page =
  '<!DOCTYPE html><html lang="zh-Hant-HK"><head><link rel="stylesheet" href="/assets/ui.css"/></head><body><h1>清晨之前的光</h1>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/><link rel="modulepreload" href="/assets/root.js" nonce="n"/>' +
  '<script type="module" async="">import("/assets/entry.client.js");</script></body></html>';

const transform = () => lowerModulePreloadPriority();

describe('lowerModulePreloadPriority', () => {
  it('asks for the page scripts at low priority and leaves everything else as it was', async () => {
    const out = await throughTransform(transform, [Buffer.from(page)]);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(out.replaceAll(' fetchpriority="low"', '')).toBe(page);
  });

  it('gives the same page whatever the chunk boundaries (split markers, split Chinese characters)', async () => {
    await expectSameWhateverChunks(transform, page);
  });

  it('passes on what React wrote between two flushes as one chunk, the same bytes whatever the boundaries', async () => {
    const bytes = Buffer.from(page);
    const expected = await throughTransform(transform, [bytes]);
    for (let cut = 1; cut < bytes.length; cut += 7) {
      const stream = lowerModulePreloadPriority();
      const out: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => out.push(chunk));
      // React's 4 KB views: several writes, then flush() at the end of each batch.
      stream.write(bytes.subarray(0, Math.floor(cut / 2)));
      stream.write(bytes.subarray(Math.floor(cut / 2), cut));
      stream.flush();
      const first = out.length;
      stream.write(bytes.subarray(cut));
      stream.end();
      await new Promise((resolve) => stream.once('end', resolve));
      expect(Buffer.concat(out).toString(), `split at byte ${cut}`).toBe(expected);
      expect(first, `split at byte ${cut}`).toBeLessThanOrEqual(1);
      expect(out.length).toBeLessThanOrEqual(2);
    }
  });
});
