import { createContext, useContext, useId, useState } from 'react';
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import type { PhotoChoice } from './image-picker';

/** The media library's photographs, for the image blocks of rich text (provided by the entry page). */
export const PhotoLibrary = createContext<PhotoChoice[]>([]);
/** The language of the rich text around an image block: its alt text and caption are in it. */
export const RichTextLanguage = createContext<string>('en');

const crop = (photo: PhotoChoice) => ({ objectPosition: `${Math.round(photo.focus.x * 100)}% ${Math.round(photo.focus.y * 100)}%` });
/** A generated drawing of the seed content, by its name: `articles/matin-desk` → “matin desk”. */
export const drawingName = (key: string) => `Drawing “${key.split('/').pop()!.replace(/-/g, ' ')}”`;

/** The photographs of the library as buttons, to choose one for an image block. */
export function PhotoChooser({ label, exclude, onChoose, onCancel }: { label: string; exclude?: string; onChoose: (photo: PhotoChoice) => void; onCancel: () => void }) {
  const photos = useContext(PhotoLibrary).filter((p) => p.key !== exclude);
  return (
    <div className="studio-image-library" role="group" aria-label={label}>
      {photos.length ? (
        <ul>
          {photos.map((photo) => (
            <li key={photo.key}>
              <button type="button" onClick={() => onChoose(photo)} aria-label={`Use “${photo.alt}”`}>
                <img src={photo.thumbnail} alt="" className="studio-image-crop" data-ratio="story" style={crop(photo)} />
                <span>{photo.alt}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="studio-muted">No photograph in the media library yet: upload one in Media library, then come back.</p>
      )}
      <button type="button" className="studio-link-button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/**
 * An image block inside the rich-text editor: the photograph cropped as stories show it (3:2,
 * around its focal point), its alt text and caption in the text's language as fields, another
 * photograph chosen from the library, or the block removed. The fields carry no name: the block's
 * attributes change, and the editor's JSON field posts them.
 */
export function RichImageView({ node, updateAttributes, deleteNode, editor }: ReactNodeViewProps) {
  const id = useId();
  const lang = useContext(RichTextLanguage);
  const photos = useContext(PhotoLibrary);
  const [choosing, setChoosing] = useState(false);
  const key = String(node.attrs.image ?? '');
  const photo = photos.find((p) => p.key === key);
  const editable = editor.isEditable;
  const name = photo ? photo.alt : drawingName(key);
  return (
    <NodeViewWrapper as="figure" className="studio-rich-image" data-site-image="" contentEditable={false}>
      <div className="studio-rich-image-layout">
        {photo ? <img src={photo.thumbnail} alt="" className="studio-image-crop" data-ratio="story" style={crop(photo)} /> : <span className="studio-image-crop studio-image-drawing" data-ratio="story" aria-hidden="true" />}
        <div className="studio-stack">
          <p className="studio-muted">
            Image: {name}
            {photo ? null : ' (generated art, not in the media library)'}
          </p>
          <div className="studio-field">
            <label htmlFor={`${id}-alt`}>Alt text (what the picture shows)</label>
            <input id={`${id}-alt`} lang={lang} value={String(node.attrs.alt ?? '')} readOnly={!editable} onChange={(event) => updateAttributes({ alt: event.currentTarget.value })} />
          </div>
          <div className="studio-field">
            <label htmlFor={`${id}-caption`}>Caption (optional)</label>
            <input id={`${id}-caption`} lang={lang} value={String(node.attrs.caption ?? '')} readOnly={!editable} onChange={(event) => updateAttributes({ caption: event.currentTarget.value || null })} />
          </div>
          {editable ? (
            <div className="studio-image-actions">
              <button type="button" aria-expanded={choosing} onClick={() => setChoosing(!choosing)}>
                Choose another photograph<span className="studio-visually-hidden">: {name}</span>
              </button>
              <button type="button" onClick={() => deleteNode()}>
                Remove image<span className="studio-visually-hidden">: {name}</span>
              </button>
            </div>
          ) : null}
        </div>
      </div>
      {choosing ? (
        <PhotoChooser
          label="Photographs for this image"
          exclude={key}
          onCancel={() => setChoosing(false)}
          onChoose={(chosen) => {
            updateAttributes({ image: chosen.key, alt: (lang === 'en' ? chosen.alt : chosen.altZh) || chosen.alt });
            setChoosing(false);
          }}
        />
      ) : null}
    </NodeViewWrapper>
  );
}
