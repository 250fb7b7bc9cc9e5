/**
 * The exclusive-rewards programme (SPEC §4, §9) as pure functions: no database, no clock. The
 * commands and the lookup compute every number a member sees from purchases with these.
 */
import type { Tier } from './tables';

export const tiers: readonly Tier[] = ['Black', 'Silver', 'Gold'];

/** HK$10 = 1 point. */
export const hkdPerPoint = 10;
/** Net spend in a calendar year that earns (or keeps) Gold. */
export const goldThresholdHkd = 10_000;
/** Points at which gifts can be redeemed (SPEC §9). */
export const giftThresholds = [300, 500, 900, 1500] as const;

/** Earning rates in tenths: integer arithmetic keeps points exact. Black earns as Silver. */
const rateTenths: Record<Tier, { usual: number; birthday: number }> = {
  Black: { usual: 10, birthday: 12 },
  Silver: { usual: 10, birthday: 12 },
  Gold: { usual: 12, birthday: 15 },
};

export interface Purchase {
  receiptNumber: string;
  /** ISO date `YYYY-MM-DD` (Hong Kong time, as the till prints it). */
  purchasedOn: string;
  /** Net amount in HK$, negative for a return. */
  amountHkd: number;
}

export interface EarnedPurchase extends Purchase {
  points: number;
  birthdayBonus: boolean;
}

const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));
const monthOf = (isoDate: string) => Number(isoDate.slice(5, 7));

/** Purchases of one calendar year in till order (date, then receipt number). */
function purchasesOfYear(purchases: readonly Purchase[], year: number): Purchase[] {
  return purchases
    .filter((p) => yearOf(p.purchasedOn) === year)
    .sort((a, b) => a.purchasedOn.localeCompare(b.purchasedOn) || a.receiptNumber.localeCompare(b.receiptNumber));
}

/** Net spend (purchases minus returns) between 1 Jan and 31 Dec of `year`. */
export function netSpend(purchases: readonly Purchase[], year: number): number {
  const cents = purchasesOfYear(purchases, year).reduce((sum, p) => sum + Math.round(p.amountHkd * 100), 0);
  return cents / 100;
}

/**
 * Points of one year. A purchase earns floor(amount / 10) at the tier's rate; the first purchase in
 * the birthday month earns the birthday rate instead (once a year). A return takes back points at
 * the usual rate; the balance never drops below zero.
 */
export function earnPoints(input: { tier: Tier; birthMonth: number | null; purchases: readonly Purchase[]; year: number }): {
  points: number;
  purchases: EarnedPurchase[];
} {
  const rate = rateTenths[input.tier];
  let balance = 0;
  let birthdayUsed = false;
  const earned: EarnedPurchase[] = [];
  for (const purchase of purchasesOfYear(input.purchases, input.year)) {
    const base = Math.floor(Math.abs(purchase.amountHkd) / hkdPerPoint);
    let points: number;
    let birthdayBonus = false;
    if (purchase.amountHkd > 0) {
      birthdayBonus = !birthdayUsed && input.birthMonth === monthOf(purchase.purchasedOn);
      if (birthdayBonus) birthdayUsed = true;
      points = Math.floor((base * (birthdayBonus ? rate.birthday : rate.usual)) / 10);
    } else {
      points = -Math.min(balance, Math.floor((base * rate.usual) / 10));
    }
    balance += points;
    earned.push({ ...purchase, points, birthdayBonus });
  }
  return { points: balance, purchases: earned };
}

/**
 * The tier for the next year, computed on 31 December from that year's net spend: HK$10,000 or
 * more is Gold (a Gold member renews); otherwise Gold falls to Silver, any purchase makes a Black
 * member Silver, and Silver stays Silver.
 */
export function tierAfterYearEnd(current: Tier, yearNetSpendHkd: number, purchasedThisYear: boolean): Tier {
  if (yearNetSpendHkd >= goldThresholdHkd) return 'Gold';
  if (current === 'Black' && !purchasedThisYear) return 'Black';
  return 'Silver';
}

export type PointsBand =
  | { band: 'high' }
  | { band: 'medium'; nextThreshold: number; pointsNeeded: number }
  | { band: 'low'; nextThreshold: number; pointsNeeded: number };

/** SPEC §4 points view: high from 1500, medium from 300 (next gift threshold), low below 300. */
export function pointsBand(points: number): PointsBand {
  const top = giftThresholds[giftThresholds.length - 1]!;
  if (points >= top) return { band: 'high' };
  const first = giftThresholds[0];
  if (points < first) return { band: 'low', nextThreshold: first, pointsNeeded: first - points };
  const next = giftThresholds.find((t) => t > points)!;
  return { band: 'medium', nextThreshold: next, pointsNeeded: next - points };
}

/** Points expire on 31 December of the year they were earned. */
export function pointsExpireOn(pointsYear: number): string {
  return `${pointsYear}-12-31`;
}

export interface MemberStanding {
  tier: Tier;
  tierYear: number;
  points: number;
  pointsYear: number;
}

/** The standing of a member during `year`: tier as renewed on 1 January, points earned so far. */
export function standingForYear(input: { tier: Tier; birthMonth: number | null; purchases: readonly Purchase[]; year: number }): MemberStanding {
  return { tier: input.tier, tierYear: input.year, points: earnPoints(input).points, pointsYear: input.year };
}

/**
 * The year-end close of `year`: the tier for next year from this year's spend, and a new points
 * balance (this year's points expire on 31 December).
 */
export function closeYear(input: { tier: Tier; purchases: readonly Purchase[]; year: number }): MemberStanding {
  const ofYear = input.purchases.filter((p) => yearOf(p.purchasedOn) === input.year);
  const tier = tierAfterYearEnd(input.tier, netSpend(input.purchases, input.year), ofYear.some((p) => p.amountHkd > 0));
  return { tier, tierYear: input.year + 1, points: 0, pointsYear: input.year + 1 };
}
