import { type Kysely, sql } from 'kysely';

/**
 * A second factor is set up through a one-time link an admin issues (or `npm run
 * staff -- enrol`), never by someone holding only the password. Only the link's SHA-256 is kept.
 * The audit log is read a page at a time, newest first, filtered by action or actor.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE staff_enrolment_links (
      token_hash text PRIMARY KEY,
      user_id text NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
      issued_by text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX studio_audit_action_idx ON studio_audit (action, id);
    CREATE INDEX studio_audit_actor_idx ON studio_audit (actor, id);
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE staff_enrolment_links; DROP INDEX studio_audit_action_idx; DROP INDEX studio_audit_actor_idx`.execute(db);
}
