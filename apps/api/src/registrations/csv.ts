import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { listRegistrationsForExport, listSlotsForExport } from './queries';

const e164 = /^\+[1-9]\d{6,14}$/;

/**
 * One cell's text. A value a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a
 * leading apostrophe: an export must never execute what a visitor typed into a name field. A plain
 * E.164 number (`+85291234567`) is the one exception: it is what the phone column holds, it cannot
 * carry a formula, and teams paste it into SMS tools as it is.
 */
export function csvText(value: unknown): string {
  // Moments in Hong Kong time, as the team reads every other screen.
  const text = value === null || value === undefined ? '' : value instanceof Date ? hongKong(value) : Array.isArray(value) ? value.join(' ') : String(value);
  return /^[=+\-@\t\r]/.test(text) && !e164.test(text) ? `'${text}` : text;
}

/**
 * RFC 4180 (CRLF, quotes where needed) by csv-stringify, every cell through `csvText`, after a
 * UTF-8 byte-order mark: without it Excel reads the file in the machine's code page and shows
 * Chinese names as mojibake.
 */
export const csvByteOrderMark = '\uFEFF';
const toCsv = (header: string[], rows: unknown[][]) => csvByteOrderMark + stringify([header, ...rows.map((r) => r.map(csvText))], { record_delimiter: 'windows' });

const hongKong = (d: Date | null) =>
  d === null
    ? ''
    : new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
        .format(new Date(d))
        .replace(',', '');

export async function registrationsCsv(db: Kysely<Database>, campaignId: number): Promise<string> {
  const rows = await listRegistrationsForExport(db, campaignId);
  return toCsv(
    [
      'id',
      'reference',
      'status',
      // Every time in Hong Kong time (YYYY-MM-DD HH:MM), as the studio shows them.
      'status_changed_hong_kong',
      'registered_hong_kong',
      'salutation',
      'first_name',
      'last_name',
      'age_range',
      'email',
      'phone',
      'province',
      'location',
      'slot_hong_kong',
      'changes',
      'communication',
      'marketing_opt_out',
      'marketing_opt_out_hong_kong',
      'statement_version',
      'locale',
    ],
    rows.map((r) => [
      r.id,
      r.reference,
      r.status,
      hongKong(r.status_changed_at),
      hongKong(r.created_at),
      r.salutation,
      r.first_name,
      r.last_name,
      r.age_range,
      r.email,
      r.phone_normalised,
      r.province,
      r.location,
      hongKong(r.starts_at),
      // Every change with its time (Hong Kong): "booked 2025-04-20 10:00; moved 2025-04-21 09:12".
      (r.history ?? []).map((h: { event: string; at: string }) => `${h.event} ${hongKong(new Date(h.at))}`).join('; '),
      r.communication,
      r.marketing_opt_out ? 'yes' : 'no',
      hongKong(r.marketing_opt_out_at),
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
