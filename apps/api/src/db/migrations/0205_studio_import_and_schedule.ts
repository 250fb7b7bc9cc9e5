import { type Kysely, sql } from 'kysely';

/**
 * `npm run content -- import` keeps an `import` revision in the history of
 * each entry whose file replaced its publication; "Schedule" names the revision to
 * publish at a chosen time (the job queue publishes it then) and who scheduled it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE studio_revisions DROP CONSTRAINT IF EXISTS studio_revisions_action_check;
    ALTER TABLE studio_revisions ADD CONSTRAINT studio_revisions_action_check CHECK (action IN ('original', 'draft', 'publish', 'restore', 'import'));
    ALTER TABLE studio_entries ADD COLUMN scheduled_at timestamptz;
    ALTER TABLE studio_entries ADD COLUMN scheduled_revision integer;
    ALTER TABLE studio_entries ADD COLUMN scheduled_by text;
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE studio_entries DROP COLUMN scheduled_at;
    ALTER TABLE studio_entries DROP COLUMN scheduled_revision;
    ALTER TABLE studio_entries DROP COLUMN scheduled_by;
    DELETE FROM studio_revisions WHERE action = 'import';
    ALTER TABLE studio_revisions DROP CONSTRAINT IF EXISTS studio_revisions_action_check;
    ALTER TABLE studio_revisions ADD CONSTRAINT studio_revisions_action_check CHECK (action IN ('original', 'draft', 'publish', 'restore'));
  `.execute(db);
}
