import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, laptop, phone } from '../story-viewports';
import { EnquiryLinks } from './enquiry-links';

const house = { phone: { display: '2602 0823', e164: '+85226020823' }, email: 'enquiry@maison-oriel.example', whatsapp: '85291234567' };

const meta = {
  title: 'Editorial/EnquiryLinks',
  component: EnquiryLinks,
  args: { product: 'Le Perce-vent', contact: house },
  decorators: [(Story) => <div className="ed-stage" style={{ padding: '2rem', background: '#111', color: '#f3efe9' }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component: `"Ask an adviser" on a product page: the house's phone, **WhatsApp** when the house's configuration names a number (\`whatsapp\` in \`libs/config\`; the chat opens on \`https://wa.me/<number>\` with a message naming the product in the visitor's language), and e-mail with the product as the subject. Nothing is sent by the site: each link hands over to the visitor's phone, messaging or mail application.

**Use** in a product page's next step, beside "Find it in a boutique".

| Do | Don't |
| --- | --- |
| Set \`whatsapp\` only once the house answers WhatsApp on that number | Show a WhatsApp link to a number nobody reads |
| Let the prefilled message name the product | Prefill personal details or a price |
| Keep the three ways in one line on desktop, wrapping on phones | Add a form here that posts nowhere |`,
      },
    },
  },
} satisfies Meta<typeof EnquiryLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Phone, WhatsApp (the product named in the message) and e-mail. */
export const WithWhatsApp: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', `https://wa.me/85291234567?text=${encodeURIComponent('Hello, I would like to know more about Le Perce-vent.')}`);
  },
};

/** The house has no WhatsApp number: phone and e-mail only. */
export const WithoutWhatsApp: Story = {
  args: { contact: { ...house, whatsapp: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  },
};

export const TraditionalChinesePhone375: Story = { name: 'Phone 375 · 中文', parameters: { locale: 'tc' }, globals: phone };
export const Laptop1280: Story = { name: 'Laptop 1280 · English', globals: laptop };

// The rest of the width and language matrix: in the sidebar and the test run, not on the docs page.
export const Phone375: Story = { ...WithWhatsApp, name: 'Phone 375 · English', globals: phone, tags: ['!autodocs'] };
export const LaptopChinese: Story = { ...TraditionalChinesePhone375, name: 'Laptop 1280 · 中文', globals: laptop, tags: ['!autodocs'] };
export const DesktopChinese: Story = { ...TraditionalChinesePhone375, name: 'Desktop 1440 · 中文', globals: desktop, tags: ['!autodocs'] };
