import './editorial.css';
import { Fragment, type ReactNode } from 'react';
import { LocalizedLink } from '@oriel/i18n';
import { type ImageAsset, ResponsiveImage } from './image';
import { keepNames } from './keep-names';

/** Structured body text from the data service: no HTML is ever injected. */
export type RichBlock =
  | { type: 'paragraph'; text: string; links?: readonly InlineLink[] }
  | { type: 'heading'; text: string }
  | { type: 'list'; items: readonly string[]; ordered?: boolean }
  | { type: 'quote'; text: string; cite?: string }
  | { type: 'image'; image: ImageAsset; caption?: string };

/**
 * Words of a paragraph that lead somewhere: a path of this site (locale-free; the page's language is
 * added) or an https address. The data service accepts no other kind.
 */
export interface InlineLink {
  text: string;
  href: string;
}

/**
 * Long-form text (articles, the house, legal pages). Accepts blocks, or plain text in which a blank
 * line starts a paragraph and a line starting with `## ` is a sub-heading.
 */
export function RichText({ content, className = '', lead = false }: { content: string | readonly RichBlock[]; className?: string; lead?: boolean }) {
  const blocks = typeof content === 'string' ? textToBlocks(content) : content;
  return (
    <div className={`ed-rich-text${lead ? ' ed-rich-text--lead' : ''} ${className}`.trim()} data-slot="rich-text">
      {blocks.map((block, index) => renderBlock(block, index))}
    </div>
  );
}

function renderBlock(block: RichBlock, key: number): ReactNode {
  switch (block.type) {
    case 'heading':
      return <h2 key={key}>{block.text}</h2>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List key={key}>
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </List>
      );
    }
    case 'quote':
      return (
        <blockquote key={key}>
          <p>{block.text}</p>
          {block.cite && <footer>{block.cite}</footer>}
        </blockquote>
      );
    case 'image':
      return (
        <figure key={key} className="ed-rich-text__figure">
          <ResponsiveImage image={block.image} sizes="(max-width: 800px) 100vw, 46rem" />
          {block.caption && <figcaption>{block.caption}</figcaption>}
        </figure>
      );
    default:
      return <p key={key}>{block.links?.length ? withLinks(block.text, block.links) : keepNames(block.text)}</p>;
  }
}

/** The paragraph's words with each link's words linked where they first occur (overlaps are left plain). */
export function withLinks(text: string, links: readonly InlineLink[]): ReactNode[] {
  const placed = links
    .map((link) => ({ link, start: text.indexOf(link.text) }))
    .filter(({ start, link }) => start >= 0 && link.text.length > 0)
    .sort((a, b) => a.start - b.start);
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const { link, start } of placed) {
    if (start < at) continue;
    if (start > at) nodes.push(<Fragment key={`t${at}`}>{keepNames(text.slice(at, start))}</Fragment>);
    nodes.push(<InlineAnchor key={start} link={link} />);
    at = start + link.text.length;
  }
  if (at < text.length) nodes.push(<Fragment key={`t${at}`}>{keepNames(text.slice(at))}</Fragment>);
  return nodes;
}

function InlineAnchor({ link }: { link: InlineLink }) {
  if (link.href.startsWith('/') && !link.href.startsWith('//')) {
    return (
      <LocalizedLink to={link.href} className="ed-rich-text__link">
        {link.text}
      </LocalizedLink>
    );
  }
  // Only https addresses leave the site; anything else the data service would have refused is shown as words.
  if (!link.href.startsWith('https://')) return <>{link.text}</>;
  return (
    <a href={link.href} className="ed-rich-text__link" rel="noopener noreferrer">
      {link.text}
    </a>
  );
}

export function textToBlocks(text: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  for (const chunk of text.split(/\n\s*\n/)) {
    const trimmed = chunk.trim();
    if (!trimmed) continue;
    const lines = trimmed.split('\n').map((l) => l.trim());
    if (trimmed.startsWith('## ')) blocks.push({ type: 'heading', text: trimmed.slice(3).trim() });
    else if (lines.every((l) => l.startsWith('- '))) blocks.push({ type: 'list', items: lines.map((l) => l.slice(2).trim()) });
    else if (lines.every((l) => /^\d+\.\s/.test(l))) blocks.push({ type: 'list', ordered: true, items: lines.map((l) => l.replace(/^\d+\.\s+/, '')) });
    else if (trimmed.startsWith('> ')) blocks.push({ type: 'quote', text: lines.map((l) => l.replace(/^>\s?/, '')).join(' ') });
    else blocks.push({ type: 'paragraph', text: lines.join(' ') });
  }
  return blocks;
}
