import { type Kysely, sql } from 'kysely';

/**
 * `registrations.locale` held the sites' URL prefix (`tc`) where every other table holds
 * the data service's code (`zh-Hant`). Existing rows are converted and the column now accepts
 * only the data service's codes, like `campaign_texts.locale`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    UPDATE registrations SET locale = 'zh-Hant' WHERE locale = 'tc';
    ALTER TABLE registrations ADD CONSTRAINT registrations_locale CHECK (locale IN ('en', 'zh-Hant'));
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE registrations DROP CONSTRAINT registrations_locale;
    UPDATE registrations SET locale = 'tc' WHERE locale = 'zh-Hant';
  `.execute(db);
}
