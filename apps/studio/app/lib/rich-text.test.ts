import { describe, expect, it } from 'vitest';
import { type StoredBlock, blocksToDoc, docToBlocks, isRichBlocks } from './rich-text';
import { checkLink, firstBrokenLink, linksOf, sitePaths } from './site-links';

const body: StoredBlock[] = [
  { type: 'paragraph', text: '{brand} was founded in a narrow workshop.' },
  { type: 'heading', text: 'Two cities, one nose' },
  { type: 'list', items: ['Bergamot', 'Vetiver'] },
  { type: 'quote', text: 'In Paris I learnt restraint.', cite: 'Our perfumer' },
  { type: 'image', image: 'articles/workshop', alt: 'The workshop', caption: 'Rue de Richelieu' },
  { type: 'paragraph', text: '此後每個系列都在兩地寫成。' },
];

describe('rich text: stored blocks <-> editor document', () => {
  it('gives back exactly the stored blocks after a round trip through the editor document', () => {
    expect(docToBlocks(blocksToDoc(body))).toEqual(body);
  });

  it('maps each block to the node the editor offers (sub-heading level 2, bulleted list, quote with its attribution)', () => {
    const doc = blocksToDoc(body);
    expect(doc.content!.map((n) => n.type)).toEqual(['paragraph', 'heading', 'bulletList', 'blockquote', 'siteImage', 'paragraph']);
    expect(doc.content![1]!.attrs).toEqual({ level: 2 });
    expect(doc.content![3]!.attrs).toEqual({ cite: 'Our perfumer' });
  });

  it('stores plain words: inline formatting pasted in is dropped, empty paragraphs and list items go', () => {
    const blocks = docToBlocks({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'A ' }, { type: 'text', text: 'bold', marks: [{ type: 'bold' }] } as never, { type: 'text', text: '  word' }] },
        { type: 'paragraph' },
        { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Notes' }] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }, { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Iris' }] }] }] },
      ],
    });
    expect(blocks).toEqual([
      { type: 'paragraph', text: 'A bold word' },
      { type: 'heading', text: 'Notes' },
      { type: 'list', items: ['Iris'] },
    ]);
  });

  it('an empty editor stores no blocks (so a Chinese body left empty is flagged as a missing translation)', () => {
    expect(docToBlocks(blocksToDoc([]))).toEqual([]);
  });

  it('tells a block list from other repeated parts', () => {
    expect(isRichBlocks(body)).toBe(true);
    expect(isRichBlocks([{ anchor: 'cookies', heading: 'Cookies', blocks: body }])).toBe(false);
  });
});

describe('links checked against real pages', () => {
  const pages = sitePaths(['/article/a-maison-between-two-cities', '/fragrance/matin/eau-de-matin', '/discovery-trial/matin', null]);

  it('accepts a page of the site in either language, and https addresses', () => {
    for (const href of ['/article/a-maison-between-two-cities', '/tc/article/a-maison-between-two-cities', '/fragrance/matin/eau-de-matin?size=100ml', '/tc/', '/about', '/tc/exclusive-rewards/loyalty-program', 'https://www.example.com/press']) {
      expect(checkLink(href, pages), href).toEqual({ ok: true });
    }
  });

  it('refuses a broken internal link, naming it', () => {
    const result = checkLink('/article/no-such-story', pages);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain('"/article/no-such-story" leads to no page of the site');
    expect(firstBrokenLink(['/about', '/tc/fragrance/matin/missing'], pages)).toContain('/tc/fragrance/matin/missing');
  });

  it('refuses plain http, other schemes and relative addresses', () => {
    for (const href of ['http://www.example.com', 'javascript:alert(1)', 'mailto:a@b.c', 'article/x', '//evil.example']) {
      expect(checkLink(href, pages).ok, href).toBe(false);
    }
  });

  it('finds the addresses of an entry by their keys', () => {
    expect(linksOf({ slug: 'central', mapUrl: 'https://www.openstreetmap.org/x', en: { name: 'Central', hours: '10:00' }, items: [{ href: '/about' }] })).toEqual([
      { path: 'mapUrl', href: 'https://www.openstreetmap.org/x' },
      { path: 'items.0.href', href: '/about' },
    ]);
  });
});

describe('rich text: a paragraph’s links', () => {
  const linked: StoredBlock[] = [
    { type: 'paragraph', text: 'Not sure which is yours? The Matin discovery quiz asks three questions.', links: [{ text: 'The Matin discovery quiz', href: '/discovery-trial/matin-{brand-slug}' }] },
  ];

  it('are kept through the editor, shown as linked words', () => {
    const doc = blocksToDoc(linked);
    expect(doc.content![0]!.content!.map((n) => [n.text, n.marks?.[0]?.attrs?.href])).toEqual([
      ['Not sure which is yours? ', undefined],
      ['The Matin discovery quiz', '/discovery-trial/matin-{brand-slug}'],
      [' asks three questions.', undefined],
    ]);
    expect(docToBlocks(doc)).toEqual(linked);
  });

  it('are checked against the site’s pages, the house’s slug filled in', () => {
    const pages = sitePaths(['/discovery-trial/matin-oriel']);
    expect(linksOf(linked)).toEqual([{ path: '0.links.0.href', href: '/discovery-trial/matin-{brand-slug}' }]);
    expect(checkLink('/discovery-trial/matin-{brand-slug}', pages)).toEqual({ ok: true });
  });
});
