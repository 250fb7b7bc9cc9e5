import { FormattedMessage, useIntl } from 'react-intl';
import { CallingCodeOptions, Field, type OtpMessageRef, OtpStep, type OtpStepState, ProvinceOptions, fieldControlProps, registrationIntents } from '@oriel/forms';
import { type PartProps, campaignField, controlId } from './parts';

/**
 * The contact number and its SMS check (the house's one-time-code step), and the province for a
 * mainland number. A verified number is locked (its proof travels in `otp_token`) until "verify
 * another number".
 */
export function ContactFields({
  values,
  errors,
  callingCode,
  onCallingCode,
  otp,
  otpError,
  pending,
}: PartProps & {
  /** The country code as chosen now (the province follows it before any post). */
  callingCode: string;
  onCallingCode: (code: string) => void;
  otp: OtpStepState;
  otpError: OtpMessageRef | null;
  pending: 'send-code' | 'verify-code' | null;
}) {
  const intl = useIntl();
  const verified = otp.status === 'verified';
  return (
    <>
      <Field id={controlId('calling_code')} label={<FormattedMessage id="registration.callingCode" />} error={errors.calling_code} classes={campaignField} required>
        {verified && <input type="hidden" name="calling_code" value={values.calling_code} />}
        <select
          name="calling_code"
          autoComplete="tel-country-code"
          defaultValue={values.calling_code}
          disabled={verified}
          onChange={(event) => onCallingCode(event.target.value)}
          {...fieldControlProps(controlId('calling_code'), errors.calling_code)}
        >
          <CallingCodeOptions />
        </select>
      </Field>
      <Field id={controlId('contact_number')} label={<FormattedMessage id="registration.contactNumber" />} error={errors.contact_number} classes={campaignField} required>
        <input
          key={`${otp.status}-${values.contact_number}`}
          name="contact_number"
          // The national number beside its calling code: HTML allows `tel-national` on a text field only.
          type="text"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={20}
          readOnly={verified}
          defaultValue={values.contact_number}
          {...fieldControlProps(controlId('contact_number'), errors.contact_number)}
        />
        {verified && <input type="hidden" name="otp_token" value={values.otp_token} />}
        <div className="campaign-otp">
          <OtpStep state={otp} channel="sms" destinationLabel={`+${values.calling_code}${values.contact_number}`} error={otpError} pending={pending} />
          {verified ? (
            <button type="submit" name="intent" value={registrationIntents.anotherNumber} formNoValidate className="campaign-link-button">
              <FormattedMessage id="registration.otp.another" />
            </button>
          ) : (
            <p id="registration-otp-hint" className="campaign-field__hint">
              <FormattedMessage id="registration.verifyHint" />
            </p>
          )}
        </div>
      </Field>

      {callingCode === '86' && (
        <Field id={controlId('province')} label={<FormattedMessage id="registration.province" />} error={errors.province} classes={campaignField} className="campaign-field--wide" required>
          <select name="province" defaultValue={values.province} {...fieldControlProps(controlId('province'), errors.province)}>
            <option value="">{intl.formatMessage({ id: 'registration.choose' })}</option>
            <ProvinceOptions />
          </select>
        </Field>
      )}
    </>
  );
}
