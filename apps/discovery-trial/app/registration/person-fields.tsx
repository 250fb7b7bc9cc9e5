import { FormattedMessage, useIntl } from 'react-intl';
import { Field, FieldError, ageRanges, fieldControlProps, salutations } from '@oriel/forms';
import { type PartProps, campaignField, controlId } from './parts';

/** Who registers: salutation, first and last name, age range, email (SPEC §3). */
export function PersonFields({ values, errors }: PartProps) {
  const intl = useIntl();
  return (
    <>
      <fieldset
        className="campaign-fieldset campaign-field--wide"
        aria-describedby={errors.salutation ? `${controlId('salutation')}-error` : undefined}
        aria-invalid={errors.salutation ? true : undefined}
      >
        <legend className="campaign-field__label">
          <FormattedMessage id="registration.salutation" />
          <span aria-hidden="true"> *</span>
        </legend>
        <div className="campaign-choices campaign-choices--inline">
          {salutations.map((s, i) => (
            <label key={s} className="campaign-choice">
              <input type="radio" name="salutation" value={s} defaultChecked={values.salutation === s} id={i === 0 ? controlId('salutation') : undefined} />
              <span>
                <FormattedMessage id={`registration.salutation.${s}`} />
              </span>
            </label>
          ))}
        </div>
        <FieldError id={controlId('salutation')} message={errors.salutation} className={campaignField.error} />
      </fieldset>

      <Field id={controlId('first_name')} label={<FormattedMessage id="registration.firstName" />} error={errors.first_name} classes={campaignField} required>
        <input name="first_name" type="text" autoComplete="given-name" maxLength={50} defaultValue={values.first_name} {...fieldControlProps(controlId('first_name'), errors.first_name)} />
      </Field>
      <Field id={controlId('last_name')} label={<FormattedMessage id="registration.lastName" />} error={errors.last_name} classes={campaignField} required>
        <input name="last_name" type="text" autoComplete="family-name" maxLength={50} defaultValue={values.last_name} {...fieldControlProps(controlId('last_name'), errors.last_name)} />
      </Field>
      <Field id={controlId('age_range')} label={<FormattedMessage id="registration.ageRange" />} error={errors.age_range} classes={campaignField} required>
        <select name="age_range" defaultValue={values.age_range} {...fieldControlProps(controlId('age_range'), errors.age_range)}>
          <option value="" disabled>
            {intl.formatMessage({ id: 'registration.choose' })}
          </option>
          {ageRanges.map((a) => (
            <option key={a} value={a}>
              {intl.formatMessage({ id: `registration.ageRange.${a}` })}
            </option>
          ))}
        </select>
      </Field>
      <Field id={controlId('email')} label={<FormattedMessage id="registration.email" />} error={errors.email} classes={campaignField} required>
        <input name="email" type="email" autoComplete="email" maxLength={254} defaultValue={values.email} {...fieldControlProps(controlId('email'), errors.email)} />
      </Field>
    </>
  );
}
