/**
 * Analytics events (page view, quiz completed, registration submitted) for the tag manager's
 * data layer. Events are recorded only after the visitor accepted analytics, and never carry
 * personal data: only an allow-list of properties passes, and a value that looks like an email,
 * a phone number or a code is dropped.
 */
export type AnalyticsEvent = 'page_view' | 'quiz_completed' | 'registration_submitted';

export type AnalyticsProps = Record<string, string | number | boolean | undefined>;

/** The only properties an event may carry. */
const allowedProps = new Set(['page_path', 'page_locale', 'app', 'campaign', 'result', 'kind', 'locale', 'step']);

const looksPersonal = [/@/, /\d[\d\s()+-]{5,}\d/, /^\d{4,8}$/];

export function sanitizeAnalyticsProps(props: AnalyticsProps): Record<string, string | number | boolean> {
  const clean: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(props)) {
    if (!allowedProps.has(key) || value === undefined) continue;
    if (typeof value === 'string') {
      // A path keeps its shape only: no query string, no fragment.
      const text = key === 'page_path' ? value.split(/[?#]/)[0]! : value;
      if (text.length > 120 || looksPersonal.some((pattern) => pattern.test(text))) continue;
      clean[key] = text;
    } else if (typeof value === 'number' && Number.isFinite(value)) clean[key] = value;
    else if (typeof value === 'boolean') clean[key] = value;
  }
  return clean;
}

type DataLayerWindow = Window & { dataLayer?: unknown[]; __orielAnalyticsEnabled?: boolean };

/** Turned on by the consent provider once the visitor accepts and a tag manager is configured. */
export function setAnalyticsEnabled(enabled: boolean) {
  if (typeof window !== 'undefined') (window as DataLayerWindow).__orielAnalyticsEnabled = enabled;
}

/** Records one event; a no-op on the server, without consent or without a tag manager. */
export function track(event: AnalyticsEvent, props: AnalyticsProps = {}): void {
  if (typeof window === 'undefined') return;
  const w = window as DataLayerWindow;
  if (!w.__orielAnalyticsEnabled) return;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ event, ...sanitizeAnalyticsProps(props) });
}
