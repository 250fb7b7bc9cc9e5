import { handleReactErrors } from './react-errors';
import { browserOf, cleanMessage, connectionType, deviceClass, templateOf } from './report';

/**
 * Starts real-user monitoring for this page load (loaded on demand after hydration, so it adds
 * nothing to the first load): the web-vitals library's LCP, INP, CLS, FCP and TTFB of the page
 * as loaded, sent once with sendBeacon when the page is hidden or left, attributed to the route
 * the visitor landed on; uncaught errors and hydration mismatches sent as they happen, at most
 * five distinct ones per page view.
 */
export interface MonitoringOptions {
  endpoint: string;
  release: string;
  /** The current leaf route id (changes on soft navigations). */
  routeId: () => string | undefined;
}

type Send = (body: object) => void;
let reportError: ((type: 'error' | 'unhandledrejection' | 'hydration' | 'render', error: unknown) => void) | null = null;

export async function startMonitoring({ endpoint, release, routeId }: MonitoringOptions): Promise<void> {
  const send: Send = (body) => {
    const text = JSON.stringify(body);
    if (!navigator.sendBeacon?.(endpoint, new Blob([text], { type: 'text/plain' }))) {
      void fetch(endpoint, { method: 'POST', body: text, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(() => {});
    }
  };
  const landing = templateOf(routeId());
  const browser = browserOf(navigator.userAgent);

  const sent = new Set<string>();
  reportError = (type, error) => {
    const message = cleanMessage(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    const { template, locale } = templateOf(routeId());
    const key = `${type}|${message}|${template}`;
    if (sent.has(key) || sent.size >= 5) return;
    sent.add(key);
    send({ kind: 'error', type, message, template, locale, release, browser });
  };
  handleReactErrors((type, error) => reportError?.(type, error));
  window.addEventListener('error', (event) => reportError?.('error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError?.('unhandledrejection', event.reason));

  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  const view = {
    kind: 'vitals',
    view: crypto.getRandomValues(new Uint32Array(2)).reduce((id, n) => id + n.toString(36), '').padEnd(8, '0'),
    ...landing,
    device: deviceClass(window.innerWidth, matchMedia('(pointer: coarse)').matches),
    connection: connectionType(connection?.effectiveType),
  };
  const pending = new Map<string, number>();
  const flush = () => {
    if (pending.size === 0) return;
    send({ ...view, reports: [...pending].map(([name, value]) => ({ name, value: Math.round(value * 1000) / 1000 })) });
    pending.clear();
  };
  // A metric is final when the page is hidden or left (web-vitals reports then too); what has
  // arrived by a soft navigation goes out at once, so a visit that never hides still counts.
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  addEventListener('pagehide', flush);
  const record = ({ name, value }: { name: string; value: number }) => pending.set(name, value);
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  onLCP(record);
  onINP(record);
  onCLS(record);
  onFCP(record);
  onTTFB(record);
  flushOnNavigation = flush;
}

let flushOnNavigation: () => void = () => {};
/** A soft navigation happened: send what the landing page has measured so far. */
export function pageChanged(): void {
  flushOnNavigation();
}
