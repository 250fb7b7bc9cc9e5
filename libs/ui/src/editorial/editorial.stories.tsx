import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArticleCard } from './article-card';
import { BoutiqueList } from './boutique-list';
import { Breadcrumb } from './breadcrumb';
import { Hero } from './hero';
import { ProductGrid } from './product-card';
import { RichText } from './rich-text';
import { Section } from './section';
import { storyImages } from './story-fixtures';
import { SubNav } from './sub-nav';

/** A collection page composed from the editorial components, as the brand site renders one. */
function CollectionPage({ title, lead, section }: { title: string; lead: string; section: [home: string, fragrance: string] }) {
  return (
    <div className="ed-page">
      <Hero eyebrow={section[1]} title={title} lead={lead} image={storyImages.hero}>
        <Breadcrumb tone="dark" crumbs={[{ label: section[0], to: '/' }, { label: section[1], to: '/fragrance' }, { label: title, to: '/fragrance/matin' }]} />
      </Hero>
      <SubNav
        label="Lips: sub-categories"
        items={[
          { label: 'All', to: '/makeup/lips', current: false },
          { label: 'Lipstick', to: '/makeup/lips?sub=lipstick', current: true },
          { label: 'Lip balm', to: '/makeup/lips?sub=lip-balm', current: false },
        ]}
      />
      <Section id="products" eyebrow="4 creations" title="The fragrances">
        <ProductGrid
          eagerCount={2}
          products={[
            { to: '/fragrance/matin/eau-de-matin', name: 'Eau de Matin', line: 'Matin', note: 'Citrus', tag: 'new', image: storyImages.amber },
            { to: '/fragrance/matin/point-du-jour', name: 'Point du jour', line: 'Matin', note: 'Floral', tag: 'best_seller', image: storyImages.rose },
            { to: '/fragrance/matin/parole-d-eau', name: "Parole d'eau", line: 'Matin', note: 'Aquatic', image: storyImages.sea },
            { to: '/fragrance/matin/l-eau', name: "L'eau", line: 'Matin', note: 'Woody', image: storyImages.noir },
          ]}
        />
      </Section>
      <Section id="story" title="The story" tone="stone">
        <div className="ed-measure">
          <RichText lead content={'Matin is the hour before the city wakes.\n\n## Light as a material\n\nThe perfumer worked with neroli and white musk.\n\n> The light before morning is the only honest light.'} />
        </div>
      </Section>
      <Section id="journal" title="Brand stories">
        <ul className="ed-article-list">
          <li>
            <ArticleCard featured article={{ to: '/article/the-hour-before', title: 'The hour before', excerpt: 'How Matin was composed.', date: '2025-10-01', image: storyImages.hero }} />
          </li>
        </ul>
      </Section>
      <Section id="boutiques" title="Discover it in boutique" tone="ink">
        <BoutiqueList
          boutiques={[
            { slug: 'central', name: 'Central boutique', address: '12 Queen’s Road Central, Hong Kong', kind: 'permanent', hours: 'Daily 11:00–20:00', phone: '2602 0823', mapUrl: 'https://maps.example/central' },
            { slug: 'ifc', name: 'ifc pop-up library', address: 'ifc mall, Central', kind: 'pop-up', mapUrl: 'https://maps.example/ifc', opens: '2023-10-18', closes: '2023-10-31' },
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

export const Desktop: Story = {
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

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const TraditionalChinese: Story = {
  parameters: { locale: 'tc' },
  args: { title: '晨光系列', lead: '破曉之前的光，化成四款香氛。', section: ['主頁', '香水'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('新品')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '主頁' })).toHaveAttribute('href', '/tc');
    await expect(canvas.getByRole('navigation', { name: '目前位置' })).toBeVisible();
  },
};

export const TraditionalChinesePhone: Story = {
  parameters: { locale: 'tc' },
  args: { title: '晨光系列', lead: '破曉之前的光，化成四款香氛。', section: ['主頁', '香水'] },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** 1280 px, the narrowest common laptop, in Chinese. */
export const TraditionalChineseLaptop1280: Story = { parameters: { locale: 'tc' }, globals: { viewport: { value: 'laptop', isRotated: false } } };
