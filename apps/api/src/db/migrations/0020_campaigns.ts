import { type Kysely, sql } from 'kysely';

/**
 * Campaigns, their redemption locations and time slots, registrations and the idempotency record
 * of every submit. Overbooking is impossible twice over: a slot is claimed with a conditional
 * UPDATE (booked < quota) and the CHECK below refuses any row past its quota.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE campaigns (
      id serial PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      opens_at timestamptz NOT NULL,
      closes_at timestamptz NOT NULL,
      retention_until date NOT NULL,
      statement_version text NOT NULL,
      has_edm boolean NOT NULL,
      has_thank_you boolean NOT NULL,
      registration_kind text CHECK (registration_kind IN ('sample', 'workshop')),
      fee_hkd integer CHECK (fee_hkd > 0),
      fee_redeemable boolean NOT NULL DEFAULT false,
      session_minutes integer CHECK (session_minutes > 0),
      theme jsonb NOT NULL,
      quiz jsonb,
      giveaway_closes_at timestamptz,
      giveaway_prize_hkd integer,
      CHECK (opens_at < closes_at)
    );
    CREATE TABLE campaign_texts (
      campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
      locale text NOT NULL CHECK (locale IN ('en', 'zh-Hant')),
      content jsonb NOT NULL,
      PRIMARY KEY (campaign_id, locale)
    );
    CREATE TABLE redemption_locations (
      id serial PRIMARY KEY,
      code text NOT NULL UNIQUE,
      kind text NOT NULL CHECK (kind IN ('boutique', 'pop-up')),
      texts jsonb NOT NULL
    );
    CREATE TABLE campaign_slots (
      id serial PRIMARY KEY,
      campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
      location_id integer NOT NULL REFERENCES redemption_locations (id),
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      quota integer NOT NULL CHECK (quota >= 0),
      booked integer NOT NULL DEFAULT 0,
      CONSTRAINT campaign_slots_within_quota CHECK (booked >= 0 AND booked <= quota),
      CHECK (starts_at < ends_at),
      UNIQUE (campaign_id, location_id, starts_at)
    );
    CREATE TABLE registrations (
      id serial PRIMARY KEY,
      campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
      slot_id integer NOT NULL REFERENCES campaign_slots (id) ON DELETE CASCADE,
      salutation text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      age_range text NOT NULL,
      email text NOT NULL,
      email_normalised text NOT NULL,
      calling_code text NOT NULL,
      contact_number text NOT NULL,
      phone_normalised text NOT NULL,
      province text,
      communication text[] NOT NULL,
      marketing_opt_out boolean NOT NULL,
      marketing_opt_out_at timestamptz,
      statement_version text NOT NULL,
      terms_accepted_at timestamptz NOT NULL,
      locale text NOT NULL,
      created_at timestamptz NOT NULL,
      CONSTRAINT registrations_phone_per_campaign UNIQUE (campaign_id, phone_normalised),
      CONSTRAINT registrations_email_per_campaign UNIQUE (campaign_id, email_normalised)
    );
    CREATE INDEX registrations_slot ON registrations (slot_id);
    CREATE TABLE registration_requests (
      idempotency_key text PRIMARY KEY,
      campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
      status integer NOT NULL,
      response jsonb NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE TABLE registration_attempts (
      client text NOT NULL,
      at timestamptz NOT NULL
    );
    CREATE INDEX registration_attempts_client_at ON registration_attempts (client, at);
  `.execute(db);
}
