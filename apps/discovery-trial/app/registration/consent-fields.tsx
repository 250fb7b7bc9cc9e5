import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { brand } from '@oriel/config';
import { communicationChannels, honeypotInputProps } from '@oriel/forms';
import { FormFieldError, useAutoFocusIfFirstError, useFieldControl, useFormContext, useGroupAria, useGroupMemberAria, useWatch } from '@oriel/forms/rhf';
import { useLocale } from '@oriel/i18n';
import { pageMessageValues } from '@oriel/ui';
import { formatDate } from '../lib/dates';
import { type PartProps, campaignField, controlId } from './parts';

const statementMarkup = {
  h: (chunks: ReactNode[]) => <h4 className="campaign-pics__heading">{chunks}</h4>,
  p: (chunks: ReactNode[]) => <p>{chunks}</p>,
};

/**
 * The personal information collection statement and its agreement, the marketing opt-out and the
 * channels, and the honeypot (libs/forms/src/honeypot.ts).
 */
export function ConsentFields({ values, statementVersion, retentionUntil }: PartProps & { statementVersion: string; retentionUntil: string }) {
  const locale = useLocale();
  const { register } = useFormContext();
  const terms = useFieldControl('terms', controlId('terms'));
  const communicationFirst = useAutoFocusIfFirstError('communication');
  const communicationMember = useGroupMemberAria('communication', controlId('communication'));
  const optedOut = useWatch({ name: 'marketing_opt_out', defaultValue: values.marketing_opt_out }) as unknown;
  return (
    <>
      <section className="campaign-pics campaign-field--wide" aria-labelledby="registration-pics-title">
        <h3 id="registration-pics-title">
          <FormattedMessage id="registration.pics.title" />
        </h3>
        {/* Short headed paragraphs: the message marks them (<h>, <p>) so each language keeps its own. */}
        <div className="campaign-pics__body">
          <FormattedMessage
            id="registration.pics.body"
            values={{ ...pageMessageValues, email: brand.email, retentionDate: formatDate(locale, `${retentionUntil}T12:00:00+08:00`), ...statementMarkup }}
          />
        </div>
        <p className="campaign-pics__version">
          <FormattedMessage id="registration.pics.version" values={{ version: statementVersion }} />
        </p>
      </section>

      <div className="campaign-field campaign-field--wide" data-invalid={terms.error ? '' : undefined}>
        <label className="campaign-check">
          <input type="checkbox" value="true" defaultChecked={values.terms} required {...terms.control} />
          <span>
            <FormattedMessage id="registration.terms" />
            <span aria-hidden="true"> *</span>
          </span>
        </label>
        <FormFieldError name="terms" id={controlId('terms')} className={campaignField.error} />
      </div>

      <div className="campaign-field campaign-field--wide">
        <label className="campaign-check">
          <input type="checkbox" id={controlId('marketing_opt_out')} value="true" defaultChecked={values.marketing_opt_out} {...register('marketing_opt_out', { deps: ['communication'] })} />
          <span>
            <FormattedMessage id="registration.marketingOptOut" values={pageMessageValues} />
          </span>
        </label>
      </div>

      <fieldset
        className="campaign-fieldset campaign-field--wide"
        disabled={optedOut === true || optedOut === 'true'}
        {...useGroupAria('communication', controlId('communication'))}
      >
        <legend className="campaign-field__label">
          <FormattedMessage id="registration.communication" values={pageMessageValues} />
          {/* Required unless the visitor objects to direct marketing above (the list is then disabled). */}
          <span aria-hidden="true"> *</span>
        </legend>
        <div className="campaign-choices campaign-choices--inline">
          {communicationChannels.map((c, i) => (
            <label key={c} className="campaign-choice">
              <input type="checkbox" {...register('communication')} {...communicationMember} value={c} defaultChecked={values.communication.includes(c)} id={i === 0 ? controlId('communication') : undefined} autoFocus={i === 0 ? communicationFirst : undefined} />
              <span>
                <FormattedMessage id={`registration.communication.${c}`} />
              </span>
            </label>
          ))}
        </div>
        <FormFieldError name="communication" id={controlId('communication')} className={campaignField.error} />
      </fieldset>

      <div className="campaign-honeypot" aria-hidden="true">
        <label htmlFor="registration-website">
          <FormattedMessage id="registration.honeypot" />
        </label>
        <input id="registration-website" {...honeypotInputProps} />
      </div>
    </>
  );
}
