import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FormProvider, useForm, useFormState } from '@oriel/forms/rhf';
import { ImagePicker, type PhotoChoice } from './image-picker';

const thumbnail = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const photos: PhotoChoice[] = [
  { key: 'uploads/aaaaaaaaaaaa', alt: 'The workshop at dawn', thumbnail, focus: { x: 0.2, y: 0.7 } },
  { key: 'uploads/bbbbbbbbbbbb', alt: 'A flacon on a marble table', thumbnail, focus: { x: 0.5, y: 0.5 } },
  { key: 'uploads/cccccccccccc', alt: 'Peonies in a glass', thumbnail, focus: { x: 0.5, y: 0.3 } },
];

/** The picker is a field of a react-hook-form form, as in the entry editor, which marks unsaved changes. */
function InForm({ children }: { children: ReactNode }) {
  const form = useForm();
  return (
    <FormProvider {...form}>
      <form>
        {children}
        <DirtyMark />
      </form>
    </FormProvider>
  );
}
function DirtyMark() {
  const { isDirty } = useFormState();
  return isDirty ? <p>Unsaved changes</p> : null;
}

const posted = (container: HTMLElement) => (container.querySelector('input[type="hidden"][name="images"]') as HTMLInputElement).value.split('\n');

describe('the image picker of an entry', () => {
  it('orders, adds and removes photographs: the posted list follows and the form counts it as a change', async () => {
    const { container } = render(
      <InForm>
        <ImagePicker id="images" name="images" label="Pictures" values={['uploads/aaaaaaaaaaaa', 'uploads/bbbbbbbbbbbb']} multiple photos={photos} />
      </InForm>,
    );
    expect(await screen.findByText('Main picture ·')).toBeTruthy();
    expect(posted(container)).toEqual(['uploads/aaaaaaaaaaaa', 'uploads/bbbbbbbbbbbb']);
    expect(screen.queryByText('Unsaved changes')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Move later: The workshop at dawn' }));
    expect(posted(container)).toEqual(['uploads/bbbbbbbbbbbb', 'uploads/aaaaaaaaaaaa']);
    expect(screen.getByText('Main picture ·').closest('figcaption')!.textContent).toBe('Main picture · A flacon on a marble table');
    expect(await screen.findByText('Unsaved changes')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Choose from the media library' }));
    // Only the photographs not chosen yet are offered.
    expect(screen.getAllByRole('button', { name: /^Use / }).map((b) => b.getAttribute('aria-label'))).toEqual(['Use “Peonies in a glass”']);
    fireEvent.click(screen.getByRole('button', { name: 'Use “Peonies in a glass”' }));
    expect(posted(container)).toEqual(['uploads/bbbbbbbbbbbb', 'uploads/aaaaaaaaaaaa', 'uploads/cccccccccccc']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove: A flacon on a marble table' }));
    expect(posted(container)).toEqual(['uploads/aaaaaaaaaaaa', 'uploads/cccccccccccc']);
  });

  it('replaces the one photograph of a single-image field', async () => {
    const { container } = render(
      <InForm>
        <ImagePicker id="cover" name="images" label="Cover" values={['uploads/aaaaaaaaaaaa']} multiple={false} photos={photos} />
      </InForm>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Choose another photograph' }));
    fireEvent.click(screen.getByRole('button', { name: 'Use “A flacon on a marble table”' }));
    expect(posted(container)).toEqual(['uploads/bbbbbbbbbbbb']);
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
  });
});
