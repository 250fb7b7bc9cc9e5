import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { productObject, productTraits, textureShot } from './art.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const products = readdirSync(join(root, 'content/products'), { recursive: true })
  .filter((name) => name.endsWith('.yaml'))
  .map((name) => parse(readFileSync(join(root, 'content/products', name), 'utf8')))
  .sort((a, b) => a.slug.localeCompare(b.slug));
/** The product's index among its siblings, as tools/media/generate.mjs counts it. */
const indexOf = (p) => products.filter((q) => (q.collection ?? q.category) === (p.collection ?? p.category)).indexOf(p);

describe('the drawn products', () => {
  it('gives every fragrance of a collection its own silhouette, cap and label', () => {
    const byCollection = Map.groupBy(products.filter((p) => p.line === 'fragrance' && !/baume|huile/.test(p.slug)), (p) => p.collection);
    for (const [collection, members] of byCollection) {
      const traits = members.map((p) => productTraits(p, indexOf(p)));
      expect(new Set(traits.map((t) => t.shape)).size, collection).toBe(members.length);
      expect(new Set(traits.map((t) => `${t.shape}/${t.cap}/${t.label}`)).size, collection).toBe(members.length);
    }
  });

  it('no longer draws Le Perce-vent and La fille tour de fer as the same black bottle', () => {
    const [a, b] = ['le-perce-vent', 'la-fille-tour-de-fer'].map((slug) => products.find((p) => p.slug === slug));
    const [ta, tb] = [a, b].map((p) => productTraits(p, indexOf(p)));
    expect(ta.black && tb.black).toBe(true);
    expect(ta.shape).not.toBe(tb.shape);
  });

  it('draws Joues de pivoine and Baume solide as different objects (a compact, a balm tin)', () => {
    const [blush, balm] = ['joues-de-pivoine', 'baume-solide'].map((slug) => products.find((p) => p.slug === slug));
    const outline = (svg) => svg.replace(/#[0-9a-f]{6}/g, '').replace(/<text[^>]*>.*?<\/text>/g, '');
    expect(outline(productObject(blush, indexOf(blush)))).not.toBe(outline(productObject(balm, indexOf(balm))));
  });

  it('draws the palette, the blush and the powder in cases of three shapes (they had all been octagons)', () => {
    const outline = (svg) => /<(ellipse|rect|path) [^>]*/.exec(svg.slice(svg.indexOf('translate(0 -250)')))?.[1];
    const shapes = ['quatuor-tuileries', 'joues-de-pivoine', 'poudre-de-riz'].map((slug) => {
      const p = products.find((q) => q.slug === slug);
      return outline(productObject(p, indexOf(p)));
    });
    expect(new Set(shapes).size).toBe(3);
  });

  it('writes no shade name into a texture picture (the page names the shades in the visitor’s language)', () => {
    for (const p of products.filter((q) => q.line === 'makeup')) expect(textureShot(p, p.en.name)).not.toMatch(/<text/);
  });

  it('gives a new product of a collection a silhouette of its own, from its content alone', () => {
    const matin = products.filter((p) => p.collection === 'matin');
    const newcomer = { slug: 'matin-nouveau', line: 'fragrance', collection: 'matin', colour: '#c8e0d0', variants: [{ size: '50ml' }], en: { name: 'Nouveau', details: [] } };
    const shapes = matin.map((p) => productTraits(p, indexOf(p)).shape);
    expect(shapes).not.toContain(productTraits(newcomer, matin.length).shape);
  });
});
