import { z } from 'zod';

/**
 * The honeypot convention for every public form (docs/hardening.md): one extra text field named
 * `website` that people never see or reach (off-screen, out of the tab order, hidden from
 * assistive technology, no autofill) and that naive bots fill in. A submission with it filled
 * is answered like a success without storing or sending anything, so the bot learns nothing;
 * people are never affected. It complements, never replaces, rate limits and OTP checks.
 *
 * Browser:  <input {...honeypotInputProps} aria-label={intl.formatMessage({ id: 'hardening.honeypotLabel' })} />
 * Schema:   z.object({ ...fields, ...honeypotShape })
 * Server:   if (isHoneypotFilled(fields)) answer like a success   // store nothing (the route action)
 */
export const honeypotFieldName = 'website';

/** Spread into a form's zod object: the field may be absent or empty, never long. */
export const honeypotShape = {
  [honeypotFieldName]: z.string().max(200).optional(),
} as const;

/** Whether a post's fields (a form's, or a parsed JSON body's) have the honeypot filled in. */
export function isHoneypotFilled(fields: Readonly<Record<string, unknown>>): boolean {
  const value = fields[honeypotFieldName];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/** Props of the hidden input (positioned off-screen, not `display: none`, which bots skip). */
export const honeypotInputProps = {
  name: honeypotFieldName,
  type: 'text',
  tabIndex: -1,
  autoComplete: 'off',
  'aria-hidden': true,
  'data-slot': 'honeypot',
  defaultValue: '',
  style: { position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' },
} as const;
