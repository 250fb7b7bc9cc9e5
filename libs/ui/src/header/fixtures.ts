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

/**
 * The same menu in Chinese: the content's zh-Hant names and titles; the four collections that only
 * the fixture has (to fill two columns) have names of their own.
 */
export const headerMenuFixtureTc: HeaderMenu = {
  ...headerMenuFixture,
  features: {
    fragrance: { kicker: '系列', caption: '黑色系列：為夜色而生的香氛', href: '/fragrance/collection-noire', image: picture(storyImages.noir) },
    'new-arrivals': { kicker: '系列幕後', caption: '晨光系列的誕生：一年的清晨', href: '/article/the-making-of-matin', image: picture(storyImages.hero) },
    about: { kicker: '品牌故事', caption: '一個家，兩座城市：巴黎與香港', href: '/article/a-maison-between-two-cities', image: picture(storyImages.amber) },
  },
  collections: [
    { name: '晨光系列', slug: 'matin' },
    { name: '黑色系列', slug: 'collection-noire' },
    { name: '梳妝枱香水瓶系列', slug: 'flacons-de-table' },
    { name: '摩天系列', slug: 'gratte-ciel' },
    { name: '香氛儀式系列', slug: 'rituel-de-parfum' },
    { name: '皇家宮殿系列', slug: 'palais-royal' },
    { name: '清泉系列', slug: 'les-eaux' },
    { name: '雨木系列', slug: 'bois-de-pluie' },
    { name: '絲夜系列', slug: 'nuit-de-soie' },
  ],
  categories: [
    { name: '底妝', slug: 'complexion', first_lvl_sub_categories: [{ name: '粉底', slug: 'foundation' }, { name: '蜜粉', slug: 'powder' }] },
    { name: '眼妝', slug: 'eyes', first_lvl_sub_categories: [{ name: '睫毛膏', slug: 'mascara' }, { name: '眼影', slug: 'eyeshadow' }] },
    { name: '唇妝', slug: 'lips', first_lvl_sub_categories: [{ name: '唇膏', slug: 'lipstick' }, { name: '潤唇膏', slug: 'lip-balm' }] },
  ],
};
