import { describe, expect, it } from 'vitest';
import { absoluteUrl, alternates, breadcrumbJsonLd, productJsonLd, seoMeta } from './seo';

const siteUrl = 'https://www.maison-oriel.example';

describe('seo meta', () => {
  it('builds absolute canonical URLs with the locale prefix and the selecting query', () => {
    expect(absoluteUrl(siteUrl, 'en', '/')).toBe('https://www.maison-oriel.example/');
    expect(absoluteUrl(siteUrl, 'tc', '/')).toBe('https://www.maison-oriel.example/tc');
    expect(absoluteUrl(`${siteUrl}/`, 'tc', '/legals-and-policy?sub=privacy-policy')).toBe(
      'https://www.maison-oriel.example/tc/legals-and-policy?sub=privacy-policy',
    );
  });

  it('lists both locales and x-default (English) as alternates', () => {
    expect(alternates(siteUrl, '/fragrance/matin')).toEqual([
      { hreflang: 'en-HK', href: 'https://www.maison-oriel.example/fragrance/matin' },
      { hreflang: 'zh-Hant-HK', href: 'https://www.maison-oriel.example/tc/fragrance/matin' },
      { hreflang: 'x-default', href: 'https://www.maison-oriel.example/fragrance/matin' },
    ]);
  });

  it('gives a Chinese page its own canonical, og:locale and a self-referencing hreflang', () => {
    const tags = seoMeta({ siteUrl, locale: 'tc', path: '/about', title: '關於', description: '品牌故事', noindex: true });
    expect(tags).toContainEqual({ title: '關於' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://www.maison-oriel.example/tc/about' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'zh-Hant-HK', href: 'https://www.maison-oriel.example/tc/about' });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'zh_HK' });
    expect(tags).toContainEqual({ property: 'og:locale:alternate', content: 'en_HK' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, follow' });
  });

  it('makes sharing images absolute and adds JSON-LD scripts', () => {
    const product = productJsonLd(siteUrl, 'en', { name: 'L’eau', path: '/fragrance/matin/l-eau', description: 'd', images: ['/content/a.jpg'] });
    const tags = seoMeta({ siteUrl, locale: 'en', path: '/x', title: 't', description: 'd', image: { src: '/content/a.jpg', width: 1200, height: 630 }, jsonLd: [product] });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://www.maison-oriel.example/content/a.jpg' });
    expect(tags).toContainEqual({ 'script:ld+json': product });
    expect(product).not.toHaveProperty('offers');
    expect(product.image).toEqual(['https://www.maison-oriel.example/content/a.jpg']);
  });

  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    const ld = breadcrumbJsonLd(siteUrl, 'tc', [
      { name: '香水', path: '/fragrance' },
      { name: '晨光系列', path: '/fragrance/matin' },
    ]);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: '香水', item: 'https://www.maison-oriel.example/tc/fragrance' },
      { '@type': 'ListItem', position: 2, name: '晨光系列', item: 'https://www.maison-oriel.example/tc/fragrance/matin' },
    ]);
  });
});
