import { type Kysely, sql } from 'kysely';

/**
 * One-time codes. Codes are stored only as an HMAC; every limit is a row in the
 * database so that it holds across several instances of the data service.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE otp_codes (
      id bigserial PRIMARY KEY,
      destination text NOT NULL,
      channel text NOT NULL CHECK (channel IN ('sms', 'email')),
      purpose text NOT NULL,
      code_hash text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      consumed_at timestamptz,
      superseded boolean NOT NULL DEFAULT false
    );
    CREATE INDEX otp_codes_lookup ON otp_codes (destination, purpose, created_at DESC);

    -- One row per accepted send: the per-destination, cooldown and per-IP limits count these.
    CREATE TABLE otp_sends (
      id bigserial PRIMARY KEY,
      destination text NOT NULL,
      ip_hash text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX otp_sends_destination ON otp_sends (destination, created_at DESC);
    CREATE INDEX otp_sends_ip ON otp_sends (ip_hash, created_at DESC);

    -- Proof that a destination was verified for a purpose, redeemed once by the form that asked.
    CREATE TABLE otp_verifications (
      token_hash text PRIMARY KEY,
      destination text NOT NULL,
      purpose text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      consumed_at timestamptz
    );

    -- The development transport: messages that would have been sent, readable at /api/dev/outbox.
    CREATE TABLE otp_outbox (
      id bigserial PRIMARY KEY,
      destination text NOT NULL,
      channel text NOT NULL,
      purpose text NOT NULL,
      code text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX otp_outbox_destination ON otp_outbox (destination, id DESC);
  `.execute(db);
}
