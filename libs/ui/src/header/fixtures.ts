import { storyImages } from '../editorial/story-fixtures';
import type { HeaderMenu, NavFeature } from './navigation';

const picture = (image: { src: string; width: number; height: number }): NavFeature['image'] => ({ url: image.src, width: image.width, height: image.height });

/** Menu data shaped like the two SPEC §7 calls, for stories and tests. Nine collections: two columns. */
export const headerMenuFixture: HeaderMenu = {
  discoveryTrialSlug: 'palais-royal-gardens',
  features: {
    fragrance: { kicker: 'The collection', caption: 'Collection noire: fragrances for the hours after dark', href: '/fragrance/collection-noire', image: picture(storyImages.noir) },
    'new-arrivals': { kicker: 'Behind the collection', caption: 'The making of Matin: a year of early mornings', href: '/article/the-making-of-matin', image: picture(storyImages.hero) },
    about: { kicker: 'Brand story', caption: 'A maison between two cities, Paris and Hong Kong', href: '/article/a-maison-between-two-cities', image: picture(storyImages.amber) },
  },
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
