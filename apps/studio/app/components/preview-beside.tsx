import { useEffect, useId, useRef, useState } from 'react';

/** The widths the preview shows the page at: a phone's and a desktop's, in CSS pixels. */
const widths = { phone: { label: 'Phone', width: 390, height: 844 }, desktop: { label: 'Desktop', width: 1280, height: 800 } } as const;
type Width = keyof typeof widths;

/**
 * The saved draft's page beside the form, at a phone's or a desktop's width: an iframe of the
 * entry's preview link (`/studio/preview/…`, which mints a fresh signed link each time it loads, so
 * the usual token rules hold). The page is laid out at the chosen width and scaled down to fit
 * the panel. It loads again after every save (`version`) and on "Reload". Shown with JavaScript
 * only: without it, "Preview" opens the page in a new tab.
 */
export function PreviewBeside({ src, version, title }: { src: string; version: string; title: string }) {
  const id = useId();
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const [width, setWidth] = useState<Width>('desktop');
  const [reloads, setReloads] = useState(0);
  const [paneWidth, setPaneWidth] = useState(0);
  // The panel starts under the studio's top bar, which keeps the account links in reach.
  const [top, setTop] = useState(0);
  const pane = useRef<HTMLDivElement>(null);
  useEffect(() => setEnhanced(true), []);
  // The page's main column makes room for the panel while it is open.
  useEffect(() => {
    if (!open) return;
    document.documentElement.dataset.previewBeside = '';
    setTop(Math.max(0, document.querySelector('.studio-topbar')?.getBoundingClientRect().height ?? 0));
    return () => void delete document.documentElement.dataset.previewBeside;
  }, [open]);
  useEffect(() => {
    const element = pane.current;
    if (!open || !element) return;
    const observer = new ResizeObserver(() => setPaneWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [open]);
  if (!enhanced) return null;
  const size = widths[width];
  const scale = paneWidth ? Math.min(1, paneWidth / size.width) : 1;
  return (
    <>
      <button type="button" className="studio-button" data-slot="button" data-variant="secondary" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen(!open)}>
        {open ? 'Hide the page beside the form' : 'Show the page beside the form'}
      </button>
      {open ? (
        <aside className="studio-preview-beside" id={`${id}-panel`} aria-label="Preview of the saved draft" style={{ top }}>
          <div className="studio-preview-beside-bar">
            <div role="group" aria-label="Preview width" className="studio-segmented">
              {(Object.keys(widths) as Width[]).map((w) => (
                <button key={w} type="button" aria-pressed={width === w} onClick={() => setWidth(w)}>
                  {widths[w].label} ({widths[w].width} px)
                </button>
              ))}
            </div>
            <button type="button" className="studio-link-button" onClick={() => setReloads((n) => n + 1)}>
              Reload
            </button>
          </div>
          <p className="studio-field-hint">The saved draft, not what is typed since: save to see changes here.</p>
          <div className="studio-preview-beside-frame" ref={pane} style={{ height: Math.round(size.height * scale) }}>
            <iframe
              key={`${version}:${reloads}`}
              src={src}
              title={`Preview of ${title} at ${size.label.toLowerCase()} width`}
              data-testid="preview-beside"
              style={{ width: size.width, height: size.height, transform: `scale(${scale})`, transformOrigin: '0 0' }}
            />
          </div>
        </aside>
      ) : null}
    </>
  );
}
