import { normaliseDestination } from '../otp/destination';
import { type OtpContext, redeemVerification } from '../otp/service';
import type { ContactVerifier } from './service';

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
