import type { Generated } from 'kysely';

/** Kysely types of the campaign and registration tables (migration 0020_campaigns). */
export interface CampaignsTable {
  id: Generated<number>;
  slug: string;
  opens_at: Date;
  closes_at: Date;
  retention_until: string;
  statement_version: string;
  has_edm: boolean;
  has_thank_you: boolean;
  registration_kind: 'sample' | 'workshop' | null;
  fee_hkd: number | null;
  fee_redeemable: Generated<boolean>;
  session_minutes: number | null;
  theme: unknown;
  quiz: unknown;
  giveaway_closes_at: Date | null;
  giveaway_prize_hkd: number | null;
  /** The campaign the header's "Discovery trial" link opens (at most one; migration 0191). */
  opens_header: Generated<boolean>;
  /** Public from this moment; null: a draft made in the studio's form, seen only in previews (migration 0280). */
  published_at: Generated<Date | null>;
  /** Counts the studio's changes to the definition: a save based on an older one is refused. */
  version: Generated<number>;
}
export interface CampaignTextsTable {
  campaign_id: number;
  locale: 'en' | 'zh-Hant';
  content: unknown;
  /** What the campaign's file last wrote (migration 0380); null when no file has since (made in the studio, or live before 0380). */
  loaded_content: Generated<unknown>;
}
/** Texts saved as a draft in the studio, laid over the live ones in a preview until published. */
export interface CampaignTextDraftsTable {
  campaign_id: number;
  locale: 'en' | 'zh-Hant';
  content: unknown;
}
export interface RedemptionLocationsTable {
  id: Generated<number>;
  code: string;
  kind: 'boutique' | 'pop-up';
  texts: unknown;
}
export interface CampaignSlotsTable {
  id: Generated<number>;
  campaign_id: number;
  location_id: number;
  starts_at: Date;
  ends_at: Date;
  quota: number;
  booked: Generated<number>;
  /** Closed in the studio (migration 0195): keeps its bookings, takes no more, not offered. */
  closed_at: Generated<Date | null>;
  /** The studio's changes to the slot (quota, close, reopen; migration 0310): a save sends it back. */
  version: Generated<number>;
}
export interface RegistrationsTable {
  id: Generated<number>;
  campaign_id: number;
  slot_id: number;
  salutation: string;
  first_name: string;
  last_name: string;
  age_range: string;
  email: string;
  email_normalised: string;
  calling_code: string;
  contact_number: string;
  phone_normalised: string;
  province: string | null;
  communication: string[];
  marketing_opt_out: boolean;
  marketing_opt_out_at: Date | null;
  statement_version: string;
  terms_accepted_at: Date;
  /** The data service's code, like every table (`en`, `zh-Hant`; migration 0170). */
  locale: 'en' | 'zh-Hant';
  created_at: Date;
  /** Migration 0180 (apps/api/src/bookings). */
  reference: Generated<string>;
  status: Generated<'booked' | 'moved' | 'cancelled'>;
  status_changed_at: Generated<Date>;
  manage_token_hash: string | null;
  manage_token_expires_at: Date | null;
  /** Migration 0245: with the server's key, gives the manage token again. */
  manage_link_nonce: Generated<string | null>;
}
export interface RegistrationRequestsTable {
  idempotency_key: string;
  campaign_id: number;
  status: number;
  response: unknown;
  created_at: Date;
  /** SHA-256 of the request that took the key (migration 0160); null for older rows. */
  fingerprint: string | null;
}

export interface CampaignTables {
  campaigns: CampaignsTable;
  campaign_texts: CampaignTextsTable;
  campaign_text_drafts: CampaignTextDraftsTable;
  redemption_locations: RedemptionLocationsTable;
  campaign_slots: CampaignSlotsTable;
  registrations: RegistrationsTable;
  registration_requests: RegistrationRequestsTable;
}
