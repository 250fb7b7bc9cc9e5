import type { Generated } from 'kysely';

/** Kysely types of the one-time-code tables (migration 0010_otp). */
export interface OtpCodesTable {
  id: Generated<string>;
  destination: string;
  channel: 'sms' | 'email';
  purpose: string;
  code_hash: string;
  created_at: Date;
  expires_at: Date;
  attempts: Generated<number>;
  consumed_at: Date | null;
  superseded: Generated<boolean>;
  /** The keyed hash of the challenge its send handed out (migration 0370); null before. */
  challenge_hash: string | null;
}
/** A wrong guess at a code, by the keyed hash of the address that made it (migration 0360). */
export interface OtpFailedGuessesTable {
  id: Generated<string>;
  destination: string;
  ip_hash: string;
  created_at: Date;
}
export interface OtpSendsTable {
  id: Generated<string>;
  destination: string;
  ip_hash: string;
  created_at: Date;
}
export interface OtpVerificationsTable {
  token_hash: string;
  destination: string;
  purpose: string;
  created_at: Date;
  expires_at: Date;
  consumed_at: Date | null;
}
export interface OtpOutboxTable {
  id: Generated<string>;
  destination: string;
  channel: string;
  purpose: string;
  code: string;
  body: string;
  created_at: Date;
}

export interface OtpTables {
  otp_codes: OtpCodesTable;
  otp_sends: OtpSendsTable;
  otp_failed_guesses: OtpFailedGuessesTable;
  otp_verifications: OtpVerificationsTable;
  otp_outbox: OtpOutboxTable;
}
