import { describe, expect, it } from 'vitest';
import { pageMeta, sharingImage, summarise } from './meta';
import { compactImage } from './images.server';

const image = {
  url: '/api/media/abc/products/l-eau.svg',
  width: 800,
  height: 1000,
  alt: "L'eau",
  sources: [
    { type: 'image/avif', srcSet: '/api/media/abc/products/l-eau-480w.avif 480w, /api/media/abc/products/l-eau-1440w.avif 1440w' },
    { type: 'image/webp', srcSet: '/api/media/abc/products/l-eau-480w.webp 480w, /api/media/abc/products/l-eau-1440w.webp 1440w' },
  ],
};

describe('page meta', () => {
  it('shares the widest WebP rendition, never the SVG, with its size', () => {
    expect(sharingImage(image)).toEqual({ src: '/api/media/abc/products/l-eau-1440w.webp', width: 1440, height: 1800, alt: "L'eau" });
    expect(sharingImage({ ...image, sources: [] }).src).toBe('/api/media/abc/products/l-eau.svg');
    // The compact form loaders send shares the same picture.
    expect(sharingImage(compactImage(image))).toEqual(sharingImage(image));
    expect(compactImage(image)).not.toHaveProperty('sources');
  });

  it('adds the brand to the title, a breadcrumb and the absolute sharing image', () => {
    const tags = pageMeta(
      { locale: 'tc', siteUrl: 'https://www.maison-oriel.example' },
      { path: '/about', title: '關於品牌', description: 'd', image, crumbs: [{ label: '主頁', to: '/' }, { label: '關於品牌', to: '/about' }] },
    );
    expect(tags).toContainEqual({ title: '關於品牌｜Maison Oriel' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://www.maison-oriel.example/api/media/abc/products/l-eau-1440w.webp' });
    const ld = tags.find((t) => 'script:ld+json' in t) as { 'script:ld+json': { '@type': string } };
    expect(ld['script:ld+json']['@type']).toBe('BreadcrumbList');
  });

  it('keeps a search description under 160 characters, cut at a sentence when it can be', () => {
    const long = `${'A quiet sentence about light. '.repeat(4)}${'More words '.repeat(20)}`;
    const short = summarise(long);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith('.')).toBe(true);
  });
});
