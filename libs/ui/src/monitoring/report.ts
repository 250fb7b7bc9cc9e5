/**
 * What a visitor's browser reports (docs/observability.md), built from coarse facts only: the
 * route template, never the URL; a device class and a connection type, never the user agent;
 * error messages cleaned of URLs, e-mail addresses and long numbers (tokens, phone numbers).
 */

/** `fragrance.product.tc` -> template `fragrance.product`, locale `tc` (route ids carry the locale). */
export function templateOf(routeId: string | undefined): { template: string; locale: 'en' | 'tc' } {
  const id = (routeId ?? 'unknown').toLowerCase();
  const match = /^(.*)\.(en|tc)$/.exec(id);
  const template = (match ? match[1]! : id).replace(/[^a-z0-9._-]/g, '-').slice(0, 80) || 'unknown';
  return { template, locale: match?.[2] === 'tc' ? 'tc' : 'en' };
}

export function deviceClass(width: number, coarsePointer: boolean): 'phone' | 'tablet' | 'desktop' {
  if (width <= 640) return 'phone';
  if (width <= 1024 && coarsePointer) return 'tablet';
  return 'desktop';
}

const connections = ['slow-2g', '2g', '3g', '4g'] as const;
export function connectionType(effectiveType: string | undefined): (typeof connections)[number] | 'unknown' {
  return (connections as readonly string[]).includes(effectiveType ?? '') ? (effectiveType as (typeof connections)[number]) : 'unknown';
}

/** The browser's family and major version ("Chrome 140", "Safari 18"): enough to reproduce, too coarse to single anyone out. */
export function browserOf(userAgent: string): string {
  const rules: [RegExp, string][] = [
    [/Edg\/(\d+)/, 'Edge'],
    [/SamsungBrowser\/(\d+)/, 'Samsung'],
    [/Firefox\/(\d+)/, 'Firefox'],
    [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
    [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/, 'Safari'],
  ];
  for (const [pattern, name] of rules) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return 'Other';
}

/** An error's message without what could name or locate a visitor. */
export function cleanMessage(message: string): string {
  return (
    message
      .replace(/https?:\/\/\S+/g, '<url>')
      .replace(/[\w.+-]+@[\w-]+\.[\w.-]+/g, '<email>')
      .replace(/\/(?:booking|m)\/[A-Za-z0-9_-]{8,}/g, '/<token>')
      .replace(/\d{6,}/g, '<n>')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 300) || 'Unknown error'
  );
}
