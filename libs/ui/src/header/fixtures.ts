import type { HeaderMenu } from './navigation';

/** Menu data shaped like the two SPEC §7 calls, for stories and tests. Nine collections: two columns. */
export const headerMenuFixture: HeaderMenu = {
  discoveryTrialSlug: 'palais-royal-gardens',
  collections: [
    { name: 'Matin', slug: 'matin' },
    { name: 'Collection noire', slug: 'collection-noire' },
    { name: 'Flacons de table', slug: 'flacons-de-table' },
    { name: 'Gratte-ciel', slug: 'gratte-ciel' },
    { name: 'Rituel de parfum', slug: 'rituel-de-parfum' },
    { name: 'Palais royal', slug: 'palais-royal' },
    { name: 'Les eaux', slug: 'les-eaux' },
    { name: 'Bois de pluie', slug: 'bois-de-pluie' },
    { name: 'Nuit de soie', slug: 'nuit-de-soie' },
  ],
  categories: [
    { name: 'Complexion', slug: 'complexion', first_lvl_sub_categories: [{ name: 'Foundation', slug: 'foundation' }, { name: 'Powder', slug: 'powder' }] },
    { name: 'Eyes', slug: 'eyes', first_lvl_sub_categories: [{ name: 'Mascara', slug: 'mascara' }, { name: 'Eyeshadow', slug: 'eyeshadow' }] },
    { name: 'Lips', slug: 'lips', first_lvl_sub_categories: [{ name: 'Lipstick', slug: 'lipstick' }, { name: 'Lip balm', slug: 'lip-balm' }] },
  ],
};
