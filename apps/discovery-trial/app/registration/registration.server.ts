import { randomUUID } from 'node:crypto';
import { data, redirect, redirectDocument } from 'react-router';
import { type Booking, type Campaign, OtpRequestError, postRegistration, sendOtp, verifyOtp } from '@oriel/data-client';
import {
  type OtpMessageRef,
  type OtpStepState,
  describeOtpError,
  formFields,
  isHoneypotFilled,
  postedOtpState,
  registrationIntents,
  stepAfterRefusedSend,
  stepAfterSend,
} from '@oriel/forms';
import { otpCodeSchema } from '@oriel/forms/otp-code';
import {
  type RegistrationField,
  type RegistrationValues,
  contactNumberProblem,
  emptyRegistrationValues,
  registrationCandidate,
  registrationListFields,
  registrationSchema,
  registrationValues,
} from '@oriel/forms/registration';
import { fieldMessages } from '@oriel/forms/messages';
import { registrationMessages } from '@oriel/forms/registration';
import { normalisePhoneParts } from '@oriel/contracts/phone';
import { type Locale, localePath, toDataLocale } from '@oriel/i18n';
import type { FormPost } from '@oriel/server/form-post';
import { serverDataClient } from '../lib/data.server';

/**
 * The registration form's intents (SPEC §3-§5), run by the campaign route's action: send the SMS
 * code, check it, and book. The browser posts only this form, to its own page (with JavaScript
 * through a fetcher, without it as a plain form post); this module calls the data service.
 * Every answer carries what the visitor entered, so the server-rendered form keeps it, and the
 * idempotency key, so a retry after a refusal or an outage never books twice.
 */

export type RegistrationAnswer =
  | {
      step: 'form';
      values: RegistrationValues;
      errors: Partial<Record<RegistrationField, string>>;
      /** A message that is no field's fault (message id): the service is away, the request was refused. */
      formError: string | null;
      otp: OtpStepState;
      otpError: OtpMessageRef | null;
    }
  /** Booked, on a campaign without its own thank-you page (null: a bot, answered like a booking). */
  | { step: 'booked'; booking: Booking | null };

type FormAnswer = Extract<RegistrationAnswer, { step: 'form' }>;

const noStore = { 'Cache-Control': 'no-store' };

function answer(body: RegistrationAnswer, status = 200, retryAfterSeconds?: number) {
  return data(body, { status, headers: retryAfterSeconds ? { ...noStore, 'Retry-After': String(Math.ceil(retryAfterSeconds)) } : noStore });
}

const asRequestError = (error: unknown) => (error instanceof OtpRequestError ? error : new OtpRequestError(503, 'network', 'unreachable'));
const statusOf = (error: OtpRequestError) => (error.status >= 400 && error.status < 500 ? error.status : 503);

/** The thank-you page of a booking: its reference in the address (no personal data). */
export function thankYouPath(locale: Locale, slug: string, booking?: Booking) {
  const path = localePath(locale, `/discovery-trial/${slug}/thank-you`);
  if (!booking) return path;
  // The manage token (first answer only) lets the thank-you page show the booking as it stands.
  const query = new URLSearchParams({ ref: booking.reference, ...(booking.manageToken ? { booking: booking.manageToken } : {}) });
  return `${path}?${query}`;
}

/** The registration's intents, given the campaign action's one reading of the post (`readFormPost`). */
export async function registrationAction(post: FormPost, { locale, campaign }: { locale: Locale; campaign: Campaign }) {
  if (!post.ok) {
    // A JSON, empty or `null` body, or another site's form: the page with its message, never a 500.
    const formError = post.reason === 'cross-site' ? 'hardening.crossSite' : 'registration.error.submit';
    return answer({ step: 'form', values: emptyRegistrationValues({ idempotency_key: randomUUID() }), errors: {}, formError, otp: { status: 'idle' }, otpError: null }, post.status);
  }
  const { forwardHeaders } = post;
  const fields = formFields(post.form, registrationListFields);
  const posted = registrationValues(fields);
  const values: RegistrationValues = { ...posted, idempotency_key: /^[A-Za-z0-9-]{16,64}$/.test(posted.idempotency_key) ? posted.idempotency_key : randomUUID() };
  const form = (patch: Partial<FormAnswer>, status = 200, retryAfterSeconds?: number) =>
    answer(
      {
        step: 'form',
        values,
        errors: {},
        formError: null,
        otp: values.otp_token ? { status: 'verified' } : postedOtpState(fields),
        otpError: null,
        ...patch,
      },
      status,
      retryAfterSeconds,
    );
  // The one normaliser (libs/contracts phone.ts): E.164, or null for a number not valid in its country.
  const phone = normalisePhoneParts(values.calling_code, values.contact_number);
  const invalidNumber = () => form({ errors: { contact_number: 'registration.error.contactNumberInvalid' }, otp: { status: 'idle' } }, 400);
  const destination = (address: string) => ({ channel: 'sms' as const, destination: address, purpose: 'campaign-registration' as const });

  switch (fields.intent ?? registrationIntents.register) {
    case registrationIntents.anotherNumber:
      return answer({ step: 'form', values: { ...values, contact_number: '', otp_token: '' }, errors: {}, formError: null, otp: { status: 'idle' }, otpError: null });

    case registrationIntents.send: {
      // A campaign that has not opened or has ended shows no form; a post made anyway sends no SMS.
      if (campaign.state === 'upcoming' || campaign.state === 'ended') return form({ formError: 'registration.error.closed', otp: { status: 'idle' } }, 409);
      const problem = contactNumberProblem(values.calling_code, values.contact_number);
      if (problem) return form({ errors: { contact_number: problem }, otp: { status: 'idle' } }, 400);
      if (!phone) return invalidNumber();
      // "Resend Again" brings the challenge of the code it replaces.
      const before = postedOtpState(fields);
      try {
        const challenge = before.status === 'sent' ? before.challenge : undefined;
        const sent = await sendOtp(serverDataClient, { ...destination(phone), locale: toDataLocale(locale), challenge }, forwardHeaders);
        return form({ otp: stepAfterSend(sent) });
      } catch (caught) {
        const error = asRequestError(caught);
        return form({ otp: stepAfterRefusedSend(before, error), otpError: describeOtpError(error) }, statusOf(error), error.retryAfterSeconds);
      }
    }

    case registrationIntents.verify: {
      const code = otpCodeSchema.safeParse(fields.code ?? '');
      if (!code.success) return form({ otpError: { id: 'otp.error.codeFormat' } }, 400);
      if (!phone) return invalidNumber();
      // No code went to this form (its hidden fields are gone): nothing it types can be right.
      const sent = postedOtpState(fields);
      if (sent.status !== 'sent') return form({ otpError: { id: 'otp.error.invalid' } }, 400);
      try {
        const verified = await verifyOtp(serverDataClient, { ...destination(phone), code: code.data, challenge: sent.challenge }, forwardHeaders);
        return answer({ step: 'form', values: { ...values, otp_token: verified.verificationToken }, errors: {}, formError: null, otp: { status: 'verified' }, otpError: null });
      } catch (caught) {
        const error = asRequestError(caught);
        return form({ otpError: describeOtpError(error) }, statusOf(error), error.retryAfterSeconds);
      }
    }

    case registrationIntents.register:
      return register();

    default:
      return form({ formError: 'registration.error.submit' }, 400);
  }

  async function register() {
    // The key is the server's to give (a cached page cannot carry one): a form posted before any
    // answer gave it one is checked with the key this answer makes, never refused for it.
    const parsed = registrationSchema.safeParse(registrationCandidate({ ...fields, idempotency_key: values.idempotency_key }, locale));
    if (!parsed.success) {
      const errors = fieldMessages<RegistrationField>(registrationMessages, parsed.error);
      return form({ errors, formError: `registration.error.summary#count=${Object.keys(errors).length}` }, 400);
    }
    // Honeypot filled: a bot. Answered like a booking; nothing is sent on (libs/forms/src/honeypot.ts).
    if (isHoneypotFilled(fields)) {
      if (campaign.pages.thankYou) throw redirect(thankYouPath(locale, campaign.slug));
      return answer({ step: 'booked', booking: null });
    }
    const outcome = await postRegistration(serverDataClient, { ...parsed.data, idempotency_key: values.idempotency_key, campaign: campaign.slug }, forwardHeaders);
    if (!outcome.ok) {
      const known = Object.fromEntries(Object.entries(outcome.fields).filter(([name]) => name in values)) as FormAnswer['errors'];
      // A session that filled meanwhile: its choice is cleared (the reloaded list shows it full).
      const kept = known.pickup_time ? { ...values, pickup_time: '' } : values;
      const formError = outcome.form ?? (Object.keys(known).length ? `registration.error.summary#count=${Object.keys(known).length}` : 'registration.error.submit');
      return answer(
        { step: 'form', values: kept, errors: known, formError, otp: values.otp_token ? { status: 'verified' } : { status: 'idle' }, otpError: null },
        outcome.status,
        outcome.retryAfterSeconds,
      );
    }
    // A whole page load: a tag manager loaded on the campaign page must not see the manage token.
    if (campaign.pages.thankYou) throw redirectDocument(thankYouPath(locale, campaign.slug, outcome.booking));
    return answer({ step: 'booked', booking: outcome.booking });
  }
}
