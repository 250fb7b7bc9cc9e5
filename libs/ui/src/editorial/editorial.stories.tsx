import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useLocale } from '@oriel/i18n';
import { desktop, laptop, phone } from '../story-viewports';
import { ArticleCard } from './article-card';
import { BoutiqueList } from './boutique-list';
import { Breadcrumb } from './breadcrumb';
import { Hero } from './hero';
import { ProductGrid } from './product-card';
import { RichText } from './rich-text';
import { Section } from './section';
import { storyImages } from './story-fixtures';
import { SubNav } from './sub-nav';

/** The page's words beyond its title, lead and breadcrumb (the content's, in the locale it is shown in). */
const words = {
  en: {
    heroAlt: storyImages.hero.alt,
    subNav: { label: 'Lips: sub-categories', all: 'All', lipstick: 'Lipstick', lipBalm: 'Lip balm' },
    products: { eyebrow: '4 creations', title: 'The fragrances', line: 'Matin', notes: ['Citrus', 'Floral', 'Aquatic', 'Woody'] },
    story: { title: 'The story', content: 'Matin is the hour before the city wakes.\n\n## Light as a material\n\nThe perfumer worked with neroli and white musk.\n\n> The light before morning is the only honest light.' },
    journal: { title: 'Brand stories', article: { title: 'The hour before', excerpt: 'How Matin was composed.' } },
    boutiques: {
      title: 'Discover it in boutique',
      central: { name: 'Central boutique', address: '12 Queen’s Road Central, Hong Kong', hours: 'Daily 11:00–20:00' },
      ifc: { name: 'ifc pop-up library', address: 'ifc mall, Central' },
    },
  },
  tc: {
    heroAlt: '晨光初現時的一瓶晨光系列香水',
    subNav: { label: '唇妝：分類', all: '全部', lipstick: '唇膏', lipBalm: '潤唇膏' },
    products: { eyebrow: '共4款', title: '系列香氛', line: '晨光系列', notes: ['柑橘調', '花香調', '水生調', '木質調'] },
    story: { title: '系列故事', content: '晨光，是城市甦醒前的那一刻。\n\n## 以光入香\n\n調香師以橙花與白麝香調製。\n\n> 破曉之前的光，是唯一真誠的光。' },
    journal: { title: '品牌故事', article: { title: '破曉之前', excerpt: '晨光系列如何調製而成。' } },
    boutiques: {
      title: '於專門店親身體驗',
      central: { name: '中環專門店', address: '香港中環皇后大道中12號', hours: '每日 11:00–20:00' },
      ifc: { name: '國際金融中心商場期間限定圖書館', address: '中環國際金融中心商場' },
    },
  },
};

/** A collection page composed from the editorial components, as the brand site renders one. */
function CollectionPage({ title, lead, section }: { title: string; lead: string; section: [home: string, fragrance: string] }) {
  const w = words[useLocale()];
  return (
    <div className="ed-page">
      <Hero eyebrow={section[1]} title={title} lead={lead} image={{ ...storyImages.hero, alt: w.heroAlt }}>
        <Breadcrumb tone="dark" crumbs={[{ label: section[0], to: '/' }, { label: section[1], to: '/fragrance' }, { label: title, to: '/fragrance/matin' }]} />
      </Hero>
      <SubNav
        label={w.subNav.label}
        items={[
          { label: w.subNav.all, to: '/makeup/lips', current: false },
          { label: w.subNav.lipstick, to: '/makeup/lips?sub=lipstick', current: true },
          { label: w.subNav.lipBalm, to: '/makeup/lips?sub=lip-balm', current: false },
        ]}
      />
      <Section id="products" eyebrow={w.products.eyebrow} title={w.products.title}>
        <ProductGrid
          eagerCount={2}
          products={[
            { to: '/fragrance/matin/eau-de-matin', name: 'Eau de Matin', line: w.products.line, note: w.products.notes[0], tag: 'new', image: storyImages.amber },
            { to: '/fragrance/matin/point-du-jour', name: 'Point du jour', line: w.products.line, note: w.products.notes[1], tag: 'best_seller', image: storyImages.rose },
            { to: '/fragrance/matin/parole-d-eau', name: "Parole d'eau", line: w.products.line, note: w.products.notes[2], image: storyImages.sea },
            { to: '/fragrance/matin/l-eau', name: "L'eau", line: w.products.line, note: w.products.notes[3], image: storyImages.noir },
          ]}
        />
      </Section>
      <Section id="story" title={w.story.title} tone="stone">
        <div className="ed-measure">
          <RichText lead content={w.story.content} />
        </div>
      </Section>
      <Section id="journal" title={w.journal.title}>
        <ul className="ed-article-list">
          <li>
            <ArticleCard featured article={{ to: '/article/the-hour-before', ...w.journal.article, date: '2025-10-01', image: storyImages.hero }} />
          </li>
        </ul>
      </Section>
      <Section id="boutiques" title={w.boutiques.title} tone="ink">
        <BoutiqueList
          boutiques={[
            { slug: 'central', ...w.boutiques.central, kind: 'permanent', phone: '2602 0823', mapUrl: 'https://maps.example/central' },
            { slug: 'ifc', ...w.boutiques.ifc, kind: 'pop-up', mapUrl: 'https://maps.example/ifc', opens: '2023-10-18', closes: '2023-10-31' },
          ]}
        />
      </Section>
    </div>
  );
}

const meta = {
  title: 'Editorial/Collection page',
  component: CollectionPage,
  args: { title: 'Matin', lead: 'The light before morning, in four fragrances.', section: ['Home', 'Fragrance'] },
  parameters: { docs: { description: { component: `How the editorial parts compose a collection page: breadcrumb, hero, sections, splits, grid and a story card. A composition to judge rhythm, not a component to import.

**Use** as the reference for spacing between bands and the order of a landing page.

| Do | Don't |
| --- | --- |
| Open with one hero, then alternate text and picture bands | Stack two heroes or two ink bands |
| Align every grid and card row to the heading's left edge | Centre a last row off the grid |
| Keep one \`<h1>\` (the hero's) and \`<h2>\` per section | Repeat the page title in a section heading |` } } },
} satisfies Meta<typeof CollectionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { name: 'Desktop 1440 · English',
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Matin' })).toBeVisible();
    // The hero is fetched first; the product pictures below the fold wait until they are needed.
    const images = canvasElement.querySelectorAll('img');
    await expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    await expect(images[0]).toHaveAttribute('width', '1600');
    await expect(images[images.length - 1]).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByRole('link', { name: 'Lipstick' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('NEW')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'You are here' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Map of Central boutique (opens in a new tab)' })).toHaveAttribute('target', '_blank');
  },
};

export const Phone: Story = { name: 'Phone 375 · English',
  globals: phone,
};

/** In Chinese: the title, lead and breadcrumb from the args, the rest of the page's words from the locale. */
export const TraditionalChinese: Story = { name: 'Desktop 1440 · 中文',
  parameters: { locale: 'tc' },
  args: { title: '晨光系列', lead: '破曉之前的光，化成四款香氛。', section: ['主頁', '香水'] },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('新品')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '主頁' })).toHaveAttribute('href', '/tc');
    await expect(canvas.getByRole('navigation', { name: '目前位置' })).toBeVisible();
  },
};

export const TraditionalChinesePhone: Story = { name: 'Phone 375 · 中文',
  parameters: { locale: 'tc' },
  args: { title: '晨光系列', lead: '破曉之前的光，化成四款香氛。', section: ['主頁', '香水'] },
  globals: phone,
};

/** 1280 px, the narrowest common laptop, in Chinese. */
export const TraditionalChineseLaptop1280: Story = { ...TraditionalChinese, name: 'Laptop 1280 · 中文', globals: laptop };

// The rest of the width and language matrix: in the sidebar and the test run, not on the docs page.
export const Laptop1280: Story = { ...Desktop, name: 'Laptop 1280 · English', globals: laptop, tags: ['!autodocs'] };
