import { useId, useState } from 'react';
import { mergeAttributes, Node } from '@tiptap/core';
import Blockquote from '@tiptap/extension-blockquote';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type StoredBlock, blocksToDoc, docToBlocks } from '../lib/rich-text';
import { MissingBadge } from './admin-ui';

/**
 * Rich text of articles, pages and collection stories (decision 208): TipTap, limited to what the
 * site renders (RichText in libs/ui): paragraphs, sub-headings, bulleted lists and quotes, plain
 * words (no bold or italic: the site shows none). A paragraph's links, written in the content file,
 * are shown and kept as they are. Image blocks stay where they are, shown as a placeholder. The blocks are posted as JSON in a hidden field (`json:<path>`), the form's
 * action validates them with the content schema; without JavaScript the stored blocks are posted
 * back unchanged.
 */

/** A stored image block, kept as it is: an atom the editor shows but does not edit. */
const SiteImage = Node.create({
  name: 'siteImage',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  addAttributes() {
    return {
      image: { default: '' },
      alt: { default: '' },
      caption: { default: null },
    };
  },
  parseHTML() {
    return [{ tag: 'figure[data-site-image]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return ['figure', mergeAttributes(HTMLAttributes, { 'data-site-image': '', class: 'studio-rich-image', contenteditable: 'false' }), `Image ${String(node.attrs.image)}: ${String(node.attrs.alt)}`];
  },
});

/** A quote keeps its attribution (`cite`), shown after it. */
const Quote = Blockquote.extend({
  addAttributes() {
    return {
      cite: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-cite'),
        renderHTML: (attributes) => (attributes.cite ? { 'data-cite': `— ${String(attributes.cite)}` } : {}),
      },
    };
  },
});

export const richTextExtensions = [
  StarterKit.configure({
    bold: false,
    italic: false,
    strike: false,
    underline: false,
    code: false,
    codeBlock: false,
    link: { openOnClick: false, autolink: false, linkOnPaste: false },
    orderedList: false,
    horizontalRule: false,
    hardBreak: false,
    blockquote: false,
    heading: { levels: [2] },
  }),
  Quote,
  SiteImage,
];

export interface RichTextEditorProps {
  /** The form field: `en.body`, `zh-Hant.sections.0.blocks`… (posted as `json:<name>`). */
  name: string;
  label: string;
  blocks: readonly StoredBlock[];
  lang: string;
  missing?: boolean;
  issue?: string;
  readOnly?: boolean;
}

export function RichTextEditor({ name, label, blocks, lang, missing, issue, readOnly }: RichTextEditorProps) {
  const id = useId();
  const [value, setValue] = useState<StoredBlock[]>(() => [...blocks]);
  const editor = useEditor({
    extensions: richTextExtensions,
    content: blocksToDoc(blocks) as never,
    editable: !readOnly,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(missing || issue ? { 'aria-describedby': [missing ? `${id}-missing` : '', issue ? `${id}-error` : ''].filter(Boolean).join(' ') } : {}),
        ...(issue ? { 'aria-invalid': 'true' } : {}),
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        lang,
        class: 'studio-rich-text',
      },
    },
    onUpdate: ({ editor: e }) => setValue(docToBlocks(e.getJSON() as never)),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            paragraph: e.isActive('paragraph') && !e.isActive('bulletList') && !e.isActive('blockquote'),
            heading: e.isActive('heading', { level: 2 }),
            list: e.isActive('bulletList'),
            quote: e.isActive('blockquote'),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });

  const tools = [
    { label: 'Paragraph', pressed: state?.paragraph, run: () => editor?.chain().focus().setParagraph().run() },
    { label: 'Sub-heading', pressed: state?.heading, run: () => editor?.chain().focus().toggleHeading({ level: 2 }).run() },
    { label: 'Bulleted list', pressed: state?.list, run: () => editor?.chain().focus().toggleBulletList().run() },
    { label: 'Quote', pressed: state?.quote, run: () => editor?.chain().focus().toggleBlockquote().run() },
  ];

  return (
    <div className="studio-field studio-rich-field" data-invalid={issue ? '' : undefined} data-missing={missing ? '' : undefined}>
      <span className="studio-rich-label" id={`${id}-label`}>
        {label}
      </span>
      <input type="hidden" name={`json:${name}`} value={JSON.stringify(value)} />
      {!readOnly ? (
        <div className="studio-rich-toolbar" role="toolbar" aria-label={`${label}: formatting`}>
          {tools.map((tool) => (
            <button key={tool.label} type="button" aria-pressed={Boolean(tool.pressed)} disabled={!editor} onClick={tool.run}>
              {tool.label}
            </button>
          ))}
          <button type="button" disabled={!state?.canUndo} onClick={() => editor?.chain().focus().undo().run()}>
            Undo
          </button>
          <button type="button" disabled={!state?.canRedo} onClick={() => editor?.chain().focus().redo().run()}>
            Redo
          </button>
        </div>
      ) : null}
      {editor ? (
        <EditorContent editor={editor} />
      ) : (
        // Before the editor starts (server render, no JavaScript): the words as they are stored.
        <div className="studio-rich-text" role="textbox" aria-multiline="true" aria-readonly="true" aria-labelledby={`${id}-label`} lang={lang}>
          {blocks.map((b, i) => (b.type === 'list' ? <ul key={i}>{b.items.map((item, j) => <li key={j}>{item}</li>)}</ul> : b.type === 'image' ? <p key={i}>Image {b.image}</p> : b.type === 'heading' ? <h2 key={i}>{b.text}</h2> : <p key={i}>{b.text}</p>))}
        </div>
      )}
      {missing ? <MissingBadge id={`${id}-missing`} /> : null}
      {issue ? (
        <span className="studio-field-error" id={`${id}-error`} role="alert">
          {issue}
        </span>
      ) : null}
    </div>
  );
}
