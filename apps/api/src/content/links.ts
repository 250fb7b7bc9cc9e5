/**
 * The addresses a text may link to, checked by the data service whoever calls it (the studio's
 * action checks the same and more: that a site path leads to a live page). A link is a path of the
 * site (`/…`, never `//…`, which a browser reads as another host) or an https address; `http:`,
 * `data:`, `javascript:` and every other scheme are refused.
 */
export type LinkIssue = { path: string; message: string };

/** Keys whose text is an address: `href`, `url`, `mapUrl`, any `…Url` (as the studio's linksOf). */
const linkKey = /(^href|url)$/i;

export function linkProblem(href: string): string | null {
  const value = href.trim();
  if (value === '') return null;
  // Control characters and spaces inside an address hide another one from a reader.
  if ([...value].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f)) return `The link "${href}" contains spaces or control characters.`;
  if (/^https:\/\//i.test(value)) {
    if (!URL.canParse(value) || !new URL(value).hostname.includes('.')) return `The link "${href}" is not a valid web address.`;
    return null;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return `The link "${href}" must be a page of the site or an https address.`;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return `The link "${href}" must start with / (a page of the site) or https://.`;
  return null;
}

/** Every refused link of a document, with its path (`sections.2.ctaUrl`). */
export function linkIssues(document: unknown, prefix = ''): LinkIssue[] {
  if (Array.isArray(document)) return document.flatMap((item, i) => linkIssues(item, prefix ? `${prefix}.${i}` : String(i)));
  if (!document || typeof document !== 'object') return [];
  return Object.entries(document).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      const message = linkKey.test(key) ? linkProblem(value) : null;
      return message ? [{ path, message }] : [];
    }
    return linkIssues(value, path);
  });
}
