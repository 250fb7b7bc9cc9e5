import { type Kysely, sql } from 'kysely';

/**
 * Lost updates (docs/decisions/275-edit-versions-and-presence.md): each studio entry counts its
 * changes, so a save based on an older count is refused; and who has a thing open in the studio
 * (presence), kept in the database so every instance of the data service sees every editor.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE studio_entries ADD COLUMN version integer NOT NULL DEFAULT 0;
    CREATE TABLE studio_presence (
      subject text NOT NULL,
      staff_email text NOT NULL,
      staff_name text NOT NULL,
      seen_at timestamptz NOT NULL,
      PRIMARY KEY (subject, staff_email)
    );
    CREATE INDEX studio_presence_seen_idx ON studio_presence (seen_at);
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE studio_presence;
    ALTER TABLE studio_entries DROP COLUMN version;
  `.execute(db);
}
