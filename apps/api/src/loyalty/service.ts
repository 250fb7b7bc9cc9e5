import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import * as queries from './queries';
import { closeYear, type Purchase, standingForYear } from './rules';

/** Recomputes every member's points for `year` from their purchases (the tier stays as renewed). */
export async function recomputeAll(db: Kysely<Database>, year: number): Promise<{ members: number; changed: number }> {
  const members = await queries.listMembersWithPurchases(db);
  let changed = 0;
  for (const m of members) {
    const standing = standingForYear({ tier: m.tier, birthMonth: m.birth_month, purchases: m.purchases, year });
    if (standing.points !== m.points || standing.pointsYear !== m.points_year || standing.tierYear !== m.tier_year) {
      await queries.updateStanding(db, m.id, standing);
      changed++;
    }
  }
  return { members: members.length, changed };
}

/**
 * The close of 31 December `year`: next year's tier from this year's net spend; this year's points
 * expire. Members already closed for `year` are left alone, so the command can be re-run.
 */
export async function closeYearForAll(db: Kysely<Database>, year: number): Promise<{ closed: number; tiers: Record<string, number> }> {
  const members = await queries.listMembersWithPurchases(db);
  const tiers: Record<string, number> = {};
  let closed = 0;
  for (const m of members) {
    if (m.tier_year !== year) continue;
    const standing = closeYear({ tier: m.tier, purchases: m.purchases, year });
    await queries.updateStanding(db, m.id, standing);
    tiers[standing.tier] = (tiers[standing.tier] ?? 0) + 1;
    closed++;
  }
  return { closed, tiers };
}

export type { Purchase };
