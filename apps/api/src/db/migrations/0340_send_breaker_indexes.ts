import { type Kysely, sql } from 'kysely';

/**
 * The send breakers (otp/send-breaker.ts) count every code and booking message of the last hour
 * before each send: by moment, not by destination or address, which the older indexes lead with.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE INDEX otp_sends_created ON otp_sends (created_at);
    CREATE INDEX booking_messages_sent ON booking_messages (sent_at) WHERE sent_at IS NOT NULL;
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP INDEX booking_messages_sent;
    DROP INDEX otp_sends_created;
  `.execute(db);
}
