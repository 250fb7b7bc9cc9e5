import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { listRegistrationsForExport, listSlotsForExport } from './queries';

/**
 * RFC 4180 cell. A value a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a leading
 * apostrophe: an export must never execute what a visitor typed into a name field.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join(' ') : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const toCsv = (header: string[], rows: unknown[][]) => [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';

const hongKong = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date(d))
    .replace(',', '');

export async function registrationsCsv(db: Kysely<Database>, campaignId: number): Promise<string> {
  const rows = await listRegistrationsForExport(db, campaignId);
  return toCsv(
    ['id', 'registered_at', 'salutation', 'first_name', 'last_name', 'age_range', 'email', 'phone', 'province', 'location', 'slot_hong_kong', 'communication', 'marketing_opt_out', 'marketing_opt_out_at', 'statement_version', 'locale'],
    rows.map((r) => [
      r.id,
      r.created_at,
      r.salutation,
      r.first_name,
      r.last_name,
      r.age_range,
      r.email,
      r.phone_normalised,
      r.province,
      r.location,
      hongKong(r.starts_at),
      r.communication,
      r.marketing_opt_out ? 'yes' : 'no',
      r.marketing_opt_out_at,
      r.statement_version,
      r.locale,
    ]),
  );
}

export async function slotsCsv(db: Kysely<Database>, campaignId: number): Promise<string> {
  const rows = await listSlotsForExport(db, campaignId);
  return toCsv(
    ['slot_id', 'location', 'starts_hong_kong', 'ends_hong_kong', 'quota', 'booked', 'remaining'],
    rows.map((s) => [s.id, s.location, hongKong(s.starts_at), hongKong(s.ends_at), s.quota, s.booked, s.quota - s.booked]),
  );
}
