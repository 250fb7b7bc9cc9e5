import { z } from 'zod';

/**
 * Campaign operations in the studio: the shapes the data service answers
 * under /api/studio/campaigns and the inputs it accepts. Times of day are Hong Kong time.
 */
export interface OpsCampaign {
  slug: string;
  opensAt: string;
  closesAt: string;
  /** PDPO: the registrations are deleted after this date (YYYY-MM-DD). */
  retentionUntil: string;
  registrationKind: 'sample' | 'workshop' | null;
  sessionMinutes: number | null;
  quota: number;
  booked: number;
  registrations: number;
  optOuts: number;
  /** Null: made in the studio's form and not yet published (only previews show it). */
  publishedAt: string | null;
}

export interface OpsLocation {
  code: string;
  name: string;
}

export interface OpsSlot {
  id: number;
  location: string;
  locationName: string;
  /** Hong Kong date (YYYY-MM-DD) and start/end times (HH:MM). */
  date: string;
  time: string;
  endTime: string;
  startsAt: string;
  quota: number;
  booked: number;
  remaining: number;
  closed: boolean;
  past: boolean;
  /** What a change to the slot sends back as `baseVersion`. */
  version: number;
}

export interface OpsSlots {
  campaign: OpsCampaign;
  locations: OpsLocation[];
  slots: OpsSlot[];
  /** When the data service answered (ISO): the page says how fresh the figures are. */
  at: string;
}

export interface OpsRegistrationSummary {
  id: number;
  reference: string;
  name: string;
  email: string;
  phone: string;
  location: string;
  slot: string;
  createdAt: string;
  marketingOptOut: boolean;
}

export interface OpsRegistrationDetail extends OpsRegistrationSummary {
  salutation: string;
  firstName: string;
  lastName: string;
  ageRange: string;
  callingCode: string;
  contactNumber: string;
  province: string | null;
  communication: string[];
  marketingOptOutAt: string | null;
  statementVersion: string;
  termsAcceptedAt: string;
  locale: string;
  /** What staff did to this registration (the audit log's entries about it), newest first. */
  history: { at: string; actor: string; action: string }[];
}

export interface OpsDashboard {
  campaign: OpsCampaign;
  /** Registrations per Hong Kong day, every day from the first registration to the last. */
  perDay: { date: string; registrations: number }[];
  perLocation: { location: string; name: string; quota: number; booked: number }[];
  perSlot: { id: number; label: string; location: string; quota: number; booked: number; closed: boolean }[];
}

const hongKongDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.');
const hongKongTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time as HH:MM.');

export const quotaInputSchema = z.object({
  quota: z.coerce.number({ message: 'Enter a number.' }).int('Enter a whole number.').min(0, 'A quota cannot be negative.').max(10_000, 'A quota of more than 10,000 is not a slot.'),
  /** The slot's version the page was opened at: a save based on an older one is refused (409). */
  baseVersion: z.coerce.number().int().min(0).optional(),
});

/** Closing or reopening a slot, based on the version the page showed. */
export const slotStateInputSchema = z.object({ baseVersion: z.coerce.number().int().min(0).optional() });

export const newSlotInputSchema = z.object({
  location: z.string().min(1, 'Choose a location.'),
  date: hongKongDate,
  time: hongKongTime,
  minutes: z.coerce.number().int().min(5, 'A slot lasts at least 5 minutes.').max(24 * 60, 'A slot lasts at most a day.'),
  quota: quotaInputSchema.shape.quota,
});
export type NewSlotInput = z.infer<typeof newSlotInputSchema>;

/** "Purge now" names the campaign it purges, typed by hand. */
export const purgeInputSchema = z.object({ confirm: z.string() });

/** The reference a visitor is given (apps/api/src/registrations/service.ts): ABC-000123. */
export function registrationReference(slug: string, id: number): string {
  return `${slug.replace(/[^a-z]/g, '').slice(0, 3).toUpperCase()}-${String(id).padStart(6, '0')}`;
}
