import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { generateChallenge, generateCode, generateToken, hashChallenge, hashCode, hashIp, hashToken, sameDigest } from './codes';
import { type Destination, limitKey } from './destination';
import * as queries from './queries';
import { type SendBreakerState, lockChannel, sendBreaker } from './send-breaker';
import type { OtpLocale, OtpTransport } from './transports';

/** What a code may be used for: a code sent for one purpose never verifies another. */
export const otpPurposes = ['loyalty-lookup', 'campaign-registration'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

export interface OtpLimits {
  /** SPEC §9: phone 3 minutes, email 10 minutes. */
  validitySeconds: { sms: number; email: number };
  maxAttempts: number;
  cooldownSeconds: number;
  destinationSendLimit: number;
  ipSendLimit: number;
  windowSeconds: number;
  /** How long a verified destination can be redeemed by the form that asked for the code. */
  verificationSeconds: number;
  /** Codes per destination per 24 hours, whatever the 10-minute windows allow. */
  destinationDailyLimit: number;
  /**
   * Back-off after repeated wrong guesses by one address at one destination (24 hours): from this
   * many failures that address's next code waits `failureBackoffSeconds`, doubled for every further
   * `maxAttempts` failures.
   *
   * The per-destination limits (`destinationSendLimit`, `destinationDailyLimit`, the back-off)
   * count what one requester (client address) did to the number, so nobody else's sends or wrong
   * guesses keep its owner from their codes. Everyone together may send `everyoneFactor` times as
   * much before the number is held for all: the bound on what one number can receive, and so on
   * the guesses it can get, since a guess reaches only a code its guesser asked for (decisions
   * 332, 333).
   */
  failureBackoffAfter: number;
  failureBackoffSeconds: number;
  everyoneFactor: number;
  /** Wrong codes one address may try per 10-minute window, whatever the numbers (`/api/otp/verify`). */
  verifyIpLimit: number;
  /** The global circuit breakers (send-breaker.ts): every SMS, and every e-mail, the product sends, per minute and per hour. */
  smsPerMinute: number;
  smsPerHour: number;
  emailPerMinute: number;
  emailPerHour: number;
}

export const defaultOtpLimits: OtpLimits = {
  validitySeconds: { sms: 180, email: 600 },
  maxAttempts: 5,
  cooldownSeconds: 60,
  destinationSendLimit: 5,
  ipSendLimit: 30,
  windowSeconds: 600,
  verificationSeconds: 1800,
  destinationDailyLimit: 10,
  failureBackoffAfter: 10,
  failureBackoffSeconds: 900,
  everyoneFactor: 3,
  verifyIpLimit: 100,
  smsPerMinute: 60,
  smsPerHour: 600,
  emailPerMinute: 120,
  emailPerHour: 1200,
};

/** Seconds the next code for a destination waits after `failed` wrong guesses in 24 hours (0: none). */
export function failureBackoff(limits: OtpLimits, failed: number): number {
  if (failed < limits.failureBackoffAfter) return 0;
  const doublings = Math.floor((failed - limits.failureBackoffAfter) / Math.max(1, limits.maxAttempts));
  return Math.min(86_400, limits.failureBackoffSeconds * 2 ** Math.min(doublings, 16));
}

export interface OtpContext {
  db: Kysely<Database>;
  clock: Clock;
  secret: string;
  transport: OtpTransport;
  limits: OtpLimits;
}

export type SendLimit = 'cooldown' | 'destination_limit' | 'ip_limit';

export type SendResult =
  /**
   * `challenge`: what the form must bring to verify this code. `breaker`: the channel's breaker as
   * the code went (half open: worth an alert).
   */
  | { ok: true; challenge: string; expiresInSeconds: number; resendAfterSeconds: number; breaker: SendBreakerState }
  | { ok: false; limit: SendLimit; retryAfterSeconds: number }
  /** The channel's global circuit breaker refuses this client address, or everyone (logged as an alert). */
  | { ok: false; limit: 'circuit_breaker'; retryAfterSeconds: number; breaker: Extract<SendBreakerState, { open: true }> };

const secondsUntil = (from: Date, to: number) => Math.max(1, Math.ceil((to - from.getTime()) / 1000));

/** How long the records of codes are kept (numbers and addresses): twice the longest limit's 24 hours. */
export const otpRecordsKeptMs = 48 * 3_600_000;
/** Each instance deletes older records once in this many codes it sends. */
export const otpPruneEvery = 200;
/** Codes each instance (its context) has sent since it last pruned. */
const sendsSincePrune = new WeakMap<OtpContext, number>();

/**
 * Sends a fresh code unless a limit says no. The limits are checked and the send recorded under
 * per-destination and per-IP locks; a failed delivery is taken back so it does not count.
 * `challenge`: the one an earlier send gave the same form ("Resend Again"), whose code the new
 * one replaces; without it, a new challenge.
 */
export async function sendCode(
  context: OtpContext,
  request: { destination: Destination; purpose: OtpPurpose; locale: OtpLocale; ip: string; challenge?: string },
): Promise<SendResult> {
  const { db, clock, secret, limits } = context;
  const now = clock.now();
  const address = request.destination.address;
  // The limits count per mailbox (an e-mail's "+tags" share it); the code goes to the address typed.
  const key = limitKey(request.destination);
  const ipHash = hashIp(secret, request.ip);
  const validity = limits.validitySeconds[request.destination.channel];
  const code = generateCode();

  type Reservation =
    | { refused: { limit: SendLimit; retryAfterSeconds: number } }
    | { breaker: Extract<SendBreakerState, { open: true }> }
    | { sendId: string; codeId: string; challenge: string; breaker: SendBreakerState };
  const reserved = await db.transaction().execute(async (trx): Promise<Reservation> => {
    await queries.lockSendKeys(trx, key, ipHash);
    // Counted and recorded under the channel's lock: parallel sends cannot all read the same count.
    await lockChannel(trx, request.destination.channel);
    const breaker = await sendBreaker(trx, request.destination.channel, now, limits, ipHash);
    if (breaker.open) return { breaker };
    const window = await queries.readSendWindow(trx, key, ipHash, new Date(now.getTime() - limits.windowSeconds * 1000));
    const refusals: { limit: SendLimit; retryAfterSeconds: number }[] = [];
    if (window.newestDestinationSend && now.getTime() - window.newestDestinationSend.getTime() < limits.cooldownSeconds * 1000) {
      refusals.push({ limit: 'cooldown', retryAfterSeconds: secondsUntil(now, window.newestDestinationSend.getTime() + limits.cooldownSeconds * 1000) });
    }
    const everyone = limits.everyoneFactor;
    const windowEnd = (oldest: Date) => secondsUntil(now, oldest.getTime() + limits.windowSeconds * 1000);
    if (window.requesterSends >= limits.destinationSendLimit && window.oldestRequesterSend) {
      refusals.push({ limit: 'destination_limit', retryAfterSeconds: windowEnd(window.oldestRequesterSend) });
    }
    if (window.destinationSends >= limits.destinationSendLimit * everyone && window.oldestDestinationSend) {
      refusals.push({ limit: 'destination_limit', retryAfterSeconds: windowEnd(window.oldestDestinationSend) });
    }
    // The long term: a daily cap per destination, for this requester and for everyone together at
    // `everyoneFactor` times as much, and a growing wait after this requester's wrong guesses.
    const day = await queries.readDestinationDay(trx, key, ipHash, new Date(now.getTime() - 86_400_000));
    const dayEnd = (oldest: Date) => secondsUntil(now, oldest.getTime() + 86_400_000);
    if (day.requester.sends >= limits.destinationDailyLimit && day.requester.oldestSend) {
      refusals.push({ limit: 'destination_limit', retryAfterSeconds: dayEnd(day.requester.oldestSend) });
    }
    if (day.sends >= limits.destinationDailyLimit * everyone && day.oldestSend) {
      refusals.push({ limit: 'destination_limit', retryAfterSeconds: dayEnd(day.oldestSend) });
    }
    const backoff = failureBackoff(limits, day.requester.failedGuesses);
    const since = day.requester.newestSend;
    if (backoff > 0 && since && now.getTime() - since.getTime() < backoff * 1000) {
      refusals.push({ limit: 'destination_limit', retryAfterSeconds: secondsUntil(now, since.getTime() + backoff * 1000) });
    }
    if (window.ipSends >= limits.ipSendLimit && window.oldestIpSend) {
      refusals.push({ limit: 'ip_limit', retryAfterSeconds: secondsUntil(now, window.oldestIpSend.getTime() + limits.windowSeconds * 1000) });
    }
    const refused = refusals.sort((a, b) => b.retryAfterSeconds - a.retryAfterSeconds)[0];
    if (refused) return { refused };
    // A resend keeps its form's challenge only if a send of the last day handed it out for this
    // number: a challenge a client made up, however weak, is never used.
    const asked = request.challenge;
    const known = asked !== undefined && (await queries.challengeKnown(trx, { destination: address, purpose: request.purpose, challengeHash: hashChallenge(secret, asked), since: new Date(now.getTime() - 86_400_000) }));
    const challenge = known ? asked : generateChallenge();
    const sendId = await queries.recordSend(trx, { destination: key, ipHash, at: now });
    const codeId = await queries.insertCode(trx, {
      destination: address,
      channel: request.destination.channel,
      purpose: request.purpose,
      codeHash: hashCode(secret, code, address, request.purpose),
      challengeHash: hashChallenge(secret, challenge),
      at: now,
      expiresAt: new Date(now.getTime() + validity * 1000),
    });
    return { sendId, codeId, challenge, breaker };
  });
  if ('refused' in reserved) return { ok: false, ...reserved.refused };
  if (!('sendId' in reserved)) return { ok: false, limit: 'circuit_breaker', retryAfterSeconds: reserved.breaker.retryAfterSeconds, breaker: reserved.breaker };

  try {
    await context.transport.deliver({
      destination: request.destination,
      purpose: request.purpose,
      code,
      locale: request.locale,
      validMinutes: Math.round(validity / 60),
    });
  } catch (error) {
    await queries.cancelSend(db, reserved.sendId, reserved.codeId);
    throw error;
  }
  await queries.retireEarlierCodes(db, reserved.codeId, { destination: address, purpose: request.purpose, challengeHash: hashChallenge(secret, reserved.challenge) });
  const sends = (sendsSincePrune.get(context) ?? 0) + 1;
  sendsSincePrune.set(context, sends >= otpPruneEvery ? 0 : sends);
  if (sends >= otpPruneEvery) {
    await queries.pruneBefore(db, new Date(now.getTime() - otpRecordsKeptMs));
  }
  return { ok: true, challenge: reserved.challenge, expiresInSeconds: validity, resendAfterSeconds: limits.cooldownSeconds, breaker: reserved.breaker };
}

/** `usedUp`: the code of this challenge takes no more guesses (the last was wrong); only a new code can verify. */
export type VerifyResult = { ok: true; verificationToken: string; expiresInSeconds: number } | { ok: false; usedUp?: true };

/**
 * Checks a guess against the code of the challenge it brings (the one its form was given). Every
 * guess spends one of that code's attempts first (atomically), so five wrong guesses burn it
 * however fast they arrive. A guess without the challenge of a live code reaches no code, and
 * counts only against its address's wrong codes (routes.ts): it cannot hold the number's owner back.
 */
export async function verifyCode(
  context: OtpContext,
  request: { destination: Destination; purpose: OtpPurpose; code: string; challenge: string; ip: string },
): Promise<VerifyResult> {
  const { db, clock, secret, limits } = context;
  const now = clock.now();
  const address = request.destination.address;
  const ipHash = hashIp(secret, request.ip);
  const current = await queries.findCurrentCode(db, address, request.purpose, hashChallenge(secret, request.challenge));
  if (!current || new Date(current.expires_at).getTime() <= now.getTime()) return { ok: false };
  const left = await queries.takeAttempt(db, current.id, limits.maxAttempts);
  // No guess left, or the code was used meanwhile by the same form's other request: either way only
  // a new code can verify.
  if (left === null) return { ok: false, usedUp: true };
  if (!sameDigest(current.code_hash, hashCode(secret, request.code, address, request.purpose))) {
    // Charged to the guesser: the back-off after wrong guesses delays whoever made them.
    await queries.recordFailedGuess(db, { destination: limitKey(request.destination), ipHash, at: now });
    return left === 0 ? { ok: false, usedUp: true } : { ok: false };
  }
  if (!(await queries.consumeCode(db, current.id, now))) return { ok: false };
  await queries.forgetFailedGuesses(db, limitKey(request.destination), ipHash);
  const token = generateToken();
  await queries.insertVerification(db, {
    tokenHash: hashToken(secret, token),
    destination: address,
    purpose: request.purpose,
    at: now,
    expiresAt: new Date(now.getTime() + limits.verificationSeconds * 1000),
  });
  return { ok: true, verificationToken: token, expiresInSeconds: limits.verificationSeconds };
}

/** Whether `token` would redeem (same rules as `redeemVerification`), without using it up. */
export async function verificationHolds(
  context: Pick<OtpContext, 'db' | 'clock' | 'secret'>,
  request: { token: string; destination: Destination; purpose: OtpPurpose },
): Promise<boolean> {
  if (request.token.length === 0 || request.token.length > 100) return false;
  return queries.verificationHolds(context.db, {
    tokenHash: hashToken(context.secret, request.token),
    destination: request.destination.address,
    purpose: request.purpose,
    at: context.clock.now(),
  });
}

/**
 * For the areas that asked for a code (loyalty lookup, campaign registration): true exactly once
 * for a token issued for this destination and purpose and not yet expired.
 */
export async function redeemVerification(
  context: Pick<OtpContext, 'db' | 'clock' | 'secret'>,
  request: { token: string; destination: Destination; purpose: OtpPurpose },
): Promise<boolean> {
  if (request.token.length === 0 || request.token.length > 100) return false;
  return queries.redeemVerification(context.db, {
    tokenHash: hashToken(context.secret, request.token),
    destination: request.destination.address,
    purpose: request.purpose,
    at: context.clock.now(),
  });
}
