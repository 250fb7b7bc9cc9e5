import { type Kysely, sql } from 'kysely';

/**
 * Bookings people can rely on (docs/campaigns.md "A booking's life"):
 * - a registration keeps its reference, a status (booked, moved, cancelled) and when it last
 *   changed; its manage link is a keyed hash (never the token itself), expiring;
 * - a cancelled registration frees its phone number and email for the campaign: the uniqueness
 *   holds among live registrations only (same constraint names, so refusals read the same);
 * - `registration_history`: every change with its time and who made it (visitor or staff);
 * - `booking_messages`: the transactional outbox, rows written in the booking's transaction and
 *   delivered by a job (apps/api/src/bookings/outbox.ts), each marked when sent.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE registrations
      ADD COLUMN reference text,
      ADD COLUMN status text NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'moved', 'cancelled')),
      ADD COLUMN status_changed_at timestamptz,
      ADD COLUMN manage_token_hash text,
      ADD COLUMN manage_token_expires_at timestamptz;
    UPDATE registrations r SET
      reference = upper(substr(regexp_replace(c.slug, '[^a-z]', '', 'g'), 1, 3)) || '-' || lpad(r.id::text, 6, '0'),
      status_changed_at = r.created_at
    FROM campaigns c WHERE c.id = r.campaign_id;
    -- A row written without them (a tool, a test) gets a unique placeholder and its insert time.
    ALTER TABLE registrations
      ALTER COLUMN reference SET DEFAULT 'pending-' || gen_random_uuid(),
      ALTER COLUMN reference SET NOT NULL,
      ALTER COLUMN status_changed_at SET DEFAULT now(),
      ALTER COLUMN status_changed_at SET NOT NULL;
    CREATE UNIQUE INDEX registrations_reference ON registrations (reference);
    CREATE UNIQUE INDEX registrations_manage_token ON registrations (manage_token_hash);
    ALTER TABLE registrations DROP CONSTRAINT registrations_phone_per_campaign, DROP CONSTRAINT registrations_email_per_campaign;
    CREATE UNIQUE INDEX registrations_phone_per_campaign ON registrations (campaign_id, phone_normalised) WHERE status <> 'cancelled';
    CREATE UNIQUE INDEX registrations_email_per_campaign ON registrations (campaign_id, email_normalised) WHERE status <> 'cancelled';

    CREATE TABLE registration_history (
      id bigserial PRIMARY KEY,
      registration_id integer NOT NULL REFERENCES registrations (id) ON DELETE CASCADE,
      event text NOT NULL CHECK (event IN ('booked', 'moved', 'cancelled')),
      from_slot_id integer REFERENCES campaign_slots (id) ON DELETE SET NULL,
      to_slot_id integer REFERENCES campaign_slots (id) ON DELETE SET NULL,
      actor text NOT NULL CHECK (actor IN ('visitor', 'staff')),
      staff_user_id text,
      at timestamptz NOT NULL
    );
    CREATE INDEX registration_history_registration ON registration_history (registration_id, id);

    CREATE TABLE booking_messages (
      id bigserial PRIMARY KEY,
      registration_id integer NOT NULL REFERENCES registrations (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('confirmation', 'moved', 'cancelled', 'reminder')),
      channel text NOT NULL CHECK (channel IN ('sms', 'email')),
      destination text NOT NULL,
      locale text NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      ics text,
      created_at timestamptz NOT NULL,
      sent_at timestamptz,
      claimed_until timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      last_error text
    );
    CREATE INDEX booking_messages_registration ON booking_messages (registration_id, id);
    CREATE INDEX booking_messages_destination ON booking_messages (destination, id DESC);
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE booking_messages;
    DROP TABLE registration_history;
    DROP INDEX registrations_phone_per_campaign;
    DROP INDEX registrations_email_per_campaign;
    DELETE FROM registrations WHERE status = 'cancelled';
    ALTER TABLE registrations
      ADD CONSTRAINT registrations_phone_per_campaign UNIQUE (campaign_id, phone_normalised),
      ADD CONSTRAINT registrations_email_per_campaign UNIQUE (campaign_id, email_normalised),
      DROP COLUMN reference, DROP COLUMN status, DROP COLUMN status_changed_at,
      DROP COLUMN manage_token_hash, DROP COLUMN manage_token_expires_at;
  `.execute(db);
}
