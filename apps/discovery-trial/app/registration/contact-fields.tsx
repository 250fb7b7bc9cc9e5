import type { KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CallingCodeOptions, type OtpMessageRef, OtpStep, type OtpStepState, ProvinceOptions, registrationIntents } from '@oriel/forms';
import { FormField, useFormContext, useWatch } from '@oriel/forms/rhf';
import { type PartProps, campaignField, controlId } from './parts';

/**
 * The contact number and its SMS check (the house's one-time-code step), and the province for a
 * mainland number. A verified number is locked (its proof travels in `otp_token`) until "verify
 * another number".
 */
export function ContactFields({
  values,
  otp,
  otpError,
  pending,
  formError,
}: PartProps & {
  otp: OtpStepState;
  otpError: OtpMessageRef | null;
  pending: 'send-code' | 'verify-code' | null;
  /** The form's own refusal (no field at fault): the answer's page lands there, not on the code step. */
  formError: string | null;
}) {
  const intl = useIntl();
  const { register, formState } = useFormContext();
  // The province follows the country code as it is chosen, before any post.
  const callingCode = useWatch({ name: 'calling_code', defaultValue: values.calling_code }) as string;
  const verified = otp.status === 'verified';
  // Enter in the number sends its code, as "Go" on a phone's keyboard is pressed there (the form's
  // own Enter books, which would refuse every field still empty). Once a code is out, Enter verifies.
  const sendOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || otp.status !== 'idle') return;
    const send = event.currentTarget.form?.querySelector<HTMLButtonElement>(`button[name="intent"][value="${registrationIntents.send}"]`);
    if (!send) return;
    event.preventDefault();
    // As if the button were pressed: the focus moves on to the code field once the code is out.
    send.focus();
    send.form?.requestSubmit(send);
  };
  return (
    <>
      {/* The number's length and the province depend on the country code: checked again with it. */}
      <FormField
        name="calling_code"
        id={controlId('calling_code')}
        label={<FormattedMessage id="registration.callingCode" />}
        classes={campaignField}
        required
        options={{ deps: ['contact_number', 'province'] }}
      >
        {(control) => (
          <>
            {verified && <input type="hidden" name="calling_code" value={values.calling_code} />}
            <select autoComplete="tel-country-code" defaultValue={values.calling_code} disabled={verified} {...control}>
              <CallingCodeOptions />
            </select>
          </>
        )}
      </FormField>
      <FormField name="contact_number" id={controlId('contact_number')} label={<FormattedMessage id="registration.contactNumber" />} classes={campaignField} required>
        {(control) => (
          <>
            {/* The national number beside its calling code: HTML allows `tel-national` on a text field only. */}
            <input type="text" inputMode="numeric" autoComplete="tel-national" maxLength={20} readOnly={verified} defaultValue={values.contact_number} onKeyDown={sendOnEnter} {...control} />
            <input type="hidden" {...register('otp_token')} defaultValue={values.otp_token} />
            <div className="campaign-otp">
              <OtpStep state={otp} channel="sms" destinationLabel={`+${values.calling_code} ${values.contact_number}`} error={otpError} pending={pending} landHere={!Object.keys(formState.errors).length && !formError} />
              {verified ? (
                <button type="submit" name="intent" value={registrationIntents.anotherNumber} formNoValidate className="campaign-link-button">
                  <FormattedMessage id="registration.otp.another" />
                </button>
              ) : otp.status === 'idle' ? (
                // What is about to happen, until it has: once the code is out, the step says where it went.
                <p id="registration-otp-hint" className="campaign-field__hint">
                  <FormattedMessage id="registration.verifyHint" />
                </p>
              ) : null}
            </div>
          </>
        )}
      </FormField>

      {callingCode === '86' && (
        <FormField name="province" id={controlId('province')} label={<FormattedMessage id="registration.province" />} classes={campaignField} className="campaign-field--wide" required>
          {(control) => (
            <select defaultValue={values.province} {...control}>
              <option value="">{intl.formatMessage({ id: 'registration.choose' })}</option>
              <ProvinceOptions />
            </select>
          )}
        </FormField>
      )}
    </>
  );
}
