/**
 * The honeypot convention for every public form (docs/hardening.md): one extra text field named
 * `website` that people never see or reach and that naive bots fill in. A submission with it filled
 * is answered like a success without storing or sending anything, so the bot learns nothing;
 * people are never affected. It complements, never replaces, rate limits and OTP checks. The page's
 * action and the data service both check it with `isHoneypotFilled`; the input is `honeypotInputProps`
 * (libs/forms); a schema spreads `honeypotShape` (honeypot-shape.ts). No zod here: the campaign
 * form's island draws the field with this module and fetches zod only when it first checks the form.
 */
export const honeypotFieldName = 'website';

export function isHoneypotFilled(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const value = (body as Record<string, unknown>)[honeypotFieldName];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}
