import { type Kysely, sql } from 'kysely';

/**
 * `npm run content -- import` (issue 14, decision 205): the content files become the live version
 * of every entry the studio had published; each such entry keeps an `import` revision in its
 * history, so the import can be compared and undone like any other change.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE studio_revisions DROP CONSTRAINT IF EXISTS studio_revisions_action_check;
    ALTER TABLE studio_revisions ADD CONSTRAINT studio_revisions_action_check CHECK (action IN ('original', 'draft', 'publish', 'restore', 'import'));
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DELETE FROM studio_revisions WHERE action = 'import';
    ALTER TABLE studio_revisions DROP CONSTRAINT IF EXISTS studio_revisions_action_check;
    ALTER TABLE studio_revisions ADD CONSTRAINT studio_revisions_action_check CHECK (action IN ('original', 'draft', 'publish', 'restore'));
  `.execute(db);
}
