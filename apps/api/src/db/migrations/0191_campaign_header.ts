import { type Kysely, sql } from 'kysely';

/**
 * The header's "Discovery trial" link is data: the campaign whose file says
 * `header: true` is the one it opens. At most one campaign holds it (a partial unique index);
 * with none, the link opens the hub.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE campaigns ADD COLUMN opens_header boolean NOT NULL DEFAULT false;
    CREATE UNIQUE INDEX campaigns_one_header ON campaigns (opens_header) WHERE opens_header;
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP INDEX campaigns_one_header;
    ALTER TABLE campaigns DROP COLUMN opens_header;
  `.execute(db);
}
