import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { createDataClient, type LoyaltyMember, lookUpMember, OtpRequestError, sendOtp, verifyOtp } from '@oriel/data-client';
import { callingCodes, MemberCard, OtpVerification, useOtpFlow } from '@oriel/forms';
import { describeLoyaltyError, inquiryDestination, type LoyaltyInquiry, type LoyaltyInquiryInput, loyaltyInquirySchema } from '@oriel/forms/loyalty';
import { toDataLocale, useLocale } from '@oriel/i18n';

type Outcome = { kind: 'member'; member: LoyaltyMember } | { kind: 'not-member'; channel: 'sms' | 'email' } | { kind: 'error'; messageId?: string } | null;
type FieldName = 'callingCode' | 'phoneNumber' | 'email' | 'lastName';

/**
 * The loyalty points lookup (SPEC §3-§5): phone number or email, plus last name -> one-time code ->
 * the member view. Whether the details belong to a member is revealed only after the code (the
 * data service sends a code to any well-formed destination). The answer lives in component state
 * only: nothing personal goes to the URL, to storage or to analytics.
 */
export function LoyaltyLookup() {
  const intl = useIntl();
  const locale = useLocale();
  const client = useMemo(() => createDataClient({ baseUrl: '' }), []);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [retrieving, setRetrieving] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const form = useForm<LoyaltyInquiryInput, unknown, LoyaltyInquiry>({
    resolver: zodResolver(loyaltyInquirySchema),
    defaultValues: { channel: 'sms', callingCode: '852', phoneNumber: '', lastName: '' } as LoyaltyInquiryInput,
    mode: 'onTouched',
  });
  const { register, watch, setValue, setFocus, trigger, getValues, formState } = form;
  const channel = watch('channel');
  const errors = formState.errors as Partial<Record<FieldName, { message?: string }>>;

  /** The inquiry as validated by the shared schema (the send step validated it first). */
  const inquiry = (): LoyaltyInquiry => loyaltyInquirySchema.parse(getValues());

  const flow = useOtpFlow({
    beforeSend: async () => {
      setOutcome(null);
      const valid = await trigger();
      if (!valid) {
        const first = (['callingCode', 'phoneNumber', 'email', 'lastName'] as const).find((name) => form.getFieldState(name).error);
        if (first) setFocus(first);
      }
      return valid;
    },
    send: () => {
      const i = inquiry();
      return sendOtp(client, { channel: i.channel, destination: inquiryDestination(i), purpose: 'loyalty-lookup', locale: toDataLocale(locale) });
    },
    verify: (code) => {
      const i = inquiry();
      return verifyOtp(client, { channel: i.channel, destination: inquiryDestination(i), purpose: 'loyalty-lookup', code });
    },
    onVerified: ({ verificationToken }) => void retrieve(verificationToken),
  });

  async function retrieve(verificationToken: string) {
    const i = inquiry();
    setRetrieving(true);
    try {
      const member = await lookUpMember(client, { ...i, verificationToken });
      setOutcome({ kind: 'member', member });
    } catch (error) {
      if (error instanceof OtpRequestError && error.code === 'not_member') setOutcome({ kind: 'not-member', channel: i.channel });
      else setOutcome({ kind: 'error', messageId: error instanceof OtpRequestError && error.messageId?.startsWith('hardening.') ? error.messageId : undefined });
    } finally {
      setRetrieving(false);
    }
  }

  // The answer takes the focus, so a screen reader reads it at once (the member card focuses its heading).
  useEffect(() => {
    if (outcome && outcome.kind !== 'member') outcomeRef.current?.focus();
  }, [outcome]);

  const locked = flow.status !== 'idle';

  /** "Verify another number" / "switch phone and email": back to the form, the code forgotten. */
  const startOver = (nextChannel?: 'sms' | 'email') => {
    flow.reset();
    setOutcome(null);
    if (nextChannel && nextChannel !== channel) setValue('channel', nextChannel);
    const target = (nextChannel ?? channel) === 'sms' ? 'phoneNumber' : 'email';
    setTimeout(() => setFocus(target), 0);
  };

  const fieldError = (name: FieldName) => {
    const message = errors[name]?.message;
    if (!message) return null;
    const { id, values } = describeLoyaltyError(message);
    return (
      <p id={`loyalty-${name}-error`} className="loyalty-field__error" role="alert">
        {intl.formatMessage({ id }, values)}
      </p>
    );
  };
  const invalid = (name: FieldName) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `loyalty-${name}-error` } : {});

  const values = watch();
  const destinationLabel = values.channel === 'sms' ? `+${values.callingCode} ${values.phoneNumber ?? ''}`.trim() : (values.email ?? '');

  return (
    <div className="loyalty-lookup" data-slot="loyalty-lookup">
      <form className="loyalty-lookup__form" noValidate onSubmit={(event) => event.preventDefault()} aria-describedby="loyalty-privacy">
        <fieldset className="loyalty-switch" disabled={locked}>
          <legend className="loyalty-switch__legend">
            <FormattedMessage id="loyalty.lookup.by" />
          </legend>
          {(['sms', 'email'] as const).map((option) => (
            <label key={option} className="loyalty-switch__option">
              <input type="radio" value={option} {...register('channel')} onChange={() => startOver(option)} checked={channel === option} />
              <span>
                <FormattedMessage id={option === 'sms' ? 'loyalty.lookup.byPhone' : 'loyalty.lookup.byEmail'} />
              </span>
            </label>
          ))}
        </fieldset>

        {channel === 'sms' ? (
          <div className="loyalty-lookup__phone">
            <div className="oriel-field loyalty-field">
              <label htmlFor="loyalty-callingCode">
                <FormattedMessage id="loyalty.lookup.callingCode" />
              </label>
              <select id="loyalty-callingCode" autoComplete="tel-country-code" disabled={locked} {...register('callingCode')} {...invalid('callingCode')}>
                {callingCodes.map((c) => (
                  <option key={c.code} value={c.code}>
                    {locale === 'tc' ? c.zhHant : c.en}
                  </option>
                ))}
              </select>
              {fieldError('callingCode')}
            </div>
            <div className="oriel-field loyalty-field">
              <label htmlFor="loyalty-phoneNumber">
                <FormattedMessage id="loyalty.lookup.phone" />
              </label>
              <input
                id="loyalty-phoneNumber"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                maxLength={20}
                readOnly={locked}
                {...register('phoneNumber')}
                {...invalid('phoneNumber')}
              />
              {fieldError('phoneNumber')}
            </div>
          </div>
        ) : (
          <div className="oriel-field loyalty-field">
            <label htmlFor="loyalty-email">
              <FormattedMessage id="loyalty.lookup.email" />
            </label>
            <input
              id="loyalty-email"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
              readOnly={locked}
              {...register('email')}
              {...invalid('email')}
            />
            {fieldError('email')}
          </div>
        )}
        <div className="oriel-field loyalty-field">
          <label htmlFor="loyalty-lastName">
            <FormattedMessage id="loyalty.lookup.lastName" />
          </label>
          <input id="loyalty-lastName" type="text" autoComplete="family-name" maxLength={50} readOnly={locked} {...register('lastName')} {...invalid('lastName')} />
          {fieldError('lastName')}
        </div>

        <OtpVerification flow={flow} channel={channel} destinationLabel={destinationLabel} hideReset />
        {locked && !outcome && !retrieving && (
          <button type="button" className="oriel-otp__link" onClick={() => startOver()}>
            <FormattedMessage id={channel === 'sms' ? 'loyalty.lookup.change' : 'loyalty.lookup.changeEmail'} />
          </button>
        )}
        <p id="loyalty-privacy" className="loyalty-lookup__privacy">
          <FormattedMessage id="loyalty.lookup.privacy" />
        </p>
      </form>

      <div className="loyalty-lookup__outcome" aria-live="polite" aria-busy={retrieving || undefined}>
        {retrieving && (
          <p className="loyalty-lookup__loading" role="status">
            <FormattedMessage id="loyalty.lookup.loading" />
          </p>
        )}
        {outcome?.kind === 'member' && <MemberCard member={outcome.member} onDone={() => startOver()} />}
        {(outcome?.kind === 'not-member' || outcome?.kind === 'error') && (
          <div ref={outcomeRef} tabIndex={-1} className="loyalty-notice" data-slot="loyalty-notice">
            <p className="loyalty-notice__text">
              <FormattedMessage
                id={outcome.kind === 'error' ? (outcome.messageId ?? 'loyalty.error.lookup') : outcome.channel === 'sms' ? 'loyalty.notMember.sms' : 'loyalty.notMember.email'}
              />
            </p>
            <div className="loyalty-notice__actions">
              <button type="button" className="oriel-button" onClick={() => startOver()}>
                <FormattedMessage id={channel === 'sms' ? 'loyalty.lookup.change' : 'loyalty.lookup.changeEmail'} />
              </button>
              <button type="button" className="oriel-otp__link" onClick={() => startOver(channel === 'sms' ? 'email' : 'sms')}>
                <FormattedMessage id={channel === 'sms' ? 'loyalty.lookup.switchToEmail' : 'loyalty.lookup.switchToPhone'} />
              </button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
