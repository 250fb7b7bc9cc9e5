import { z } from 'zod';
import { normaliseDestination } from '../otp/destination';
import type { MemberRecord } from './queries';
import type { Purchase } from './rules';

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF) -> rows of strings. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

/** Rows as objects keyed by the header line; errors name the line. */
function records(text: string, columns: readonly string[]): { line: number; value: Record<string, string> }[] {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!header) return [];
  const names = header.map((h) => h.trim());
  const missing = columns.filter((c) => !names.includes(c));
  if (missing.length) throw new Error(`Missing column(s): ${missing.join(', ')}`);
  return rows.map((r, i) => ({ line: i + 2, value: Object.fromEntries(names.map((n, j) => [n, (r[j] ?? '').trim()])) }));
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
