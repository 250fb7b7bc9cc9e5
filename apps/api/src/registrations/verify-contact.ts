import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { normaliseDestination, type OtpContext, redeemVerification, verificationHolds } from '../otp';
import type { ContactProof, ContactVerifier } from './service';

/**
 * The registration form's SMS check: the OTP service's verification token for this number and the
 * purpose `campaign-registration`, used up inside the booking transaction (so a refused booking
 * leaves it usable for the corrected submit).
 */
export function contactVerifier(otp: Pick<OtpContext, 'clock' | 'secret'>): ContactVerifier {
  return async (trx, { token, phone }) => {
    const destination = normaliseDestination('sms', phone);
    if (!destination) return false;
    return redeemVerification({ db: trx, clock: otp.clock, secret: otp.secret }, { token, destination, purpose: 'campaign-registration' });
  };
}

/** The same check without using the token up: asked before anything about the number is revealed. */
export function contactProof(otp: Pick<OtpContext, 'clock' | 'secret'>): ContactProof {
  return async (db: Kysely<Database>, { token, phone }) => {
    const destination = normaliseDestination('sms', phone);
    if (!destination) return false;
    return verificationHolds({ db, clock: otp.clock, secret: otp.secret }, { token, destination, purpose: 'campaign-registration' });
  };
}
