import { data } from 'react-router';
import { type LoyaltyMember, OtpRequestError, lookUpMember, sendOtp, verifyOtp } from '@oriel/data-client';
import { type OtpMessageRef, type OtpStepState, describeOtpError, formFields, lookupIntents, postedOtpState, stepAfterRefusedSend, stepAfterSend } from '@oriel/forms';
import { otpCodeSchema } from '@oriel/forms/otp-code';
import { inquiryDestination } from '@oriel/contracts/phone';
import { type LoyaltyInquiry, type LoyaltyInquiryField, loyaltyInquiryFields, loyaltyInquirySchema } from '@oriel/forms/loyalty';
import { loyaltyInquiryMessages } from '@oriel/forms/loyalty';
import { fieldMessages } from '@oriel/forms/messages';
import { type Locale, toDataLocale } from '@oriel/i18n';
import { readFormPost } from '@oriel/server/form-post';
import { serverDataClient } from '../../lib/data.server';

/**
 * The loyalty lookup's intents (SPEC §3-§5), run by the exclusive-rewards route action: send a
 * code to the phone or email, check it and show the member. The browser only ever posts this form
 * to its page; this module calls the data service. Answers are never cached (`no-store`): they
 * name a member.
 */

/** What the visitor typed, sent back so the server-rendered form keeps it. */
export interface LookupValues {
  channel: 'sms' | 'email';
  callingCode: string;
  phoneNumber: string;
  email: string;
  lastName: string;
}

export type LookupAnswer =
  /** The form: empty, with field errors, or with a code on its way (the code step). */
  | { step: 'form'; values: LookupValues; errors: Partial<Record<LoyaltyInquiryField, string>>; otp: OtpStepState; otpError: OtpMessageRef | null; formError: string | null }
  | { step: 'member'; values: LookupValues; member: LoyaltyMember }
  /** Verified, but the details belong to no member (only ever said after the code). */
  | { step: 'not-member'; values: LookupValues }
  | { step: 'error'; values: LookupValues; messageId: string };

export const emptyLookupValues: LookupValues = { channel: 'sms', callingCode: '852', phoneNumber: '', email: '', lastName: '' };

const noStore = { 'Cache-Control': 'no-store' };
/** The page's answer; a refusal that says when to try again (429, 503) says it in `Retry-After` too. */
const answer = (body: LookupAnswer, status = 200, retryAfterSeconds?: number) =>
  data(body, { status, headers: retryAfterSeconds ? { ...noStore, 'Retry-After': String(Math.ceil(retryAfterSeconds)) } : noStore });

function echo(fields: Record<string, string | string[]>): LookupValues {
  const text = (name: keyof LookupValues) => {
    const value = fields[name];
    return typeof value === 'string' ? value.slice(0, 254) : '';
  };
  return {
    channel: text('channel') === 'email' ? 'email' : 'sms',
    callingCode: text('callingCode') || emptyLookupValues.callingCode,
    phoneNumber: text('phoneNumber'),
    email: text('email'),
    lastName: text('lastName'),
  };
}

/** A refused data-service call as the status the page answers with (5xx: the service is away). */
const statusOf = (error: OtpRequestError) => (error.status >= 400 && error.status < 500 ? error.status : 503);
const asRequestError = (error: unknown) => (error instanceof OtpRequestError ? error : new OtpRequestError(503, 'network', 'unreachable'));

export async function lookupAction(request: Request, locale: Locale) {
  const post = await readFormPost(request);
  if (!post.ok) {
    const formError = post.reason === 'cross-site' ? 'hardening.crossSite' : 'hardening.unsupportedMediaType';
    return answer({ step: 'form', values: emptyLookupValues, errors: {}, otp: { status: 'idle' }, otpError: null, formError }, post.status);
  }
  const fields = formFields(post.form);
  const values = echo(fields);
  const form = (patch: Partial<Extract<LookupAnswer, { step: 'form' }>>, status = 200, retryAfterSeconds?: number) =>
    answer({ step: 'form', values, errors: {}, otp: postedOtpState(fields), otpError: null, formError: null, ...patch }, status, retryAfterSeconds);

  switch (fields.intent) {
    case lookupIntents.startOver:
      return form({ values: { ...values, phoneNumber: '', email: '' }, otp: { status: 'idle' } });
    case lookupIntents.useEmail:
    case lookupIntents.usePhone:
      return form({ values: { ...values, channel: fields.intent === lookupIntents.useEmail ? 'email' : 'sms' }, otp: { status: 'idle' } });
    case lookupIntents.send:
    case lookupIntents.verify:
      break;
    default:
      return form({ formError: 'hardening.unsupportedMediaType' }, 400);
  }

  const inquiry = loyaltyInquirySchema.safeParse(fields);
  if (!inquiry.success) return form({ errors: fieldMessages(loyaltyInquiryMessages, inquiry.error, loyaltyInquiryFields), otp: { status: 'idle' } }, 400);
  const address = inquiryDestination(inquiry.data);
  if (!address) return form({ errors: { phoneNumber: 'loyalty.error.phoneInvalid' }, otp: { status: 'idle' } }, 400);
  const destination = { channel: inquiry.data.channel, destination: address, purpose: 'loyalty-lookup' as const };

  // The code sent to this form, if any: "Resend Again" replaces it, and the code verifies with its challenge.
  const posted = postedOtpState(fields);
  const challenge = posted.status === 'sent' ? posted.challenge : undefined;
  if (fields.intent === lookupIntents.send) {
    try {
      const sent = await sendOtp(serverDataClient, { ...destination, locale: toDataLocale(locale), challenge }, post.forwardHeaders);
      return form({ otp: stepAfterSend(sent) });
    } catch (caught) {
      const error = asRequestError(caught);
      return form({ otp: stepAfterRefusedSend(posted, error), otpError: describeOtpError(error) }, statusOf(error), error.retryAfterSeconds);
    }
  }

  const code = otpCodeSchema.safeParse(fields.code ?? '');
  if (!code.success) return form({ otpError: { id: 'otp.error.codeFormat' } }, 400);
  // No code went to this form (its hidden fields are gone): nothing it types can be right.
  if (!challenge) return form({ otpError: { id: 'otp.error.invalid' } }, 400);
  let verificationToken: string;
  try {
    verificationToken = (await verifyOtp(serverDataClient, { ...destination, code: code.data, challenge }, post.forwardHeaders)).verificationToken;
  } catch (caught) {
    const error = asRequestError(caught);
    return form({ otpError: describeOtpError(error) }, statusOf(error), error.retryAfterSeconds);
  }
  return answer(await lookUp(inquiry.data, values, verificationToken, post.forwardHeaders));
}

async function lookUp(inquiry: LoyaltyInquiry, values: LookupValues, verificationToken: string, headers: Record<string, string>): Promise<LookupAnswer> {
  try {
    return { step: 'member', values, member: await lookUpMember(serverDataClient, { ...inquiry, verificationToken }, headers) };
  } catch (caught) {
    const error = asRequestError(caught);
    if (error.code === 'not_member') return { step: 'not-member', values };
    return { step: 'error', values, messageId: error.messageId?.startsWith('hardening.') ? error.messageId : 'loyalty.error.lookup' };
  }
}
