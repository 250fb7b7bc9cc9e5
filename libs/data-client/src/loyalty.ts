import { z } from 'zod';
import { type LoyaltyMember, loyaltyMemberSchema, memberTiers } from '@oriel/contracts/loyalty';
import { type Locale, toDataLocale } from '@oriel/i18n';
import { type DataClient, getJson } from './client';
import { postJson } from './otp';

export { type LoyaltyMember, type MemberTier, loyaltyMemberSchema, memberTiers } from '@oriel/contracts/loyalty';

/** GET /api/loyalty/programme: tiers, the nine gifts and the terms in one locale. */
export const loyaltyProgrammeSchema = z.object({
  data: z.object({
    tiers: z.array(z.object({ id: z.enum(memberTiers), name: z.string(), requirement: z.string(), benefits: z.array(z.string()) })),
    gifts: z.array(z.object({ points: z.number(), name: z.string(), detail: z.string() })),
    terms: z.array(z.string()),
  }),
});
export type LoyaltyProgramme = z.infer<typeof loyaltyProgrammeSchema>['data'];

export const fetchLoyaltyProgramme = async (client: DataClient, locale: Locale): Promise<LoyaltyProgramme> =>
  (await getJson(client, `/api/loyalty/programme?locale=${toDataLocale(locale)}`, loyaltyProgrammeSchema)).data;

/** The lookup body: the inquiry of `@oriel/forms/loyalty` plus the verification token. */
export type LoyaltyLookupBody =
  | { channel: 'sms'; callingCode: string; phoneNumber: string; lastName: string; verificationToken: string }
  | { channel: 'email'; email: string; lastName: string; verificationToken: string };

/** POST /api/loyalty/lookup. Throws `OtpRequestError` with code `not_member` or `otp_invalid`. */
export async function lookUpMember(client: DataClient, body: LoyaltyLookupBody, headers: Record<string, string> = {}): Promise<LoyaltyMember> {
  return (await postJson(client, '/api/loyalty/lookup', body, z.object({ data: loyaltyMemberSchema }), headers)).data;
}
