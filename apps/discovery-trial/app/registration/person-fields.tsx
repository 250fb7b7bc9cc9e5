import { FormattedMessage, useIntl } from 'react-intl';
import { ageRanges, salutations } from '@oriel/forms';
import { FormField, FormFieldError, useAutoFocusIfFirstError, useFormContext, useGroupAria, useGroupMemberAria } from '@oriel/forms/rhf';
import { type PartProps, campaignField, controlId } from './parts';

/** Who registers: salutation, first and last name, age range, email (SPEC §3). */
export function PersonFields({ values }: PartProps) {
  const intl = useIntl();
  const { register } = useFormContext();
  const salutationFirst = useAutoFocusIfFirstError('salutation');
  const salutationMember = useGroupMemberAria('salutation', controlId('salutation'), { required: true });
  return (
    <>
      <fieldset className="campaign-fieldset campaign-field--wide" {...useGroupAria('salutation', controlId('salutation'))}>
        <legend className="campaign-field__label">
          <FormattedMessage id="registration.salutation" />
          <span aria-hidden="true"> *</span>
        </legend>
        <div className="campaign-choices campaign-choices--inline">
          {salutations.map((s, i) => (
            <label key={s} className="campaign-choice">
              <input type="radio" {...register('salutation')} {...salutationMember} value={s} defaultChecked={values.salutation === s} id={i === 0 ? controlId('salutation') : undefined} autoFocus={i === 0 ? salutationFirst : undefined} />
              <span>
                <FormattedMessage id={`registration.salutation.${s}`} />
              </span>
            </label>
          ))}
        </div>
        <FormFieldError name="salutation" id={controlId('salutation')} className={campaignField.error} />
      </fieldset>

      <FormField name="first_name" id={controlId('first_name')} label={<FormattedMessage id="registration.firstName" />} classes={campaignField} required>
        {(control) => <input type="text" autoComplete="given-name" maxLength={50} defaultValue={values.first_name} {...control} />}
      </FormField>
      <FormField name="last_name" id={controlId('last_name')} label={<FormattedMessage id="registration.lastName" />} classes={campaignField} required>
        {(control) => <input type="text" autoComplete="family-name" maxLength={50} defaultValue={values.last_name} {...control} />}
      </FormField>
      <FormField name="age_range" id={controlId('age_range')} label={<FormattedMessage id="registration.ageRange" />} classes={campaignField} required>
        {(control) => (
          <select defaultValue={values.age_range} {...control}>
            <option value="" disabled>
              {intl.formatMessage({ id: 'registration.choose' })}
            </option>
            {ageRanges.map((a) => (
              <option key={a} value={a}>
                {intl.formatMessage({ id: `registration.ageRange.${a}` })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField name="email" id={controlId('email')} label={<FormattedMessage id="registration.email" />} classes={campaignField} required>
        {(control) => <input type="email" autoComplete="email" maxLength={254} defaultValue={values.email} {...control} />}
      </FormField>
    </>
  );
}
