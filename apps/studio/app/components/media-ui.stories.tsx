import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { desktop, laptop } from '@oriel/ui/story-viewports';
import type { MediaAsset } from '@oriel/contracts/media';
import { FileDropZone, FocalPointPicker, MediaCard, UploadProgress } from './media-ui';
import '@oriel/ui/styles.css';
import '../styles/studio.css';
import '../styles/media.css';

/** A stand-in photograph (no file to fetch): a lit ground and a dark flacon, 4:5. */
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000"><defs><radialGradient id="g" cx="0.3" cy="0.3"><stop offset="0" stop-color="#f4ead8"/><stop offset="1" stop-color="#2b2f3a"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><rect x="300" y="300" width="200" height="450" rx="16" fill="#15151a"/><rect x="360" y="220" width="80" height="90" fill="#b08d57"/></svg>',
)}`;

const asset: MediaAsset = {
  id: 'eoabef0ao0uq',
  key: 'uploads/eoabef0ao0uq',
  status: 'ready',
  replacing: false,
  error: null,
  width: 1600,
  height: 2000,
  alt: { en: 'Encre de nuit on black marble, lit from the left', 'zh-Hant': '黑色大理石上的 Encre de nuit，光從左方照來' },
  focus: { x: 0.5, y: 0.4 },
  thumbnail: photo,
  preview: photo,
  createdBy: 'editor@oriel.example',
  createdAt: '2026-11-23T15:00:00.000Z',
  updatedAt: '2026-11-23T15:00:00.000Z',
  version: 1,
};

const meta = {
  title: 'Studio/Media library',
  parameters: {
    layout: 'padded',
    docs: { description: { component: `The parts of the studio's media library (decision 200), where the house's photographs come in to take the place of the generated art: a drop zone around a plain, labelled file input; the upload's progress bar; the focal-point picker with the crops the site makes (product 4:5, hero 16:9, story 3:2); and the library's cards. Every photograph has alt texts in English and Chinese (both required at upload) and a focal point that every crop keeps in view.

**Use** on the studio's media pages: the library, and one photograph's page (details, focal point, replace everywhere). To choose a photograph already in the library, use the entry's image picker or the rich text's "Image" button, not these.

| Do | Don't |
| --- | --- |
| Keep the labelled file input inside the drop zone: it is the keyboard and screen-reader way in | Make dragging the only way to upload |
| Say the accepted types and the limit in the hint ("JPEG, PNG, WebP or AVIF, up to 20 MB.") | Let people learn the limit from a refusal |
| Set the focal point on the subject, then check the three crop previews | Crop a photograph to one page's shape before uploading it |
| Write each alt text as what the photograph shows, in its language | Use the file name, "image" or the product's name alone as alt text |` } },
  },
  decorators: [(Story) => <div className="studio">{Story()}</div>],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const onFile = fn();

/** FileDropZone: use it wherever a photograph is uploaded or replaced; it keeps a plain, labelled file input (the keyboard and screen-reader path). */
export const DropZone: Story = {
  globals: laptop,
  render: () => <FileDropZone label="Choose a photograph" hint="JPEG, PNG, WebP or AVIF, up to 20 MB." onFile={onFile} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Choose a photograph');
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif');
    await expect(input).toHaveAccessibleDescription(/up to 20 MB/);
    await userEvent.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'photo.jpg', { type: 'image/jpeg' }));
    await expect(onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'photo.jpg' }));
  },
};
export const DropZoneDesktop: Story = { ...DropZone, name: 'Drop zone · Desktop 1440', tags: ['!autodocs'], play: undefined, globals: desktop };

/** UploadProgress: use it under the drop zone while a file is sent; its figure is read out as it changes. */
export const Progress: Story = {
  globals: laptop,
  render: () => (
    <div className="studio-stack">
      <UploadProgress fraction={0.42} />
      <UploadProgress fraction={1} label="Replacement progress" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '42');
  },
};
export const ProgressDesktop: Story = { ...Progress, name: 'Progress · Desktop 1440', tags: ['!autodocs'], globals: desktop };

function Picker() {
  const [focus, setFocus] = useState(asset.focus);
  return <FocalPointPicker src={photo} alt={asset.alt.en} value={focus} onChange={setFocus} />;
}

/** FocalPointPicker: use it on a photograph's page. Click the subject or type its position; the point and every crop preview move with it. */
export const FocalPoint: Story = {
  globals: laptop,
  render: () => <Picker />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const left = canvas.getByLabelText('From the left (%)');
    await userEvent.clear(left);
    await userEvent.type(left, '25');
    const crop = canvas.getByRole('list', { name: 'Crop previews' }).querySelector('img');
    await expect(crop).toHaveStyle({ objectPosition: '25% 40%' });
  },
};
export const FocalPointDesktop: Story = { ...FocalPoint, name: 'Focal point · Desktop 1440', tags: ['!autodocs'], play: undefined, globals: desktop };

/** MediaCard: use it in the library's grid: the picture, both alt texts, its state (ready, making renditions, replacing) and a link to its page. */
export const Cards: Story = {
  globals: laptop,
  render: () => (
    <ul className="studio-media-grid">
      <MediaCard asset={asset} href="#" />
      <MediaCard asset={{ ...asset, id: 'b', status: 'processing', thumbnail: null, preview: null }} href="#" />
      <MediaCard asset={{ ...asset, id: 'c', replacing: true }} href="#" />
    </ul>
  ),
};
export const CardsDesktop: Story = { ...Cards, name: 'Cards · Desktop 1440', tags: ['!autodocs'], globals: desktop };
