import type { Generated } from 'kysely';

/** Kysely types of the booking tables (migration 0180_bookings). */
export interface RegistrationHistoryTable {
  id: Generated<string>;
  registration_id: number;
  event: 'booked' | 'moved' | 'cancelled';
  from_slot_id: number | null;
  to_slot_id: number | null;
  actor: 'visitor' | 'staff';
  staff_user_id: string | null;
  at: Date;
}

export type MessageKind = 'confirmation' | 'moved' | 'cancelled' | 'reminder';

export interface BookingMessagesTable {
  id: Generated<string>;
  registration_id: number;
  kind: MessageKind;
  channel: 'sms' | 'email';
  destination: string;
  locale: string;
  subject: string;
  body: string;
  ics: string | null;
  created_at: Date;
  sent_at: Date | null;
  /** A worker is delivering it until then (see claimMessage). */
  claimed_until: Date | null;
  attempts: Generated<number>;
  last_error: string | null;
}

export interface BookingTables {
  registration_history: RegistrationHistoryTable;
  booking_messages: BookingMessagesTable;
}
