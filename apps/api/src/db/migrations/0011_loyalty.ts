import { type Kysely, sql } from 'kysely';

/**
 * The exclusive-rewards programme: members as the point-of-sale system knows them, their
 * purchases (net of returns), and the points and tier the rules compute from them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE loyalty_members (
      id serial PRIMARY KEY,
      member_number text NOT NULL UNIQUE,
      salutation text NOT NULL CHECK (salutation IN ('Ms.', 'Mrs.', 'Mr.')),
      first_name text NOT NULL,
      last_name text NOT NULL,
      phone text UNIQUE,
      email text UNIQUE,
      birth_month integer CHECK (birth_month BETWEEN 1 AND 12),
      joined_on date NOT NULL,
      tier text NOT NULL CHECK (tier IN ('Black', 'Silver', 'Gold')),
      tier_year integer NOT NULL,
      points integer NOT NULL DEFAULT 0 CHECK (points >= 0),
      points_year integer NOT NULL
    );
    CREATE TABLE loyalty_purchases (
      id serial PRIMARY KEY,
      receipt_number text NOT NULL UNIQUE,
      member_id integer NOT NULL REFERENCES loyalty_members (id) ON DELETE CASCADE,
      purchased_on date NOT NULL,
      amount_hkd numeric(12, 2) NOT NULL
    );
    CREATE INDEX loyalty_purchases_member ON loyalty_purchases (member_id, purchased_on);
  `.execute(db);
}
