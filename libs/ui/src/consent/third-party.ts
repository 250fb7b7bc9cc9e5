/**
 * Loading of the third-party scripts of SPEC §7 (tag manager, chat widget, jQuery), each only
 * when configured. They are added from our own (trusted) code with the page's CSP nonce, so the
 * strict policy lets them run ('strict-dynamic'), and only once the page is interactive.
 */
export interface ThirdPartyConfig {
  /** Google Tag Manager container id (GTM-XXXX); needs consent. */
  gtmId?: string;
  /** Chat widget script URL; needs consent. */
  chatWidgetSrc?: string;
  /** jQuery URL for legacy embeds; essential, loads without consent. */
  jquerySrc?: string;
}

/** The nonce of this response, as React Router put it on its own scripts. */
export function pageNonce(doc: Document = document): string | undefined {
  const script = doc.querySelector<HTMLScriptElement>('script[nonce]');
  // Browsers hide the attribute's value once applied; the property keeps it.
  return script?.nonce || script?.getAttribute('nonce') || undefined;
}

export function loadScript(src: string, { id, doc = document }: { id: string; doc?: Document }): HTMLScriptElement {
  const existing = doc.getElementById(id);
  if (existing instanceof HTMLScriptElement) return existing;
  const script = doc.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  const nonce = pageNonce(doc);
  if (nonce) script.nonce = nonce;
  doc.body.appendChild(script);
  return script;
}

export function tagManagerUrl(gtmId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
}

/** Google Tag Manager without its inline snippet (which a strict CSP would block). */
export function loadTagManager(gtmId: string, doc: Document = document) {
  const w = doc.defaultView as (Window & { dataLayer?: unknown[] }) | null;
  if (!w) return;
  w.dataLayer = w.dataLayer ?? [];
  if (!doc.getElementById('oriel-gtm')) w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  loadScript(tagManagerUrl(gtmId), { id: 'oriel-gtm', doc });
}

/** Runs `task` once the page is interactive and the browser is idle (never during hydration). */
export function afterInteractive(task: () => void, win: Window = window): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    const idle = (win as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
    if (idle) idle(() => !cancelled && task(), { timeout: 2000 });
    else win.setTimeout(() => !cancelled && task(), 1);
  };
  if (win.document.readyState === 'complete') run();
  else win.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', run);
  };
}
