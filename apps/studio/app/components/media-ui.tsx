import { type DragEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { MediaAsset, MediaFocus } from '@oriel/contracts/media';
import { acceptedTypes } from '../lib/media-upload';

/**
 * The media library's components: a drop zone around a plain file input (the
 * keyboard and screen-reader path), an upload progress bar, the focal-point picker with crop
 * previews, and the library's cards.
 */

export function FileDropZone({ label, hint, onFile, disabled, children }: { label: string; hint?: ReactNode; onFile: (file: File) => void; disabled?: boolean; children?: ReactNode }) {
  const id = useId();
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <div
      className="studio-dropzone"
      data-slot="dropzone"
      data-over={over ? '' : undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <p className="studio-dropzone-lead" aria-hidden="true">
        Drop a photograph here, or
      </p>
      <div className="studio-field">
        <label htmlFor={id}>{label}</label>
        <input
          ref={input}
          id={id}
          type="file"
          name="file"
          accept={acceptedTypes}
          disabled={disabled}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) onFile(file);
          }}
        />
        {hint ? (
          <span className="studio-field-hint" id={`${id}-hint`}>
            {hint}
          </span>
        ) : null}
      </div>
      {children}
    </div>
  );
}

/** A labelled progress bar; its text is announced politely as it changes. */
export function UploadProgress({ fraction, label = 'Upload progress' }: { fraction: number | null; label?: string }) {
  const id = useId();
  if (fraction === null) return null;
  const percent = Math.round(fraction * 100);
  return (
    <div className="studio-progress" data-slot="progress">
      <label htmlFor={id}>{label}</label>
      <progress id={id} max={100} value={percent}>
        {percent}%
      </progress>
      <span aria-live="polite">{percent}%</span>
    </div>
  );
}

const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;
/** The proportions the site crops photographs to (docs/content.md). */
const crops = [
  { label: 'Product 4:5', ratio: '4 / 5' },
  { label: 'Hero 16:9', ratio: '16 / 9' },
  { label: 'Story 3:2', ratio: '3 / 2' },
];

/**
 * Where the photograph itself is drawn inside its <img> box (client coordinates): with
 * `object-fit: contain` a portrait photo in a wide box is centred with empty bands beside it, so a
 * click must be measured on the photo, not on the box (or the box around it).
 */
export function renderedImageBox(img: HTMLImageElement): { left: number; top: number; width: number; height: number } {
  const box = img.getBoundingClientRect();
  const { naturalWidth: nw, naturalHeight: nh } = img;
  const fit = typeof getComputedStyle === 'function' ? getComputedStyle(img).objectFit : 'fill';
  if (!nw || !nh || (fit !== 'contain' && fit !== 'scale-down')) return { left: box.left, top: box.top, width: box.width, height: box.height };
  const scale = Math.min(box.width / nw, box.height / nh, fit === 'scale-down' ? 1 : Number.POSITIVE_INFINITY);
  const width = nw * scale;
  const height = nh * scale;
  // object-position is left at its default, 50% 50%.
  return { left: box.left + (box.width - width) / 2, top: box.top + (box.height - height) / 2, width, height };
}

/**
 * The focal point: click the photograph, or type the position (the keyboard path); the crop
 * previews show what each page keeps. The two number fields are what the form submits.
 */
export function FocalPointPicker({ src, alt, value, onChange }: { src: string; alt: string; value: MediaFocus; onChange: (focus: MediaFocus) => void }) {
  const id = useId();
  const position = `${percent(value.x)} ${percent(value.y)}`;
  const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 1000) / 1000));
  const imageRef = useRef<HTMLImageElement>(null);
  // The photo's box within the frame, so the marker sits where the click was (percentages of the frame until measured).
  const [photo, setPhoto] = useState<{ left: number; top: number; width: number; height: number } | null>(null);
  useEffect(() => {
    const img = imageRef.current;
    if (!img) return;
    const measure = () => {
      const frame = img.parentElement!.getBoundingClientRect();
      const box = renderedImageBox(img);
      setPhoto({ left: box.left - frame.left, top: box.top - frame.top, width: box.width, height: box.height });
    };
    if (img.complete) measure();
    img.addEventListener('load', measure);
    const observer = new ResizeObserver(measure);
    observer.observe(img);
    return () => {
      img.removeEventListener('load', measure);
      observer.disconnect();
    };
  }, [src]);
  const marker = photo ? { left: photo.left + value.x * photo.width, top: photo.top + value.y * photo.height } : { left: percent(value.x), top: percent(value.y) };
  return (
    <fieldset className="studio-focus" data-slot="focal-point">
      <legend>Focal point</legend>
      <p className="studio-field-hint" id={`${id}-hint`}>
        Click the subject of the photograph, or type its position. Pages that crop the photograph keep this point in view.
      </p>
      <div className="studio-focus-layout">
        <div
          className="studio-focus-image"
          onClick={(event) => {
            const img = imageRef.current;
            if (!img) return;
            const box = renderedImageBox(img);
            // A click in the empty band beside a portrait photo is not on it.
            if (event.clientX < box.left - 1 || event.clientX > box.left + box.width + 1 || event.clientY < box.top - 1 || event.clientY > box.top + box.height + 1) return;
            onChange({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
          }}
        >
          <img src={src} alt={alt} ref={imageRef} />
          <span className="studio-focus-marker" style={marker} aria-hidden="true" data-testid="focal-marker" />
        </div>
        <div className="studio-stack">
          <div className="studio-focus-inputs">
            <div className="studio-field">
              <label htmlFor={`${id}-x`}>From the left (%)</label>
              <input id={`${id}-x`} name="focusX" type="number" min={0} max={100} step={1} aria-describedby={`${id}-hint`} value={Math.round(value.x * 100)} onChange={(e) => onChange({ ...value, x: clamp(Number(e.currentTarget.value) / 100) })} />
            </div>
            <div className="studio-field">
              <label htmlFor={`${id}-y`}>From the top (%)</label>
              <input id={`${id}-y`} name="focusY" type="number" min={0} max={100} step={1} aria-describedby={`${id}-hint`} value={Math.round(value.y * 100)} onChange={(e) => onChange({ ...value, y: clamp(Number(e.currentTarget.value) / 100) })} />
            </div>
          </div>
          <ul className="studio-crops" aria-label="Crop previews">
            {crops.map((crop) => (
              <li key={crop.label}>
                <img src={src} alt="" style={{ aspectRatio: crop.ratio, objectPosition: position }} />
                <span>{crop.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </fieldset>
  );
}

const statusLabels: Record<MediaAsset['status'], string> = { processing: 'Making renditions…', ready: 'Ready', failed: 'Failed' };

export function MediaStatus({ asset }: { asset: Pick<MediaAsset, 'status' | 'replacing'> }) {
  return (
    <span className="studio-badge" data-status={asset.status === 'failed' ? 'missing' : asset.status === 'ready' && !asset.replacing ? 'published' : 'changed'}>
      {asset.replacing ? 'Replacing…' : statusLabels[asset.status]}
    </span>
  );
}

/** One photograph in the library grid: its picture, its alt texts, its state, a link to edit it. */
export function MediaCard({ asset, href }: { asset: MediaAsset; href: string }) {
  return (
    <li className="studio-media-card" data-slot="media-card">
      <div className="studio-media-thumb">{asset.thumbnail ? <img src={asset.thumbnail} alt="" width={asset.width ?? undefined} height={asset.height ?? undefined} loading="lazy" /> : <span className="studio-muted">No preview yet</span>}</div>
      <p>
        <a href={href}>{asset.alt.en}</a>
      </p>
      <p lang="zh-Hant" className="studio-muted">
        {asset.alt['zh-Hant']}
      </p>
      <p className="studio-media-meta">
        <MediaStatus asset={asset} /> <code>{asset.key}</code>
      </p>
    </li>
  );
}
