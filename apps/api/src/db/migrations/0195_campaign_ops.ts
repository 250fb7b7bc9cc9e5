import { type Kysely, sql } from 'kysely';

/**
 * Campaign operations in the studio: a slot can be closed (it keeps its
 * bookings and takes no more), and registrations are searched by name, phone and email. The quota
 * CHECK of 0020 (booked <= quota) already refuses a quota below what is booked.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE campaign_slots ADD COLUMN closed_at timestamptz;
    CREATE INDEX registrations_campaign_created ON registrations (campaign_id, created_at);
  `.execute(db);
}
