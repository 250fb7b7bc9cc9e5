// The honeypot field (honeypot.ts) in a form's zod object. A module of its own: honeypot.ts is
// zod-free, so the campaign form's island can draw the field without loading zod.
import { z } from 'zod/mini';
import { honeypotFieldName } from './honeypot';

/** Spread into a form's zod object: the field may be absent or empty, never long. */
export const honeypotShape = {
  [honeypotFieldName]: z._default(z.string().check(z.maxLength(200)), ''),
} as const;
