import { type KeyboardEvent, useContext, useEffect, useId, useState } from 'react';
import { mergeAttributes, Node } from '@tiptap/core';
import Blockquote from '@tiptap/extension-blockquote';
import { EditorContent, ReactNodeViewRenderer, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { inlineLinkHref } from '@oriel/contracts/content-files';
import { useController } from '@oriel/forms/rhf';
import { type StoredBlock, blocksToDoc, docToBlocks } from '../lib/rich-text';
import { StudioField, StudioFieldError } from './studio-field';
import { PhotoChooser, PhotoLibrary, RichImageView, RichTextLanguage, drawingName } from './rich-image';

/**
 * Rich text of articles, pages and collection stories: TipTap, limited to what the
 * site renders (RichText in libs/ui): paragraphs, sub-headings, bulleted lists and quotes, plain
 * words (no bold or italic: the site shows none). A paragraph's words can be linked ("Link": a path
 * of this site or an https address, checked again on save); links are kept in paragraphs only, as
 * the site renders them (linked where those words first occur). An image block shows its photograph with its alt text and
 * caption as fields; "Image" adds one chosen from the media library. The blocks are posted as
 * JSON in a hidden field (`json:<path>`), a controlled field of the form's react-hook-form (inside
 * its FormProvider), so an edit marks the form changed; the form's action validates them with the
 * content schema. Without JavaScript the stored blocks are posted back unchanged.
 */

/** An image block: an atom whose photograph, alt text and caption are edited in its own view. */
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
    return ['figure', mergeAttributes(HTMLAttributes, { 'data-site-image': '', class: 'studio-rich-image', contenteditable: 'false' }), `Image: ${String(node.attrs.alt)}`];
  },
  addNodeView() {
    return ReactNodeViewRenderer(RichImageView);
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
  const photos = useContext(PhotoLibrary);
  const [choosing, setChoosing] = useState(false);
  const { field } = useController({ name: `json:${name}`, defaultValue: JSON.stringify(blocks) });
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
    onUpdate: ({ editor: e }) => field.onChange(JSON.stringify(docToBlocks(e.getJSON() as never))),
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
            link: e.isActive('link'),
            linkHref: (e.getAttributes('link').href as string | undefined) ?? '',
            hasWords: !e.state.selection.empty,
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });

  // The state of the accessible name and error of the text box follows the form's answer.
  useEffect(() => {
    if (!editor) return;
    const attributes = { ...(editor.options.editorProps.attributes as Record<string, string>) };
    delete attributes['aria-invalid'];
    delete attributes['aria-describedby'];
    if (missing || issue) attributes['aria-describedby'] = [missing ? `${id}-missing` : '', issue ? `${id}-error` : ''].filter(Boolean).join(' ');
    if (issue) attributes['aria-invalid'] = 'true';
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
  }, [editor, issue, missing, id]);

  // "Link": the address being typed for the selected words (or the link under the cursor), null when closed.
  const [address, setAddress] = useState<string | null>(null);
  const [addressError, setAddressError] = useState<string | null>(null);
  const closeLink = () => {
    setAddress(null);
    setAddressError(null);
    editor?.commands.focus();
  };
  const applyLink = () => {
    const href = (address ?? '').trim();
    if (!inlineLinkHref.safeParse(href).success) {
      setAddressError('Give a page of this site (starting with /, e.g. /fragrance/matin) or an https:// address.');
      return;
    }
    editor?.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setAddress(null);
    setAddressError(null);
  };
  const onAddressKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter links (it must not post the whole form); Escape closes.
    if (event.key === 'Enter') {
      event.preventDefault();
      applyLink();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeLink();
    }
  };

  const tools = [
    { label: 'Paragraph', pressed: state?.paragraph, run: () => editor?.chain().focus().setParagraph().run() },
    { label: 'Sub-heading', pressed: state?.heading, run: () => editor?.chain().focus().toggleHeading({ level: 2 }).run() },
    { label: 'Bulleted list', pressed: state?.list, run: () => editor?.chain().focus().toggleBulletList().run() },
    { label: 'Quote', pressed: state?.quote, run: () => editor?.chain().focus().toggleBlockquote().run() },
  ];

  return (
    <StudioField id={id} label={label} labelledBy className="studio-rich-field" missing={missing} error={issue}>
      <input type="hidden" name={field.name} value={field.value as string} />
      {!readOnly ? (
        <div className="studio-rich-toolbar" role="toolbar" aria-label={`${label}: formatting`}>
          {tools.map((tool) => (
            <button key={tool.label} type="button" aria-pressed={Boolean(tool.pressed)} disabled={!editor} onClick={tool.run}>
              {tool.label}
            </button>
          ))}
          <button
            type="button"
            // Words of a paragraph only: the site links words in paragraphs, nowhere else.
            disabled={!editor || !state?.paragraph || (!state.hasWords && !state.link)}
            aria-pressed={Boolean(state?.link)}
            aria-expanded={address !== null}
            onClick={() => (address === null ? setAddress(state?.linkHref ?? '') : closeLink())}
          >
            Link
          </button>
          <button type="button" disabled={!editor} aria-expanded={choosing} onClick={() => setChoosing(!choosing)}>
            Image
          </button>
          <button type="button" disabled={!state?.canUndo} onClick={() => editor?.chain().focus().undo().run()}>
            Undo
          </button>
          <button type="button" disabled={!state?.canRedo} onClick={() => editor?.chain().focus().redo().run()}>
            Redo
          </button>
        </div>
      ) : null}
      {address !== null && editor ? (
        <div className="studio-rich-link" role="group" aria-labelledby={`${id}-link-label`}>
          <label id={`${id}-link-label`} htmlFor={`${id}-link`}>
            Link address
          </label>
          <input
            id={`${id}-link`}
            type="text"
            inputMode="url"
            value={address}
            autoFocus
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={onAddressKey}
            aria-invalid={addressError ? true : undefined}
            aria-describedby={addressError ? `${id}-link-error` : `${id}-link-hint`}
          />
          {addressError ? (
            <StudioFieldError id={`${id}-link`} error={addressError} />
          ) : (
            <p id={`${id}-link-hint`} className="studio-muted">
              A page of this site (/fragrance/matin) or an https:// address.
            </p>
          )}
          <div className="studio-actions">
            <button type="button" className="studio-button" data-variant="primary" onClick={applyLink}>
              Apply link
            </button>
            {state?.link ? (
              <button
                type="button"
                className="studio-button"
                data-variant="secondary"
                onClick={() => {
                  editor.chain().focus().extendMarkRange('link').unsetLink().run();
                  setAddress(null);
                  setAddressError(null);
                }}
              >
                Remove link
              </button>
            ) : null}
            <button type="button" className="studio-button" data-variant="quiet" onClick={closeLink}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
      {choosing && editor ? (
        <PhotoChooser
          label={`Photographs to add to ${label}`}
          onCancel={() => setChoosing(false)}
          onChoose={(photo) => {
            // Added where the cursor is, described in this text's language (the photograph's alt text, to adjust).
            editor.chain().focus().insertContent({ type: 'siteImage', attrs: { image: photo.key, alt: (lang === 'en' ? photo.alt : photo.altZh) || photo.alt, caption: null } }).run();
            setChoosing(false);
          }}
        />
      ) : null}
      {editor ? (
        <RichTextLanguage.Provider value={lang}>
          <EditorContent editor={editor} />
        </RichTextLanguage.Provider>
      ) : (
        // Before the editor starts (server render, no JavaScript): the words as they are stored.
        <div className="studio-rich-text" role="textbox" aria-multiline="true" aria-readonly="true" aria-labelledby={`${id}-label`} lang={lang}>
          {blocks.map((b, i) => (b.type === 'list' ? <ul key={i}>{b.items.map((item, j) => <li key={j}>{item}</li>)}</ul> : b.type === 'image' ? <ImageBlockText key={i} block={b} photos={photos} /> : b.type === 'heading' ? <h2 key={i}>{b.text}</h2> : <p key={i}>{b.text}</p>))}
        </div>
      )}
    </StudioField>
  );
}

/** An image block before the editor starts: the photograph (or the drawing's name) and its texts. */
function ImageBlockText({ block, photos }: { block: Extract<StoredBlock, { type: 'image' }>; photos: readonly { key: string; alt: string; thumbnail: string }[] }) {
  const photo = photos.find((p) => p.key === block.image);
  return (
    <figure className="studio-rich-image">
      {photo ? <img src={photo.thumbnail} alt="" className="studio-image-crop" data-ratio="story" /> : null}
      <figcaption>
        Image: {photo ? photo.alt : drawingName(block.image)}. Alt text: {block.alt}
        {block.caption ? `. Caption: ${block.caption}` : ''}
      </figcaption>
    </figure>
  );
}
