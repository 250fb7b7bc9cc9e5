import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div className="studio">{Story()}</div>],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const onFile = fn();

/** The drop zone keeps a plain, labelled file input: the keyboard and screen-reader path. */
export const DropZone: Story = {
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

export const Progress: Story = {
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

function Picker() {
  const [focus, setFocus] = useState(asset.focus);
  return <FocalPointPicker src={photo} alt={asset.alt.en} value={focus} onChange={setFocus} />;
}

/** Typing a position moves the point and every crop preview with it. */
export const FocalPoint: Story = {
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

export const Cards: Story = {
  render: () => (
    <ul className="studio-media-grid">
      <MediaCard asset={asset} href="#" />
      <MediaCard asset={{ ...asset, id: 'b', status: 'processing', thumbnail: null, preview: null }} href="#" />
      <MediaCard asset={{ ...asset, id: 'c', replacing: true }} href="#" />
    </ul>
  ),
};
