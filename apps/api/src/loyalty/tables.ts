import type { ColumnType, Generated } from 'kysely';

export type Tier = 'Black' | 'Silver' | 'Gold';
export type Salutation = 'Ms.' | 'Mrs.' | 'Mr.';

/** Kysely types of the loyalty tables (migration 0011_loyalty). */
export interface LoyaltyMembersTable {
  id: Generated<number>;
  member_number: string;
  salutation: Salutation;
  first_name: string;
  last_name: string;
  /** E.164. */
  phone: string | null;
  /** Lower case. */
  email: string | null;
  birth_month: number | null;
  joined_on: ColumnType<string, string, string>;
  tier: Tier;
  /** The calendar year the tier holds for (renewed on 1 January). */
  tier_year: number;
  points: Generated<number>;
  /** Points expire on 31 December of this year. */
  points_year: number;
}
export interface LoyaltyPurchasesTable {
  id: Generated<number>;
  receipt_number: string;
  member_id: number;
  purchased_on: ColumnType<string, string, string>;
  /** Net amount; negative for a return. numeric: read back as a string. */
  amount_hkd: ColumnType<string, string | number, string | number>;
}

export interface LoyaltyTables {
  loyalty_members: LoyaltyMembersTable;
  loyalty_purchases: LoyaltyPurchasesTable;
}
