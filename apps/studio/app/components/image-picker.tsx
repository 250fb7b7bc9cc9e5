import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useFetcher } from 'react-router';
import { FocalPointPicker } from './media-ui';
import { useListField } from './studio-field';
import '../styles/media.css';
import type { FocusResult } from '../routes/media-focus';

/** A photograph of the media library as the picker shows it. */
export interface PhotoChoice {
  key: string;
  alt: string;
  thumbnail: string;
  focus: { x: number; y: number };
  /** For setting the focal point from the picker: the photograph's id, its large rendition, its details' version. */
  id?: string;
  altZh?: string;
  preview?: string | null;
  version?: number;
}

/** The fields of the content schema that name an image (media keys). */
export const imageFields = new Set(['images', 'heroImage', 'coverImage', 'image']);

/**
 * An image field as thumbnails instead of media keys: each chosen photograph cropped as product
 * pages crop it (4:5, around its focal point), with Remove and, in a list, Move earlier / later;
 * "Choose from the media library" opens the library's photographs to add one (or to replace the
 * one of a single-image field). An image that is not in the library (a generated drawing of the
 * seed content) is shown by its name. Before the page's JavaScript runs, the plain field (one key a
 * line) posts the same value, so the form works without it; then the choice is a controlled field
 * of the form's react-hook-form (inside its FormProvider), posted from a hidden field.
 */
export function ImagePicker({ id, name, label, values, multiple, photos, issue }: { id: string; name: string; label: string; values: string[]; multiple: boolean; photos: PhotoChoice[]; issue?: string }) {
  const [enhanced, setEnhanced] = useState(false);
  const list = useListField(name, values);
  const { items } = list;
  const [open, setOpen] = useState(false);
  // The photograph whose focal point is being set, and the points saved from here (shown before the page reloads its data).
  const [focusing, setFocusing] = useState<PhotoChoice | null>(null);
  const [savedFocus, setSavedFocus] = useState<Record<string, { focus: PhotoChoice['focus']; version?: number }>>({});
  useEffect(() => setEnhanced(true), []);
  const change = list.setItems;
  const described = issue ? `${id}-error` : undefined;
  const error = issue ? (
    <span className="studio-field-error" id={`${id}-error`} role="alert">
      {issue}
    </span>
  ) : null;
  if (!enhanced) {
    return (
      <div className="studio-field" data-invalid={issue ? '' : undefined}>
        <label htmlFor={id}>{label}</label>
        {multiple ? (
          <textarea id={id} name={name} defaultValue={values.join('\n')} rows={Math.max(2, values.length)} aria-invalid={issue ? true : undefined} aria-describedby={described} />
        ) : (
          <input id={id} name={name} defaultValue={values[0] ?? ''} aria-invalid={issue ? true : undefined} aria-describedby={described} />
        )}
        {error}
      </div>
    );
  }
  const photoOf = (key: string) => {
    const photo = photos.find((p) => p.key === key);
    const saved = photo && savedFocus[key];
    // The page's data wins once it has caught up with a save made here.
    return photo && saved && (photo.version ?? 0) < (saved.version ?? 0) ? { ...photo, ...saved } : photo;
  };
  const move = (index: number, by: number) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    change(next);
  };
  const choose = (key: string) => {
    change(multiple ? (items.includes(key) ? items : [...items, key]) : [key]);
    setOpen(false);
  };
  const offered = photos.filter((p) => !items.includes(p.key));
  return (
    <fieldset className="studio-field studio-image-picker" data-invalid={issue ? '' : undefined} aria-describedby={described} data-testid={`image-picker-${id}`}>
      <legend>{label}</legend>
      <input type="hidden" name={list.name} value={multiple ? list.posted : (items[0] ?? '')} />
      {items.length ? (
        <ul className="studio-image-list">
          {items.map((key, index) => {
            const photo = photoOf(key);
            const name = photo?.alt ?? `Drawing “${key.split('/').pop()!.replace(/-/g, ' ')}”`;
            return (
              <li key={key} className="studio-image-item">
                <figure>
                  {photo ? (
                    <img src={photo.thumbnail} alt="" className="studio-image-crop" style={{ objectPosition: `${Math.round(photo.focus.x * 100)}% ${Math.round(photo.focus.y * 100)}%` }} />
                  ) : (
                    <span className="studio-image-crop studio-image-drawing" aria-hidden="true" />
                  )}
                  <figcaption>
                    {multiple && index === 0 ? <strong>Main picture · </strong> : null}
                    {name}
                  </figcaption>
                </figure>
                <div className="studio-image-actions">
                  {multiple && index > 0 ? (
                    <button type="button" onClick={() => move(index, -1)}>
                      Move earlier<span className="studio-visually-hidden">: {name}</span>
                    </button>
                  ) : null}
                  {multiple && index < items.length - 1 ? (
                    <button type="button" onClick={() => move(index, 1)}>
                      Move later<span className="studio-visually-hidden">: {name}</span>
                    </button>
                  ) : null}
                  {photo?.id && photo.preview ? (
                    <button type="button" onClick={() => setFocusing(photo)}>
                      Focal point<span className="studio-visually-hidden">: {name}</span>
                    </button>
                  ) : null}
                  <button type="button" onClick={() => change(items.filter((k) => k !== key))}>
                    Remove<span className="studio-visually-hidden">: {name}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="studio-muted">No picture chosen.</p>
      )}
      <button type="button" className="studio-button" data-variant="secondary" aria-expanded={open} aria-controls={`${id}-library`} onClick={() => setOpen(!open)}>
        {multiple || !items.length ? 'Choose from the media library' : 'Choose another photograph'}
      </button>
      {open ? (
        <div id={`${id}-library`} className="studio-image-library" role="group" aria-label={`Photographs for ${label}`}>
          {offered.length ? (
            <ul>
              {offered.map((photo) => (
                <li key={photo.key}>
                  <button type="button" onClick={() => choose(photo.key)} aria-label={`Use “${photo.alt}”`}>
                    <img src={photo.thumbnail} alt="" className="studio-image-crop" style={{ objectPosition: `${Math.round(photo.focus.x * 100)}% ${Math.round(photo.focus.y * 100)}%` }} />
                    <span>{photo.alt}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="studio-muted">No other photograph in the media library yet: upload one in Media library, then come back.</p>
          )}
        </div>
      ) : null}
      <span className="studio-field-hint">The crop shows the photograph around its focal point, as product pages show it. “Focal point” sets it for every page showing the photograph.</span>
      {error}
      {focusing ? (
        <FocusDialog
          photo={focusing}
          onClose={() => setFocusing(null)}
          onSaved={(focus, version) => setSavedFocus((all) => ({ ...all, [focusing.key]: { focus, version } }))}
        />
      ) : null}
    </fieldset>
  );
}

/**
 * The focal point of one photograph, set from the picker: the photograph's page's picker (a click
 * is measured on the photograph itself, so its edges save 0 % and 100 %), saved at once for every
 * page showing it (not with the entry: it belongs to the photograph). A modal dialog outside the
 * entry's form, so its fields are never posted with the entry.
 */
function FocusDialog({ photo, onClose, onSaved }: { photo: PhotoChoice; onClose: () => void; onSaved: (focus: PhotoChoice['focus'], version?: number) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<FocusResult>();
  const [focus, setFocus] = useState(photo.focus);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  useEffect(() => {
    if (result?.ok && result.focus) onSaved(result.focus, result.version);
    // onSaved changes with every render of the picker; the result is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);
  const save = () => {
    fetcher.submit({ focusX: String(Math.round(focus.x * 100)), focusY: String(Math.round(focus.y * 100)), baseVersion: String(photo.version ?? '') }, { method: 'post', action: `/studio/media/${photo.id}/focus` });
  };
  return createPortal(
    <dialog ref={dialog} className="studio-focus-dialog" aria-labelledby="focus-dialog-title" onClose={onClose}>
      <h2 id="focus-dialog-title">Focal point: {photo.alt}</h2>
      <FocalPointPicker src={photo.preview!} alt={photo.alt} value={focus} onChange={setFocus} />
      {result ? (
        <p className={result.ok ? 'studio-muted' : 'studio-field-error'} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </p>
      ) : null}
      <div className="studio-decision-actions">
        <button type="button" className="studio-button" data-variant="primary" onClick={save} disabled={fetcher.state !== 'idle'}>
          Save the focal point
        </button>
        <button type="button" className="studio-button" data-variant="quiet" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
    </dialog>,
    document.body,
  );
}
