/**
 * The header rules of the Mozilla HTTP Observatory (scoring v1: start at 100, penalties always
 * count, bonuses only once the score is 90 or more; A+ at 100 and above), implemented for tests.
 * Tests score real responses of every app with it; see docs/hardening.md.
 */

export interface ObservatoryResult {
  score: number;
  grade: string;
  /** One line per rule that moved the score, e.g. `csp: -25 not implemented`. */
  findings: string[];
}

type HeaderSource = { get(name: string): string | null; getSetCookie?(): string[] };

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), values);
  }
  return map;
}

export function scoreHeaders(headers: HeaderSource, { https = true }: { https?: boolean } = {}): ObservatoryResult {
  const penalties: [string, number][] = [];
  const bonuses: [string, number][] = [];

  // Content Security Policy.
  const csp = headers.get('content-security-policy');
  if (!csp) penalties.push(['csp: not implemented', -25]);
  else {
    const d = directives(csp);
    const script = d.get('script-src') ?? d.get('default-src') ?? [];
    const usesNonceOrHash = script.some((v) => /^'(nonce|sha256|sha384|sha512)-/.test(v));
    const strictDynamic = script.includes("'strict-dynamic'");
    if (!d.has('script-src') && !d.has('default-src')) penalties.push(['csp: no script-src or default-src', -25]);
    if (script.includes("'unsafe-inline'") && !usesNonceOrHash) penalties.push(["csp: 'unsafe-inline' in script-src", -20]);
    if (script.includes("'unsafe-eval'")) penalties.push(["csp: 'unsafe-eval' in script-src", -10]);
    if (!strictDynamic && script.some((v) => v === 'http:' || v === 'https:' || v === '*' || v === 'data:'))
      penalties.push(['csp: scripts from any origin', -20]);
    const objects = d.get('object-src') ?? d.get('default-src') ?? [];
    if (!(objects.length === 1 && objects[0] === "'none'")) penalties.push(["csp: object-src is not 'none'", -10]);
    const defaultSrc = d.get('default-src') ?? [];
    if (penalties.every(([rule]) => !rule.startsWith('csp'))) {
      if (defaultSrc.length === 1 && defaultSrc[0] === "'none'") bonuses.push(["csp: default-src 'none'", 10]);
      else bonuses.push(['csp: implemented without unsafe sources', 5]);
    }
  }

  // Cookies.
  const cookies = headers.getSetCookie?.() ?? [];
  if (cookies.length) {
    const attrs = cookies.map((c) => c.split(';').slice(1).map((a) => a.trim().toLowerCase()));
    if (https && attrs.some((a) => !a.includes('secure'))) penalties.push(['cookies: set without Secure', -20]);
    else if (attrs.some((a) => !a.some((x) => x.startsWith('samesite')))) penalties.push(['cookies: set without SameSite', -5]);
    else bonuses.push(['cookies: Secure and SameSite', 5]);
  }

  // Strict Transport Security.
  const hsts = headers.get('strict-transport-security');
  const maxAge = Number(/max-age=(\d+)/i.exec(hsts ?? '')?.[1] ?? NaN);
  if (!hsts || Number.isNaN(maxAge)) penalties.push(['hsts: not implemented', -20]);
  else if (maxAge < 15_552_000) penalties.push(['hsts: max-age under six months', -10]);

  // X-Content-Type-Options.
  if ((headers.get('x-content-type-options') ?? '').trim().toLowerCase() !== 'nosniff') penalties.push(['x-content-type-options: not nosniff', -5]);

  // Framing: CSP frame-ancestors, or X-Frame-Options.
  const frameAncestors = csp ? directives(csp).get('frame-ancestors') : undefined;
  const xfo = (headers.get('x-frame-options') ?? '').trim().toUpperCase();
  if (frameAncestors && frameAncestors.length && !frameAncestors.includes('*')) bonuses.push(['framing: CSP frame-ancestors', 5]);
  else if (xfo !== 'DENY' && xfo !== 'SAMEORIGIN') penalties.push(['framing: neither frame-ancestors nor X-Frame-Options', -20]);

  // Referrer-Policy.
  const referrer = (headers.get('referrer-policy') ?? '').split(',').pop()?.trim().toLowerCase() ?? '';
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer))
    bonuses.push(['referrer-policy: private', 5]);
  else if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(referrer))
    penalties.push(['referrer-policy: unsafe', -5]);

  let score = 100 + penalties.reduce((sum, [, n]) => sum + n, 0);
  if (score >= 90) score += bonuses.reduce((sum, [, n]) => sum + n, 0);
  const grade = score >= 100 ? 'A+' : score >= 90 ? 'A' : score >= 85 ? 'A-' : score >= 80 ? 'B+' : score >= 70 ? 'B' : score >= 50 ? 'C' : score >= 25 ? 'D' : 'F';
  return { score, grade, findings: [...penalties, ...bonuses].map(([rule, n]) => `${rule.replace(':', `: ${n > 0 ? '+' : ''}${n}`)}`) };
}
