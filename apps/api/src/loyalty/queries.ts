import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Purchase } from './rules';
import type { Salutation, Tier } from './tables';

/** Every SQL statement of the loyalty area. */

type Db = Kysely<Database>;

export interface MemberRecord {
  memberNumber: string;
  salutation: Salutation;
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string | null;
  birthMonth: number | null;
  joinedOn: string;
  tier: Tier;
  tierYear: number;
}

/** Inserts or updates a member by member number (what the point-of-sale export identifies them by). */
export async function upsertMember(db: Db, member: MemberRecord): Promise<void> {
  const values = {
    member_number: member.memberNumber,
    salutation: member.salutation,
    first_name: member.firstName,
    last_name: member.lastName,
    phone: member.phone,
    email: member.email,
    birth_month: member.birthMonth,
    joined_on: member.joinedOn,
    tier: member.tier,
    tier_year: member.tierYear,
    points_year: member.tierYear,
  };
  await db
    .insertInto('loyalty_members')
    .values(values)
    .onConflict((oc) =>
      oc.column('member_number').doUpdateSet({
        salutation: values.salutation,
        first_name: values.first_name,
        last_name: values.last_name,
        phone: values.phone,
        email: values.email,
        birth_month: values.birth_month,
      }),
    )
    .execute();
}

/** Adds purchases; a receipt already imported is skipped (imports can be re-run). Returns how many were new. */
export async function insertPurchases(db: Db, rows: { memberNumber: string; purchase: Purchase }[]): Promise<number> {
  let inserted = 0;
  for (const { memberNumber, purchase } of rows) {
    const member = await db.selectFrom('loyalty_members').select('id').where('member_number', '=', memberNumber).executeTakeFirst();
    if (!member) throw new Error(`Purchase ${purchase.receiptNumber}: no member ${memberNumber}`);
    const result = await db
      .insertInto('loyalty_purchases')
      .values({ receipt_number: purchase.receiptNumber, member_id: member.id, purchased_on: purchase.purchasedOn, amount_hkd: purchase.amountHkd })
      .onConflict((oc) => oc.column('receipt_number').doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

export async function listMembersWithPurchases(db: Db) {
  const members = await db
    .selectFrom('loyalty_members')
    .select(['id', 'member_number', 'tier', 'tier_year', 'birth_month', 'points', 'points_year'])
    .orderBy('id')
    .execute();
  const purchases = await db
    .selectFrom('loyalty_purchases')
    .select(['member_id', 'receipt_number', sql<string>`to_char(purchased_on, 'YYYY-MM-DD')`.as('purchased_on'), 'amount_hkd'])
    .execute();
  return members.map((m) => ({
    ...m,
    purchases: purchases
      .filter((p) => p.member_id === m.id)
      .map((p): Purchase => ({ receiptNumber: p.receipt_number, purchasedOn: p.purchased_on, amountHkd: Number(p.amount_hkd) })),
  }));
}

export async function updateStanding(db: Db, memberId: number, standing: { tier: Tier; tierYear: number; points: number; pointsYear: number }) {
  await db
    .updateTable('loyalty_members')
    .set({ tier: standing.tier, tier_year: standing.tierYear, points: standing.points, points_year: standing.pointsYear })
    .where('id', '=', memberId)
    .execute();
}

/** The member with this phone (E.164) or email and this last name (letter case and spaces ignored). */
export async function findMember(db: Db, by: { phone?: string; email?: string }, lastName: string) {
  let query = db
    .selectFrom('loyalty_members')
    .select(['salutation', 'first_name', 'last_name', 'tier', 'points', 'points_year'])
    .where(sql<string>`lower(regexp_replace(last_name, '\\s+', '', 'g'))`, '=', lastName.replace(/\s+/g, '').toLowerCase());
  query = by.phone ? query.where('phone', '=', by.phone) : query.where('email', '=', by.email ?? '');
  return query.executeTakeFirst();
}
