import { z } from 'zod';

export const memberTiers = ['Black', 'Silver', 'Gold'] as const;
export type MemberTier = (typeof memberTiers)[number];

/** The member view returned by POST /api/loyalty/lookup (docs/loyalty.md). */
export const loyaltyMemberSchema = z.object({
  salutation: z.enum(['Ms.', 'Mrs.', 'Mr.']),
  firstName: z.string(),
  lastName: z.string(),
  tier: z.enum(memberTiers),
  points: z.number().int().nonnegative(),
  /** `YYYY-12-31`. */
  pointsExpireOn: z.string(),
  band: z.discriminatedUnion('band', [
    z.object({ band: z.literal('high') }),
    z.object({ band: z.literal('medium'), nextThreshold: z.number(), pointsNeeded: z.number() }),
    z.object({ band: z.literal('low'), nextThreshold: z.number(), pointsNeeded: z.number() }),
  ]),
});
export type LoyaltyMember = z.infer<typeof loyaltyMemberSchema>;
