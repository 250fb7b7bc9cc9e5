import type { ColumnType, Generated } from 'kysely';
import type { Json } from '../db/schema';

/** Kysely types of the studio's own tables (migration 0040_studio); better-auth types its own. */
export interface StudioEntriesTable {
  type: string;
  key: string;
  /** The unpublished draft, or null when the entry has none. */
  draft: Json<Record<string, unknown>> | null;
  /** The document the site shows, or null while the content files' version is live. */
  published: Json<Record<string, unknown>> | null;
  published_at: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  updated_by: string | null;
  /** "Schedule": when the job queue publishes `scheduled_revision`, and who asked. */
  scheduled_at: Date | null;
  scheduled_revision: number | null;
  scheduled_by: string | null;
  /** Counts every change of the row (save, publish, discard, schedule): a save based on another count is stale. */
  version: ColumnType<number, number | undefined, number>;
}
/** Who has what open in the studio, refreshed by each open page's heartbeat. */
export interface StudioPresenceTable {
  /** What is open: `entry:product:les-jardins`, `media:…`, `campaign:…`. */
  subject: string;
  staff_email: string;
  staff_name: string;
  seen_at: Date;
}
export interface StudioRevisionsTable {
  id: Generated<number>;
  type: string;
  key: string;
  action: 'original' | 'draft' | 'publish' | 'restore' | 'import';
  document: Json<Record<string, unknown>>;
  author: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}
export interface StudioAuditTable {
  id: Generated<string>;
  at: ColumnType<Date, Date | undefined, never>;
  actor: string;
  action: string;
  subject: string | null;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  ip: string | null;
}
/** Read-only view of better-auth's staff table, for listing and the audit. */
export interface StaffUsersTable {
  id: string;
  name: string;
  email: string;
  role: string;
  twoFactorEnabled: boolean | null;
  createdAt: Date;
}

/** better-auth's sessions: the studio reads them for the idle timeout and revokes them. */
export interface StaffSessionsTable {
  id: string;
  token: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
}
/** better-auth's second factors: an admin's reset removes the row. */
export interface StaffTwoFactorsTable {
  id: string;
  userId: string;
}
/** One-time links to set up a second factor; only the token's SHA-256 is kept. */
export interface StaffEnrolmentLinksTable {
  token_hash: string;
  user_id: string;
  issued_by: string;
  expires_at: Date;
  used_at: Date | null;
}

/** A release: entries' saved drafts published together, now or at `scheduled_at` (0320_studio_releases). */
export interface StudioReleasesTable {
  id: Generated<number>;
  name: string;
  status: ColumnType<'open' | 'scheduled' | 'published', 'open' | 'scheduled' | 'published' | undefined, 'open' | 'scheduled' | 'published'>;
  created_by: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  scheduled_at: Date | null;
  scheduled_by: string | null;
  published_at: Date | null;
  published_by: string | null;
  /** Why the last scheduled publication was refused (the release stays open), or null. */
  failure: string | null;
  /** Changes counted for the edit guard (0330_release_versions), and the last one's author and moment. */
  version: ColumnType<number, number | undefined, number>;
  changed_by: string | null;
  changed_at: Date | null;
}
/** An entry of a release: the revision (saved draft) that goes live with it. */
export interface StudioReleaseEntriesTable {
  release_id: number;
  type: string;
  key: string;
  revision: number;
  added_by: string;
  added_at: ColumnType<Date, Date | undefined, Date>;
}

export interface StudioTables {
  studio_releases: StudioReleasesTable;
  studio_release_entries: StudioReleaseEntriesTable;
  studio_entries: StudioEntriesTable;
  studio_revisions: StudioRevisionsTable;
  studio_audit: StudioAuditTable;
  studio_presence: StudioPresenceTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_two_factors: StaffTwoFactorsTable;
  staff_enrolment_links: StaffEnrolmentLinksTable;
}
