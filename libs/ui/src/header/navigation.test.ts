import { describe, expect, it } from 'vitest';
import { activeSectionId, buildNavigation, isCurrentLeaf, submenuColumns } from './navigation';

const menu = {
  collections: [
    { name: 'Matin', slug: 'matin' },
    { name: 'Collection noire', slug: 'collection-noire' },
  ],
  categories: [
    { name: 'Lips', slug: 'lips', first_lvl_sub_categories: [{ name: 'Lipstick', slug: 'lipstick' }, { name: 'Lip balm', slug: 'lip-balm' }] },
    { name: 'Eyes', slug: 'eyes', first_lvl_sub_categories: [{ name: 'Mascara', slug: 'mascara' }] },
  ],
  discoveryTrialSlug: 'palais-royal-gardens',
};

describe('header navigation (SPEC §2)', () => {
  const sections = buildNavigation(menu);
  const byId = Object.fromEntries(sections.map((s) => [s.id, s]));
  const leaves = (id: string) => byId[id]!.groups.flatMap((g) => g.leaves.map((l) => l.to));

  it('has the six sections in order, with pages only where the spec gives one', () => {
    expect(sections.map((s) => [s.id, s.to])).toEqual([
      ['news', undefined],
      ['fragrance', '/fragrance'],
      ['makeup', '/makeup'],
      ['home-fragrance', undefined],
      ['universe', undefined],
      ['discovery-trial', '/discovery-trial/palais-royal-gardens'],
    ]);
  });

  it('opens the campaign the data names for the Discovery trial link, else the hub', () => {
    const target = (slug: string | null | undefined) => buildNavigation({ ...menu, discoveryTrialSlug: slug }).find((s) => s.id === 'discovery-trial')!.to;
    expect(target('rituel-tasting')).toBe('/discovery-trial/rituel-tasting');
    expect(target(null)).toBe('/discovery-trial');
    expect(target(undefined)).toBe('/discovery-trial');
    // The hub and every campaign page highlight the section, whichever campaign the link opens.
    expect(activeSectionId('/tc/discovery-trial', buildNavigation({ ...menu, discoveryTrialSlug: null }))).toBe('discovery-trial');
  });

  it('lists exactly the submenu links of the spec', () => {
    expect(leaves('news')).toEqual(['/new-arrivals', '/article']);
    expect(leaves('fragrance')).toEqual(['/fragrance/matin', '/fragrance/collection-noire']);
    expect(leaves('home-fragrance')).toEqual(['/home-fragrance', '/home-fragrance-warranty']);
    expect(leaves('universe')).toEqual(['/about', '/exclusive-rewards']);
    expect(leaves('discovery-trial')).toEqual([]);
  });

  it('groups makeup by category with /makeup/{category}?sub={sub}', () => {
    expect(byId.makeup!.groups.map((g) => [g.title, g.leaves.map((l) => l.to)])).toEqual([
      ['Lips', ['/makeup/lips?sub=lipstick', '/makeup/lips?sub=lip-balm']],
      ['Eyes', ['/makeup/eyes?sub=mascara']],
    ]);
  });

  it('highlights the section of the page, in both locales', () => {
    expect(activeSectionId('/new-arrivals/eau/matin', sections)).toBe('news');
    expect(activeSectionId('/tc/article/a-story', sections)).toBe('news');
    expect(activeSectionId('/about', sections)).toBe('universe');
    expect(activeSectionId('/tc/exclusive-rewards/loyalty-program', sections)).toBe('universe');
    expect(activeSectionId('/home-fragrance', sections)).toBe('home-fragrance');
    expect(activeSectionId('/home-fragrance-warranty', sections)).toBe('home-fragrance');
    expect(activeSectionId('/fragrance/matin', sections)).toBe('fragrance');
    expect(activeSectionId('/fragrance-finder', sections)).toBeUndefined();
    expect(activeSectionId('/tc', sections)).toBeUndefined();
  });

  it('marks the current leaf, the makeup sub-category included', () => {
    expect(isCurrentLeaf('/makeup/lips?sub=lipstick', '/tc/makeup/lips', '?sub=lipstick')).toBe(true);
    expect(isCurrentLeaf('/makeup/lips?sub=lipstick', '/makeup/lips', '?sub=lip-balm')).toBe(false);
    expect(isCurrentLeaf('/about', '/about', '')).toBe(true);
  });

  it('flows more than 6 entries into columns of 7 rows', () => {
    expect(submenuColumns(6)).toBe(1);
    expect(submenuColumns(7)).toBe(1);
    expect(submenuColumns(8)).toBe(2);
    expect(submenuColumns(14)).toBe(2);
    expect(submenuColumns(15)).toBe(3);
  });
});
