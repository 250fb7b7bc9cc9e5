import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { createDataClient, sendOtp, verifyOtp } from '@oriel/data-client';
import { OtpVerification, useOtpFlow } from '@oriel/forms';
import { toDataLocale, useLocale } from '@oriel/i18n';

const browserClient = createDataClient({ baseUrl: '' });

/**
 * The registration form's SMS check, with the house's shared one-time-code widget (the one of the
 * loyalty lookup): send, a countdown, then "Resend Again"; the code; verified. The proof (a
 * single-use token) goes into the form's `otp_token`; a different number starts over.
 */
export function PhoneVerification({
  phone,
  problem,
  onProblem,
  verified,
  onVerified,
  onReset,
}: {
  /** E.164 number, or null while the number is not complete. */
  phone: string | null;
  /** Why the number cannot receive a code yet (message id), shown on the number field. */
  problem: string | null;
  onProblem: (message: string) => void;
  verified: boolean;
  onVerified: (token: string) => void;
  onReset: () => void;
}) {
  const locale = useLocale();
  const flow = useOtpFlow({
    beforeSend: () => {
      if (problem || !phone) {
        onProblem(problem ?? 'registration.error.contactNumberRequired');
        return false;
      }
      return true;
    },
    send: () => sendOtp(browserClient, { channel: 'sms', destination: phone!, purpose: 'campaign-registration', locale: toDataLocale(locale) }),
    verify: (code) => verifyOtp(browserClient, { channel: 'sms', destination: phone!, purpose: 'campaign-registration', code }),
    onVerified: (result) => onVerified(result.verificationToken),
  });

  // The flow belongs to one number: another number (or a cleared proof) starts it over.
  const flowFor = useRef(phone);
  const { reset, status } = flow;
  useEffect(() => {
    if (flowFor.current !== phone) {
      flowFor.current = phone;
      if (status !== 'idle') reset();
    }
  }, [phone, status, reset]);
  useEffect(() => {
    if (!verified && status === 'verified') reset();
  }, [verified, status, reset]);

  return (
    <div className="campaign-otp">
      <OtpVerification flow={flow} channel="sms" destinationLabel={phone ?? ''} hideReset />
      {status === 'verified' ? (
        <button
          type="button"
          className="campaign-link-button"
          onClick={() => {
            reset();
            onReset();
          }}
        >
          <FormattedMessage id="registration.otp.another" />
        </button>
      ) : (
        <p id="registration-otp-hint" className="campaign-field__hint">
          <FormattedMessage id="registration.verifyHint" />
        </p>
      )}
    </div>
  );
}
