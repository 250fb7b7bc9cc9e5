import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { normaliseDestination } from '../otp';
import type { MemberRecord } from './queries';
import type { Purchase } from './rules';

/**
 * Rows as objects keyed by the header line (RFC 4180 by csv-parse: quoted fields, doubled quotes,
 * CRLF or LF, a byte-order mark; blank lines skipped); errors name the line of the file.
 */
function records(text: string, columns: readonly string[]): { line: number; value: Record<string, string> }[] {
  let missing: string[] = [];
  const rows = parse(text, {
    bom: true,
    trim: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    relax_column_count: true,
    info: true,
    columns: (header: string[]) => {
      const names = header.map((name) => name.trim());
      missing = columns.filter((c) => !names.includes(c));
      return names;
    },
  }) as { info: { lines: number }; record: Record<string, string | undefined> }[];
  if (missing.length) throw new Error(`Missing column(s): ${missing.join(', ')}`);
  return rows.map(({ info, record }) => ({ line: info.lines, value: Object.fromEntries(columns.map((c) => [c, record[c] ?? ''])) }));
}

export const memberColumns = ['member_number', 'salutation', 'first_name', 'last_name', 'phone', 'email', 'birth_month', 'joined_on', 'tier'] as const;
export const purchaseColumns = ['receipt_number', 'member_number', 'purchased_on', 'amount_hkd'] as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'use YYYY-MM-DD');
const memberRow = z.object({
  member_number: z.string().min(1).max(40),
  salutation: z.enum(['Ms.', 'Mrs.', 'Mr.']),
  first_name: z.string().min(1).max(50),
  last_name: z.string().min(1).max(50),
  phone: z.string().max(30),
  email: z.string().max(254),
  birth_month: z.union([z.literal(''), z.coerce.number().int().min(1).max(12)]),
  joined_on: isoDate,
  tier: z.enum(['Black', 'Silver', 'Gold']),
});
const purchaseRow = z.object({
  receipt_number: z.string().min(1).max(40),
  member_number: z.string().min(1).max(40),
  purchased_on: isoDate,
  amount_hkd: z.coerce.number().finite(),
});

const problem = (line: number, error: z.ZodError) => {
  const issue = error.issues[0];
  return new Error(`line ${line}: ${issue?.path.join('.')}: ${issue?.message}`);
};

/** Members as the point-of-sale system exports them. `tierYear` is the year the tier holds for. */
export function parseMembers(text: string, tierYear: number): MemberRecord[] {
  return records(text, memberColumns).map(({ line, value }) => {
    const parsed = memberRow.safeParse(value);
    if (!parsed.success) throw problem(line, parsed.error);
    const m = parsed.data;
    const phone = m.phone ? normaliseDestination('sms', m.phone) : null;
    const email = m.email ? normaliseDestination('email', m.email) : null;
    if (m.phone && !phone) throw new Error(`line ${line}: phone: not a valid number with calling code`);
    if (m.email && !email) throw new Error(`line ${line}: email: not a valid address`);
    if (!phone && !email) throw new Error(`line ${line}: a member needs a phone number or an email address`);
    return {
      memberNumber: m.member_number,
      salutation: m.salutation,
      firstName: m.first_name,
      lastName: m.last_name,
      phone: phone?.address ?? null,
      email: email?.address ?? null,
      birthMonth: m.birth_month === '' ? null : m.birth_month,
      joinedOn: m.joined_on,
      tier: m.tier,
      tierYear,
    };
  });
}

export function parsePurchases(text: string): { memberNumber: string; purchase: Purchase }[] {
  return records(text, purchaseColumns).map(({ line, value }) => {
    const parsed = purchaseRow.safeParse(value);
    if (!parsed.success) throw problem(line, parsed.error);
    const p = parsed.data;
    return { memberNumber: p.member_number, purchase: { receiptNumber: p.receipt_number, purchasedOn: p.purchased_on, amountHkd: p.amount_hkd } };
  });
}
