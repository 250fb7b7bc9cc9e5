/**
 * Rich text in the studio (decision 208): the TipTap document of the editor and the stored block
 * list of articles, pages and collection stories (`blockSchema` in libs/contracts/src/content-files.ts),
 * one into the other. The site's renderer (RichText in libs/ui) shows paragraphs, sub-headings,
 * bulleted lists, quotes (with their attribution) and images, and no inline formatting: so the
 * editor offers exactly these, and a text is plain words. Images and quote attributions are kept
 * as they are (the editor shows them, they are edited elsewhere).
 */
export type StoredBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'quote'; text: string; cite?: string }
  | { type: 'image'; image: string; alt: string; caption?: string };

export interface DocNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: DocNode[];
  text?: string;
}

const textNode = (text: string): DocNode[] => (text ? [{ type: 'text', text }] : []);
const paragraph = (text: string): DocNode => ({ type: 'paragraph', content: textNode(text) });

/** The stored blocks as the editor's document. */
export function blocksToDoc(blocks: readonly StoredBlock[]): DocNode {
  const content = blocks.map((block): DocNode => {
    switch (block.type) {
      case 'heading':
        return { type: 'heading', attrs: { level: 2 }, content: textNode(block.text) };
      case 'list':
        return { type: 'bulletList', content: block.items.map((item) => ({ type: 'listItem', content: [paragraph(item)] })) };
      case 'quote':
        return { type: 'blockquote', attrs: { cite: block.cite ?? null }, content: [paragraph(block.text)] };
      case 'image':
        return { type: 'siteImage', attrs: { image: block.image, alt: block.alt, caption: block.caption ?? null } };
      default:
        return paragraph(block.text);
    }
  });
  return { type: 'doc', content: content.length ? content : [paragraph('')] };
}

/** The plain words of a node: texts joined, runs of white space made one space. */
function plain(node: DocNode | undefined): string {
  if (!node) return '';
  const walk = (n: DocNode): string => (n.type === 'text' ? (n.text ?? '') : n.type === 'hardBreak' ? ' ' : (n.content ?? []).map(walk).join(n.type === 'blockquote' || n.type === 'listItem' ? ' ' : ''));
  return walk(node).replace(/\s+/g, ' ').trim();
}

/** The editor's document as stored blocks; empty paragraphs, items and headings are dropped. */
export function docToBlocks(doc: DocNode): StoredBlock[] {
  const blocks: StoredBlock[] = [];
  for (const node of doc.content ?? []) {
    switch (node.type) {
      case 'heading': {
        const text = plain(node);
        if (text) blocks.push({ type: 'heading', text });
        break;
      }
      case 'bulletList':
      case 'orderedList': {
        const items = (node.content ?? []).map(plain).filter(Boolean);
        if (items.length) blocks.push({ type: 'list', items });
        break;
      }
      case 'blockquote': {
        const text = plain(node);
        const cite = typeof node.attrs?.cite === 'string' && node.attrs.cite.trim() ? node.attrs.cite.trim() : undefined;
        if (text) blocks.push(cite ? { type: 'quote', text, cite } : { type: 'quote', text });
        break;
      }
      case 'siteImage': {
        const a = node.attrs ?? {};
        blocks.push({ type: 'image', image: String(a.image), alt: String(a.alt), ...(typeof a.caption === 'string' && a.caption ? { caption: a.caption } : {}) });
        break;
      }
      default: {
        const text = plain(node);
        if (text) blocks.push({ type: 'paragraph', text });
      }
    }
  }
  return blocks;
}

const blockTypes = new Set(['heading', 'paragraph', 'list', 'quote', 'image']);

/** A list of rich-text blocks (rather than other repeated parts such as a page's sections). */
export function isRichBlocks(value: unknown): value is StoredBlock[] {
  return Array.isArray(value) && value.length > 0 && value.every((b) => b && typeof b === 'object' && blockTypes.has(String((b as { type?: unknown }).type)));
}
