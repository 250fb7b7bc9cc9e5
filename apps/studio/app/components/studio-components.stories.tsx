import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, laptop } from '@oriel/ui/story-viewports';
import { productFileSchema } from '@oriel/contracts/content-files';
import { missingTranslations } from '@oriel/contracts/studio';
import { textFields } from '../lib/schema-fields';
import { Button, MissingBadge, Notice, StatusBadge } from './admin-ui';
import { StoryForm } from './story-form';
import { StudioTextField } from './studio-field';
import { EntryFacts, EntryTexts } from './entry-fields';
import '@oriel/ui/styles.css';
import '../styles/studio.css';

const product = {
  slug: 'l-eau',
  line: 'fragrance',
  collection: 'matin',
  date: '2024-03-01',
  position: 1,
  colour: '#9ec5d1',
  images: ['products/l-eau'],
  variants: [
    { size: '50ml', price: 900, sku: 'LEAU-50' },
    { size: '100ml', price: 1350, sku: 'LEAU-100' },
  ],
  en: { name: "L'eau", subtitle: 'Eau de parfum', description: 'The first glass of water of the day.', details: ['Eau de parfum', 'Made in Grasse'], notes: { top: 'Pear skin', heart: 'White tea', base: 'Musk' } },
  'zh-Hant': { name: "L'eau", subtitle: '淡香精', details: ['淡香精', '法國格拉斯製造'] },
};

const meta = {
  title: 'Studio/Entry editor',
  parameters: {
    layout: 'padded',
    docs: { description: { component: `The parts of the studio's entry editor, where staff edit the content the site shows (the products, categories, collections and articles of SPEC §2/§3): an entry's texts in English and Traditional Chinese side by side, its language-neutral facts, and the studio's buttons, badges and notices. A Chinese text that English has and Chinese lacks is flagged "Translation missing" (the site shows the English there). The studio is in English only.

**Use** in the studio's entry page, inside its form: the fields, labels and limits come from the content schema, so a field added to the schema appears here with no code. Not on public pages: no studio code reaches them.

| Do | Don't |
| --- | --- |
| Let the content schema give each field, its label and its limit (the counter shows the limit the data service checks) | Add a field to the editor by hand |
| Keep the two languages side by side, a missing Chinese text flagged | Hide a missing translation, or fill it with the English |
| Write errors as what to do ("Write something here: it cannot be empty.") | Show the data service's technical message or a file path |
| Keep an entry's address (slug) and collection fixed once it exists | Let an editor change the address of a published page |` } },
  },
  decorators: [(Story) => <div className="studio">{Story()}</div>],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** EntryTexts: use it for every text of an entry, English and Chinese side by side; here the Chinese description and notes are flagged as missing. */
export const ProductTexts: Story = {
  globals: laptop,
  render: () => (
    <StoryForm errors={{ 'en.subtitle': 'Write something here: it cannot be empty.' }}>
      <EntryTexts fields={textFields(productFileSchema)} en={product.en} zh={product['zh-Hant']} missing={missingTranslations(product)} />
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Description (English)')).toHaveValue('The first glass of water of the day.');
    await expect(canvas.getByLabelText('Description (Chinese)')).toHaveAccessibleDescription(/Translation missing/);
    await expect(canvas.getByLabelText('Subtitle (English)')).toHaveAccessibleDescription(/it cannot be empty/);
  },
};
export const ProductTextsDesktop: Story = { ...ProductTexts, name: 'Product texts · Desktop 1440', tags: ['!autodocs'], globals: desktop };

/** EntryFacts: use it for what does not change with the language (sizes, prices, tags, dates, references); the slug and collection are fixed. */
export const ProductFacts: Story = {
  globals: laptop,
  render: () => (
    <StoryForm>
      <EntryFacts document={product} />
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByLabelText('Price (HK$)')[0]).toHaveValue(900);
    await expect(canvas.getByLabelText('Address (slug)')).toHaveAttribute('readonly');
  },
};
export const ProductFactsDesktop: Story = { ...ProductFacts, name: 'Product facts · Desktop 1440', tags: ['!autodocs'], globals: desktop };

const category = {
  slug: 'lips',
  position: 2,
  heroImage: 'categories/lips-hero',
  subCategories: [
    { slug: 'lipstick', en: { name: 'Lipstick' }, 'zh-Hant': { name: '唇膏' } },
    { slug: 'lip-balm', en: { name: 'Lip balm' } },
  ],
  en: { name: 'Lips', intro: 'Colour that lasts.' },
  'zh-Hant': { name: '唇妝', intro: '持久色彩。' },
};

/** A makeup category: each sub-category's name in both languages; the second lacks its Chinese name. */
export const CategorySubCategories: Story = {
  render: () => (
    <StoryForm>
      <EntryFacts document={category} missing={missingTranslations(category)} />
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Sub-category 1: Name (Chinese)')).toHaveValue('唇膏');
    await expect(canvas.getByLabelText('Sub-category 2: Name (Chinese)')).toHaveAccessibleDescription(/Translation missing/);
    await expect(canvas.getByLabelText('Sub-category 1: Name (Chinese)')).not.toHaveAccessibleDescription(/Translation missing/);
  },
};

/** Button, StatusBadge, MissingBadge, Notice and StudioTextField: one primary button per row of actions (Publish), secondary for the rest, quiet for a step aside, danger only for what cannot be taken back; a notice says what happened and what the site shows now. */
export const Controls: Story = {
  globals: laptop,
  render: () => (
    <div className="studio-stack">
      <div className="studio-actions">
        <Button variant="secondary">Save draft</Button>
        <Button variant="primary">Publish</Button>
        <Button variant="quiet">Discard draft</Button>
      </div>
      <p>
        <StatusBadge status="published" /> <StatusBadge status="changed" /> <MissingBadge count={3} />
      </p>
      <Notice tone="success">Draft saved. The site does not show it until you publish.</Notice>
      <Notice tone="error">Some fields need attention.</Notice>
      <StudioTextField label="Email" name="email" type="email" />
      <StudioTextField label="Password" name="password" type="password" error="The email or password is not right." />
    </div>
  ),
};
export const ControlsDesktop: Story = { ...Controls, name: 'Controls · Desktop 1440', tags: ['!autodocs'], globals: desktop };
