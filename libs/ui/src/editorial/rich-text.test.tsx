import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@oriel/i18n';
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

describe('RichText links', () => {
  it('links the named words: a site path in the page’s language, an https address as it is', () => {
    render(
      <MemoryRouter>
        <I18nProvider locale="tc" app="brand-site">
          <RichText
            content={[
              {
                type: 'paragraph',
                text: 'Not sure which is yours? The Matin discovery quiz asks three questions, or read the press.',
                links: [
                  { text: 'the press', href: 'https://press.example.com/matin' },
                  { text: 'The Matin discovery quiz', href: '/discovery-trial/matin-oriel' },
                  { text: 'javascript', href: 'javascript:alert(1)' },
                ],
              },
            ]}
          />
        </I18nProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'The Matin discovery quiz' })).toHaveAttribute('href', '/tc/discovery-trial/matin-oriel');
    expect(screen.getByRole('link', { name: 'the press' })).toHaveAttribute('href', 'https://press.example.com/matin');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(document.querySelector('p')).toHaveTextContent('Not sure which is yours? The Matin discovery quiz asks three questions, or read the press.');
  });
});
