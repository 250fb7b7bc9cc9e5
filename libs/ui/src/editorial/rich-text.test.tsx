import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText, textToBlocks } from './rich-text';

describe('RichText', () => {
  it('reads paragraphs, sub-headings, lists and quotes from plain text', () => {
    expect(textToBlocks('One\nline.\n\n## Title\n\n- a\n- b\n\n> Said')).toEqual([
      { type: 'paragraph', text: 'One line.' },
      { type: 'heading', text: 'Title' },
      { type: 'list', items: ['a', 'b'] },
      { type: 'quote', text: 'Said' },
    ]);
  });

  it('renders text as text, never as HTML', () => {
    render(<RichText content={[{ type: 'paragraph', text: '<img src=x onerror=alert(1)>' }, { type: 'heading', text: 'Notes' }]} />);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Notes' })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
