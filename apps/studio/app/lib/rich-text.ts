/**
 * Rich text in the studio: the TipTap document of the editor and the stored block
 * list of articles, pages and collection stories (`blockSchema` in libs/contracts/src/content-files.ts),
 * one into the other. The site's renderer (RichText in libs/ui) shows paragraphs, sub-headings,
 * bulleted lists, quotes (with their attribution) and images, and no inline formatting but a
 * paragraph's links: so the editor offers exactly these, and a text is plain words. Images, quote
 * attributions and a paragraph's links are kept as they are (the editor shows them; they are
 * written in the content file).
 */
export type StoredBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string; links?: { text: string; href: string }[] }
  | { type: 'list'; items: string[] }
  | { type: 'quote'; text: string; cite?: string }
  | { type: 'image'; image: string; alt: string; caption?: string };

export interface DocNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: DocNode[];
  text?: string;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
}

const textNode = (text: string): DocNode[] => (text ? [{ type: 'text', text }] : []);
const paragraph = (text: string): DocNode => ({ type: 'paragraph', content: textNode(text) });

/** A paragraph's words as text nodes, its linked words carrying a link mark. */
function linkedText(text: string, links: readonly { text: string; href: string }[]): DocNode[] {
  const nodes: DocNode[] = [];
  let at = 0;
  const placed = links.map((link) => ({ link, start: text.indexOf(link.text) })).filter((p) => p.start >= 0 && p.link.text).sort((a, b) => a.start - b.start);
  for (const { link, start } of placed) {
    if (start < at) continue;
    if (start > at) nodes.push({ type: 'text', text: text.slice(at, start) });
    nodes.push({ type: 'text', text: link.text, marks: [{ type: 'link', attrs: { href: link.href } }] });
    at = start + link.text.length;
  }
  if (at < text.length) nodes.push({ type: 'text', text: text.slice(at) });
  return nodes;
}

/** The linked words of a paragraph node: runs of text under one link mark. */
function linksOf(node: DocNode): { text: string; href: string }[] {
  const links: { text: string; href: string }[] = [];
  let last: { text: string; href: string } | undefined;
  for (const child of node.content ?? []) {
    const href = child.marks?.find((m) => m.type === 'link')?.attrs?.href;
    if (child.type === 'text' && typeof href === 'string') {
      if (last && last.href === href) last.text += child.text ?? '';
      else links.push((last = { text: child.text ?? '', href }));
    } else last = undefined;
  }
  return links.map((l) => ({ ...l, text: l.text.replace(/\s+/g, ' ').trim() })).filter((l) => l.text);
}

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
        return block.links?.length ? { type: 'paragraph', content: linkedText(block.text, block.links) } : paragraph(block.text);
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
        const links = linksOf(node).filter((l) => text.includes(l.text));
        if (text) blocks.push(links.length ? { type: 'paragraph', text, links } : { type: 'paragraph', text });
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
