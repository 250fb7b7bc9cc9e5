// zod/mini: this shape is part of the registration schema the campaign form checks in the browser
// (the classic API is not tree-shaken and weighed 17 KB gzip in the form's island).
import { z } from 'zod/mini';

/**
 * The honeypot convention for every public form (docs/hardening.md): one extra text field named
 * `website` that people never see or reach and that naive bots fill in. A submission with it filled
 * is answered like a success without storing or sending anything, so the bot learns nothing;
 * people are never affected. It complements, never replaces, rate limits and OTP checks. The page's
 * action and the data service both check it with `isHoneypotFilled`; the input is `honeypotInputProps`
 * (libs/forms).
 */
export const honeypotFieldName = 'website';

/** Spread into a form's zod object: the field may be absent or empty, never long. */
export const honeypotShape = {
  [honeypotFieldName]: z._default(z.string().check(z.maxLength(200)), ''),
} as const;

export function isHoneypotFilled(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const value = (body as Record<string, unknown>)[honeypotFieldName];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}
