import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertPurchases, type MemberRecord, upsertMember } from './queries';
import { recomputeAll } from './service';

/**
 * The three demo members of docs/loyalty.md. Their points are not typed in: they come from these
 * purchases of the current year through the programme rules (Gold 1.2x: HK$13,500 -> 1620).
 */
const demo: (Omit<MemberRecord, 'tierYear'> & { purchases: { receipt: string; monthDay: string; amountHkd: number }[] })[] = [
  {
    memberNumber: 'DEMO-0001',
    salutation: 'Ms.',
    firstName: 'Mei',
    lastName: 'Chan',
    phone: '+85291234567',
    email: 'mei.chan@example.com',
    birthMonth: 9,
    joinedOn: '2021-03-14',
    tier: 'Gold',
    purchases: [
      { receipt: 'R-0001', monthDay: '01-05', amountHkd: 8000 },
      { receipt: 'R-0002', monthDay: '01-12', amountHkd: 5500 },
    ],
  },
  {
    memberNumber: 'DEMO-0002',
    salutation: 'Mr.',
    firstName: 'Ka Ho',
    lastName: 'Wong',
    phone: '+85292345678',
    email: 'kaho.wong@example.com',
    birthMonth: 6,
    joinedOn: '2022-08-02',
    tier: 'Silver',
    purchases: [
      { receipt: 'R-0003', monthDay: '01-06', amountHkd: 4200 },
      { receipt: 'R-0004', monthDay: '01-15', amountHkd: 3000 },
    ],
  },
  {
    memberNumber: 'DEMO-0003',
    salutation: 'Mrs.',
    firstName: 'Siu Ling',
    lastName: 'Lee',
    phone: '+85293456789',
    email: 'siuling.lee@example.com',
    birthMonth: 11,
    joinedOn: '2024-10-20',
    tier: 'Black',
    purchases: [{ receipt: 'R-0005', monthDay: '01-08', amountHkd: 1200 }],
  },
];

/** Idempotent: members are upserted, known receipts skipped, points recomputed for `now`'s year. */
export async function seedLoyalty(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  const year = now.getUTCFullYear();
  const today = now.toISOString().slice(0, 10);
  for (const { purchases, ...member } of demo) {
    await upsertMember(db, { ...member, tierYear: year });
    await insertPurchases(
      db,
      purchases.map((p) => {
        const date = `${year}-${p.monthDay}`;
        return {
          memberNumber: member.memberNumber,
          purchase: { receiptNumber: `${year}-${p.receipt}`, purchasedOn: date < today ? date : today, amountHkd: p.amountHkd },
        };
      }),
    );
  }
  await recomputeAll(db, year);
}
