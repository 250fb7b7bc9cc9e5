import { z } from 'zod';
import { normalisePhone } from '@oriel/contracts/phone';

export type OtpChannel = 'sms' | 'email';

/** A destination a code can be sent to, in its one canonical spelling (E.164 or lower-case email). */
export interface Destination {
  channel: OtpChannel;
  /** `+85291234567` or `mei.chan@example.com`. */
  address: string;
}

const email = z.email().max(254);

/**
 * Normalises what a visitor typed: phone numbers to E.164 by the one normaliser (`normalisePhone`,
 * libs/contracts: valid numbers of a country the forms offer), email addresses to lower case.
 * Null when it is not well formed.
 */
export function normaliseDestination(channel: OtpChannel, raw: string): Destination | null {
  const value = raw.trim();
  if (value.length === 0 || value.length > 254 || value.includes('\u0000')) return null;
  if (channel === 'email') {
    const lower = value.toLowerCase();
    return email.safeParse(lower).success ? { channel, address: lower } : null;
  }
  const phone = normalisePhone(value);
  return phone ? { channel, address: phone } : null;
}

/**
 * What a destination's send limits are counted under: the number, or for an e-mail address the
 * mailbox it reaches. Most providers deliver `ana+1@…` and `ana+2@…` to `ana@…`, so a loop over
 * "+tags" would otherwise fill one inbox with a fresh allowance for every tag.
 */
export function limitKey(destination: Destination): string {
  if (destination.channel !== 'email') return destination.address;
  const at = destination.address.lastIndexOf('@');
  const local = destination.address.slice(0, at);
  const plus = local.indexOf('+');
  return plus > 0 ? `${local.slice(0, plus)}${destination.address.slice(at)}` : destination.address;
}
