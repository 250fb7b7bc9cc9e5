import { imageSources } from '@oriel/ui';
import { describe, expect, it } from 'vitest';
import { compactImages } from './images.server';

const picture = (stem: string) => ({
  url: `/api/media/abc/${stem}.svg`,
  width: 800,
  height: 1000,
  alt: stem,
  caption: 'kept',
  sources: [
    { type: 'image/avif', srcSet: `/api/media/abc/${stem}-480w.avif 480w, /api/media/abc/${stem}-960w.avif 960w` },
    { type: 'image/webp', srcSet: `/api/media/abc/${stem}-480w.webp 480w, /api/media/abc/${stem}-960w.webp 960w` },
  ],
});

describe('compactImages', () => {
  it('compacts every image in a loader’s data, nested in objects and lists, and the page rebuilds the same sources', () => {
    const product = { slug: 'matin', image: picture('matin'), images: [picture('a'), picture('b')], related: [{ slug: 'x', image: picture('x') }], when: new Date(0) };
    const compact = compactImages(product);
    expect(JSON.stringify(compact)).not.toContain('srcSet');
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(product).length);
    for (const [before, after] of [
      [product.image, compact.image],
      [product.images[1], compact.images[1]],
      [product.related[0]?.image, compact.related[0]?.image],
    ] as const) {
      expect(after && imageSources(after)).toEqual(before?.sources);
      expect(after).toMatchObject({ url: before?.url, width: 800, height: 1000, alt: before?.alt, caption: 'kept' });
    }
    expect(compact.slug).toBe('matin');
    expect(compact.when).toBe(product.when);
  });

  it('leaves an image whose renditions do not follow the media naming as it came', () => {
    const odd = { ...picture('odd'), sources: [{ type: 'image/avif', srcSet: '/elsewhere/odd.avif 480w' }] };
    expect(compactImages({ odd })).toEqual({ odd });
  });
});
