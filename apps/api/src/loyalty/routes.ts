import type { FastifyInstance } from 'fastify';
import type { LoyaltyMember } from '@oriel/contracts/loyalty';
import { loyaltyLookupSchema } from '@oriel/contracts/loyalty';
import { inquiryDestination } from '@oriel/contracts/phone';
import type { DataLocale } from '../db/schema';
import { apiError } from '../http/errors';
import { invalidCodeMessage, normaliseDestination, type OtpContext, redeemVerification } from '../otp';
import { programmeFor } from './programme';
import { findMember } from './queries';
import { pointsBand, pointsExpireOn } from './rules';

const notMemberMessage = {
  sms: 'The phone number with last name cannot be found in the rewards programme. The content is for members only.',
  email: 'The email with last name cannot be found in the rewards programme. The content is for members only.',
};

export async function loyaltyRoutes(app: FastifyInstance, { otp }: { otp: OtpContext }) {
  /**
   * The member view, for a destination the visitor has just verified (docs/loyalty.md). Whether the
   * details belong to a member is revealed only here, after the code.
   */
  app.post('/api/loyalty/lookup', async (request, reply) => {
    const parsed = loyaltyLookupSchema.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return apiError(reply, 400, `Invalid ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`, {
        code: 'invalid_request',
        field: issue?.path.join('.'),
        messageId: issue?.message,
      });
    }
    const inquiry = parsed.data;
    const destination = normaliseDestination(inquiry.channel, inquiryDestination(inquiry) ?? '');
    const verified =
      destination !== null && (await redeemVerification(otp, { token: inquiry.verificationToken, destination, purpose: 'loyalty-lookup' }));
    if (!destination || !verified) return apiError(reply, 400, invalidCodeMessage, { code: 'otp_invalid' });

    const row = await findMember(otp.db, destination.channel === 'sms' ? { phone: destination.address } : { email: destination.address }, inquiry.lastName);
    if (!row) return apiError(reply, 404, notMemberMessage[inquiry.channel], { code: 'not_member' });
    const member: LoyaltyMember = {
      salutation: row.salutation,
      firstName: row.first_name,
      lastName: row.last_name,
      tier: row.tier,
      points: row.points,
      pointsExpireOn: pointsExpireOn(row.points_year),
      band: pointsBand(row.points),
    };
    return reply.header('cache-control', 'no-store').send({ data: member });
  });

  app.get('/api/loyalty/programme', async (request, reply) => {
    const locale = (request.query as Record<string, unknown>).locale ?? 'en';
    if (locale !== 'en' && locale !== 'zh-Hant') return apiError(reply, 400, `Unknown locale "${String(locale)}": use en or zh-Hant.`);
    reply.header('cache-control', 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600');
    return { data: programmeFor(locale as DataLocale) };
  });
}
