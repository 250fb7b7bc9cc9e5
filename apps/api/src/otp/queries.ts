import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** Every SQL statement of the one-time-code area. */

type Db = Kysely<Database>;

export interface SendWindow {
  ipSends: number;
  oldestIpSend: Date | null;
  destinationSends: number;
  oldestDestinationSend: Date | null;
  newestDestinationSend: Date | null;
  /** The destination's sends this requester asked for. */
  requesterSends: number;
  oldestRequesterSend: Date | null;
}

/**
 * Serialises sends per destination and per client address for the rest of the transaction, on every
 * instance: the counts read next cannot be raced by a parallel request.
 */
export async function lockSendKeys(trx: Db, destination: string, ipHash: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`otp-destination:${destination}`}))`.execute(trx);
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`otp-ip:${ipHash}`}))`.execute(trx);
}

const date = (value: unknown) => (value == null ? null : new Date(value as string | Date));

/** The destination's sends since `since`: all of them, and those the requester (`ipHash`) asked for. */
async function destinationSends(trx: Db, destination: string, ipHash: string, since: Date) {
  const row = await trx
    .selectFrom('otp_sends')
    .select((eb) => [
      eb.fn.countAll<string>().as('count'),
      eb.fn.min('created_at').as('oldest'),
      eb.fn.max('created_at').as('newest'),
      sql<string>`count(*) FILTER (WHERE ip_hash = ${ipHash})`.as('mine'),
      sql<Date | null>`min(created_at) FILTER (WHERE ip_hash = ${ipHash})`.as('my_oldest'),
      sql<Date | null>`max(created_at) FILTER (WHERE ip_hash = ${ipHash})`.as('my_newest'),
    ])
    .where('destination', '=', destination)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: date(row.oldest), newest: date(row.newest), mine: Number(row.mine), myOldest: date(row.my_oldest), myNewest: date(row.my_newest) };
}

export async function readSendWindow(trx: Db, destination: string, ipHash: string, since: Date): Promise<SendWindow> {
  const byIp = await trx
    .selectFrom('otp_sends')
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('ip_hash', '=', ipHash)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  const byDestination = await destinationSends(trx, destination, ipHash, since);
  return {
    requesterSends: byDestination.mine,
    oldestRequesterSend: byDestination.myOldest,
    ipSends: Number(byIp.count),
    oldestIpSend: date(byIp.oldest),
    destinationSends: byDestination.count,
    oldestDestinationSend: byDestination.oldest,
    newestDestinationSend: byDestination.newest,
  };
}

export interface DestinationDay {
  /** Every code sent to the destination. */
  sends: number;
  oldestSend: Date | null;
  newestSend: Date | null;
  /** This requester's sends to the destination, and the wrong guesses this address made at them. */
  requester: { sends: number; oldestSend: Date | null; newestSend: Date | null; failedGuesses: number };
}

/** The destination's last 24 hours: for the daily cap and the back-off after repeated failures. */
export async function readDestinationDay(trx: Db, destination: string, ipHash: string, since: Date): Promise<DestinationDay> {
  const sends = await destinationSends(trx, destination, ipHash, since);
  const guesses = await trx
    .selectFrom('otp_failed_guesses')
    .select(sql<string>`count(*)`.as('mine'))
    .where('destination', '=', destination)
    .where('ip_hash', '=', ipHash)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return {
    sends: sends.count,
    oldestSend: sends.oldest,
    newestSend: sends.newest,
    requester: { sends: sends.mine, oldestSend: sends.myOldest, newestSend: sends.myNewest, failedGuesses: Number(guesses.mine) },
  };
}

export async function recordSend(trx: Db, values: { destination: string; ipHash: string; at: Date }): Promise<string> {
  const row = await trx
    .insertInto('otp_sends')
    .values({ destination: values.destination, ip_hash: values.ipHash, created_at: values.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** Stores a new code (the earlier ones of its challenge are retired once it is delivered: `retireEarlierCodes`). */
export async function insertCode(
  trx: Db,
  values: { destination: string; channel: 'sms' | 'email'; purpose: string; codeHash: string; challengeHash: string; at: Date; expiresAt: Date },
): Promise<string> {
  const row = await trx
    .insertInto('otp_codes')
    .values({
      destination: values.destination,
      channel: values.channel,
      purpose: values.purpose,
      code_hash: values.codeHash,
      challenge_hash: values.challengeHash,
      created_at: values.at,
      expires_at: values.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/**
 * Deletes the one-time-code records made before `before`: sends, codes, verifications and the
 * development outbox. They hold phone numbers and e-mail addresses, and every limit reads at most
 * the last 24 hours of them.
 */
export async function pruneBefore(db: Db, before: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let deleted = 0;
    for (const table of ['otp_sends', 'otp_codes', 'otp_outbox', 'otp_failed_guesses'] as const) {
      deleted += Number((await trx.deleteFrom(table).where('created_at', '<', before).executeTakeFirst()).numDeletedRows);
    }
    deleted += Number((await trx.deleteFrom('otp_verifications').where('expires_at', '<', before).executeTakeFirst()).numDeletedRows);
    return deleted;
  });
}

/**
 * Retires the codes of the same challenge sent before `codeId` (the same form asking again), once
 * the new one is delivered: until then the code on the visitor's phone still works. Codes other
 * people's sends made for the number stay as they are: a send never takes away the code its owner
 * is typing.
 */
export async function retireEarlierCodes(db: Db, codeId: string, values: { destination: string; purpose: string; challengeHash: string }): Promise<void> {
  await db
    .updateTable('otp_codes')
    .set({ superseded: true })
    .where('destination', '=', values.destination)
    .where('purpose', '=', values.purpose)
    .where('challenge_hash', '=', values.challengeHash)
    .where('id', '!=', codeId)
    .where('superseded', '=', false)
    .execute();
}

/** Whether a challenge was handed out for this destination and purpose since `since` (a resend may keep it). */
export async function challengeKnown(trx: Db, values: { destination: string; purpose: string; challengeHash: string; since: Date }): Promise<boolean> {
  const row = await trx
    .selectFrom('otp_codes')
    .select('id')
    .where('destination', '=', values.destination)
    .where('purpose', '=', values.purpose)
    .where('challenge_hash', '=', values.challengeHash)
    .where('created_at', '>', values.since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Undoes a send whose delivery failed: it must not count against the visitor's limits. */
export async function cancelSend(db: Db, sendId: string, codeId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('otp_codes').where('id', '=', codeId).execute();
    await trx.deleteFrom('otp_sends').where('id', '=', sendId).execute();
  });
}

/** The live code of a challenge (the one its latest send made), if any. */
export async function findCurrentCode(db: Db, destination: string, purpose: string, challengeHash: string) {
  return db
    .selectFrom('otp_codes')
    .select(['id', 'code_hash', 'expires_at', 'attempts'])
    .where('destination', '=', destination)
    .where('purpose', '=', purpose)
    .where('challenge_hash', '=', challengeHash)
    .where('superseded', '=', false)
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Takes one guess from a code's allowance in a single conditional UPDATE, so that guesses arriving
 * at once cannot overdraw it. The guesses left after this one; null when the allowance was already
 * spent (the code is burnt) or the code was used.
 */
export async function takeAttempt(db: Db, codeId: string, maxAttempts: number): Promise<number | null> {
  const row = await db
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', codeId)
    .where('attempts', '<', maxAttempts)
    .where('consumed_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  return row === undefined ? null : maxAttempts - row.attempts;
}

/** A wrong guess at one of the destination's codes, by the guesser's address. */
export async function recordFailedGuess(db: Db, values: { destination: string; ipHash: string; at: Date }): Promise<void> {
  await db.insertInto('otp_failed_guesses').values({ destination: values.destination, ip_hash: values.ipHash, created_at: values.at }).execute();
}

/** The guesser's wrong guesses at a destination, forgiven once they give its right code (their own typing errors). */
export async function forgetFailedGuesses(db: Db, destination: string, ipHash: string): Promise<void> {
  await db.deleteFrom('otp_failed_guesses').where('destination', '=', destination).where('ip_hash', '=', ipHash).execute();
}

/** Marks a code used; false if a parallel request used it first. */
export async function consumeCode(db: Db, codeId: string, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('otp_codes')
    .set({ consumed_at: at })
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertVerification(
  db: Db,
  values: { tokenHash: string; destination: string; purpose: string; at: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('otp_verifications')
    .values({
      token_hash: values.tokenHash,
      destination: values.destination,
      purpose: values.purpose,
      created_at: values.at,
      expires_at: values.expiresAt,
    })
    .execute();
}

/** Redeems a verification once, for the destination and purpose it was issued for. */
export async function redeemVerification(db: Db, values: { tokenHash: string; destination: string; purpose: string; at: Date }): Promise<boolean> {
  const row = await db
    .updateTable('otp_verifications')
    .set({ consumed_at: values.at })
    .where('token_hash', '=', values.tokenHash)
    .where('destination', '=', values.destination)
    .where('purpose', '=', values.purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', values.at)
    .returning('token_hash')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a verification token is good (issued for this destination and purpose, unused, unexpired), without using it up. */
export async function verificationHolds(db: Db, values: { tokenHash: string; destination: string; purpose: string; at: Date }): Promise<boolean> {
  const row = await db
    .selectFrom('otp_verifications')
    .select('token_hash')
    .where('token_hash', '=', values.tokenHash)
    .where('destination', '=', values.destination)
    .where('purpose', '=', values.purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', values.at)
    .executeTakeFirst();
  return row !== undefined;
}

export async function listOutbox(db: Db, destination: string) {
  return db
    .selectFrom('otp_outbox')
    .select(['destination', 'channel', 'purpose', 'code', 'body', 'created_at'])
    .where('destination', '=', destination)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}

/**
 * Development only: moves one destination's codes and sends back in time, as if the clock had run
 * on for that destination alone (end-to-end tests of expiry that leave other tests' codes alone).
 * Its sends are recorded under `sendsKey`, the mailbox an e-mail address reaches (`limitKey`).
 */
export async function ageDestination(db: Db, destination: string, seconds: number, sendsKey = destination): Promise<void> {
  const shift = sql<Date>`make_interval(secs => ${seconds})`;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('otp_codes')
      .set((eb) => ({ created_at: sql`${eb.ref('created_at')} - ${shift}`, expires_at: sql`${eb.ref('expires_at')} - ${shift}` }))
      .where('destination', '=', destination)
      .execute();
    await trx
      .updateTable('otp_sends')
      .set((eb) => ({ created_at: sql`${eb.ref('created_at')} - ${shift}` }))
      .where('destination', '=', sendsKey)
      .execute();
  });
}
