import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { InForm } from '../testing/in-form';
import type { StoredBlock } from '../lib/rich-text';
import type { PhotoChoice } from './image-picker';
import { PhotoLibrary } from './rich-image';
import { RichTextEditor } from './rich-text-editor';

const photos: PhotoChoice[] = [
  { key: 'uploads/aaaaaaaaaaaa', alt: 'The workshop at dawn', altZh: '清晨的工作室', thumbnail: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', focus: { x: 0.2, y: 0.7 } },
  { key: 'uploads/bbbbbbbbbbbb', alt: 'A flacon on a marble table', altZh: '大理石桌上的香水瓶', thumbnail: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', focus: { x: 0.5, y: 0.5 } },
];
const blocks: StoredBlock[] = [
  { type: 'paragraph', text: '一個段落。' },
  { type: 'image', image: 'uploads/aaaaaaaaaaaa', alt: '工作室', caption: '巴黎' },
];
const posted = (container: HTMLElement) => JSON.parse((container.querySelector('input[name="json:zh-Hant.body"]') as HTMLInputElement).value) as StoredBlock[];

describe('image blocks in rich text', () => {
  // jsdom lays nothing out: ProseMirror scrolls an inserted block into view by its rectangles.
  beforeAll(() => {
    const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    const rect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
    Element.prototype.getClientRects ??= none;
    Range.prototype.getClientRects ??= none;
    Range.prototype.getBoundingClientRect ??= rect;
  });

  it('show the photograph with its alt text and caption for people (not its key), and choose photographs from the library', async () => {
    const { container } = render(
      <InForm>
        <PhotoLibrary.Provider value={photos}>
          <RichTextEditor name="zh-Hant.body" label="Body (Chinese)" blocks={blocks} lang="zh-Hant" />
        </PhotoLibrary.Provider>
      </InForm>,
    );
    const alt = await screen.findByLabelText('Alt text (what the picture shows)');
    expect(alt).toHaveProperty('value', '工作室');
    expect(screen.getByLabelText('Caption (optional)')).toHaveProperty('value', '巴黎');
    expect(screen.getByText(/Image: The workshop at dawn/)).toBeTruthy();
    const figure = alt.closest('figure')!;
    expect(figure.querySelector('img')!.style.objectPosition).toBe('20% 70%');
    expect(container.textContent).not.toMatch(/uploads\//);

    // The alt text is edited in place; the posted blocks follow.
    fireEvent.change(alt, { target: { value: '清晨的工作室' } });
    await waitFor(() => expect(posted(container)[1]).toEqual({ type: 'image', image: 'uploads/aaaaaaaaaaaa', alt: '清晨的工作室', caption: '巴黎' }));

    // Another photograph from the library: described by its Chinese alt text in a Chinese body.
    fireEvent.click(within(figure).getByRole('button', { name: /Choose another photograph/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Use “A flacon on a marble table”' }));
    await waitFor(() => expect(posted(container)[1]).toMatchObject({ image: 'uploads/bbbbbbbbbbbb', alt: '大理石桌上的香水瓶' }));

    // "Image" in the toolbar adds a new image block.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Image' })));
    fireEvent.click(screen.getByRole('button', { name: 'Use “The workshop at dawn”' }));
    await waitFor(() => expect(posted(container).filter((b) => b.type === 'image')).toHaveLength(2));
    expect(posted(container).find((b) => b.type === 'image' && b.image === 'uploads/aaaaaaaaaaaa')).toMatchObject({ alt: '清晨的工作室' });
  });
});
