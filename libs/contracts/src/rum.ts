import { z } from 'zod';

/**
 * Real-user monitoring (docs/observability.md): what a visitor's browser reports about its page
 * view, through the app's own `/rum` route to the data service. Nothing personal: the route
 * template (never the URL), the locale, a device class and a connection type; errors carry a
 * message cleaned of URLs, addresses and numbers.
 */
export const webVitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof webVitalNames)[number];
export const deviceClasses = ['phone', 'tablet', 'desktop'] as const;
export const connectionTypes = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;
export const clientErrorKinds = ['error', 'unhandledrejection', 'hydration', 'render'] as const;

/** Core Web Vitals thresholds (good / poor boundaries), as web.dev publishes them; CLS is unitless, the rest in ms. */
export const webVitalThresholds: Record<WebVitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

const template = z.string().regex(/^[a-z0-9._-]{1,80}$/);
const locale = z.enum(['en', 'tc']);

export const vitalReportSchema = z.object({
  name: z.enum(webVitalNames),
  value: z.number().finite().min(0).max(600_000),
});

export const vitalsBeaconSchema = z.object({
  kind: z.literal('vitals'),
  /** A random id of the page view: the sampling keeps or drops a page view whole. */
  view: z.string().regex(/^[a-z0-9]{8,32}$/),
  template,
  locale,
  device: z.enum(deviceClasses),
  connection: z.enum(connectionTypes),
  reports: z.array(vitalReportSchema).min(1).max(10),
});

export const clientErrorBeaconSchema = z.object({
  kind: z.literal('error'),
  type: z.enum(clientErrorKinds),
  message: z.string().min(1).max(300),
  template,
  locale,
  release: z.string().regex(/^[a-zA-Z0-9._-]{1,40}$/),
  browser: z.string().regex(/^[a-zA-Z0-9 ._-]{1,40}$/),
});

export const rumBeaconSchema = z.discriminatedUnion('kind', [vitalsBeaconSchema, clientErrorBeaconSchema]);
export type RumBeacon = z.infer<typeof rumBeaconSchema>;
export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;
export type ClientErrorBeacon = z.infer<typeof clientErrorBeaconSchema>;

/** The studio's Web Vitals page: the 75th percentile per template, locale and metric over a window. */
export interface WebVitalsSummaryRow {
  template: string;
  locale: 'en' | 'tc';
  metric: WebVitalName;
  p75: number;
  samples: number;
}

/** The studio's client-error list: one row per distinct error, with the release that first showed it. */
export interface ClientErrorRow {
  fingerprint: string;
  type: (typeof clientErrorKinds)[number];
  message: string;
  template: string;
  firstRelease: string;
  lastRelease: string;
  browser: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
}
