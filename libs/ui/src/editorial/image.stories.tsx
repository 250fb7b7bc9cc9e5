import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { desktop, laptop, phone } from '../story-viewports';
import { ResponsiveImage } from './image';
import { storyImages } from './story-fixtures';

const meta = {
  title: 'Editorial/ResponsiveImage',
  component: ResponsiveImage,
  args: {
    image: { ...storyImages.amber, sources: [{ type: 'image/avif', srcSet: `${storyImages.amber.src} 800w` }, { type: 'image/webp', srcSet: `${storyImages.amber.src} 800w` }] },
    sizes: '(max-width: 640px) 100vw, 50vw',
    priority: false,
    style: { width: '100%', height: 'auto', maxWidth: 480 },
  },
  parameters: { docs: { description: { component: `Every picture of the site: AVIF and WebP sources, width and height reserved (no layout shift), lazy below the fold, the content's focal point kept by the crop.

**Use** with the page's \`ImageAsset\` from the view model; \`priority\` for the one picture of the first screen; \`sizes\` as the layout really shows it.

| Do | Don't |
| --- | --- |
| Write the alt text from the content: what the picture shows ("A bottle of Matin at first light") | Write "image of" or repeat the caption or the link's words |
| Give \`alt=""\` when the words beside it already name it (a card's title, a menu caption) | Leave a meaningful picture without alt text |
| Mark only the hero \`priority\` | Mark several pictures \`priority\` (they compete for the first load) |
| Give \`sizes\` that match the column (\`(max-width: 1024px) 86vw, 29vw\`) | Stretch a small rendition to a wide column (it goes soft) |` } } },
} satisfies Meta<typeof ResponsiveImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BelowTheFold: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).not.toHaveAttribute('fetchpriority');
    await expect(img).toHaveAttribute('width', '800');
    await expect(img).toHaveAttribute('height', '1000');
    const types = [...canvasElement.querySelectorAll('source')].map((s) => s.getAttribute('type'));
    await expect(types).toEqual(['image/avif', 'image/webp']);
  },
};

export const Hero: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('loading', 'eager');
  },
};

export const Phone: Story = { name: 'Phone 375 · English',
  globals: phone,
};

/** The picture's only words are its alt text: in Chinese on a Chinese page. */
export const TraditionalChinese: Story = { name: 'Desktop 1440 · 中文',
  args: { image: { ...meta.args.image, alt: '一個琥珀色玻璃瓶' } },
  parameters: { locale: 'tc' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '一個琥珀色玻璃瓶');
  },
};

/** 1280 px, the narrowest common laptop, in Chinese. */
export const TraditionalChineseLaptop1280: Story = { ...TraditionalChinese, name: 'Laptop 1280 · 中文', globals: laptop };

// The rest of the width and language matrix: in the sidebar and the test run, not on the docs page.
export const Laptop1280: Story = { ...BelowTheFold, name: 'Laptop 1280 · English', globals: laptop, tags: ['!autodocs'] };
export const PhoneChinese: Story = { ...TraditionalChinese, name: 'Phone 375 · 中文', globals: phone, tags: ['!autodocs'] };
