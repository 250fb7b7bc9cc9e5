import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { otpChallengePattern } from '@oriel/contracts';
import { clientAddressKey } from '../http/client-address';

/** A fresh six-digit code from the operating system's CSPRNG (leading zeros kept). */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The stored form of a code: an HMAC keyed with the server secret and bound to the destination and
 * purpose, so a leaked table cannot be brute-forced offline and a code for one purpose never
 * matches another.
 */
export function hashCode(secret: string, code: string, destination: string, purpose: string): string {
  return createHmac('sha256', secret).update(`${purpose}\u0000${destination}\u0000${code}`).digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** An opaque proof of verification handed to the browser; only its hash is stored. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(`verification\u0000${token}`).digest('hex');
}

/**
 * Addresses are personal data: the limits key on a keyed hash of the client IP, never the IP; an
 * IPv6 client by its /64 (http/client-address.ts).
 */
export function hashIp(secret: string, ip: string): string {
  return createHmac('sha256', secret).update(`ip\u0000${clientAddressKey(ip)}`).digest('hex');
}

/**
 * The challenge a send hands to the form that asked for the code: a guess is checked only against
 * the code bound to the challenge it brings, so nobody without it can spend (or replace) the
 * code someone else is about to type (decision 333).
 */
export function generateChallenge(): string {
  return randomBytes(16).toString('base64url');
}

/** A challenge as a form hands it back (the one a send gave it). */
export const challengeSchema = z
  .string()
  .regex(otpChallengePattern)
  .describe('The challenge the send answered: a guess is checked only against the code of its challenge');

export function hashChallenge(secret: string, challenge: string): string {
  return createHmac('sha256', secret).update(`challenge\u0000${challenge}`).digest('hex');
}
