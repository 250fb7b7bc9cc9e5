import { createHmac, timingSafeEqual } from 'node:crypto';
import { type StudioEntryType, studioEntryTypeSchema } from '@oriel/contracts/studio';

/**
 * Signed, expiring preview links. The studio asks for a token for one entry; the
 * page servers pass it on as `X-Oriel-Preview` with every data-service call of that page, and the
 * content reads then answer from the live content with that entry's draft laid over it, privately
 * and uncached. The token names the entry only: it always shows the latest draft.
 */
export const previewHeader = 'x-oriel-preview';
export const previewTtlSeconds = 60 * 60;
/** Clock difference between instances tolerated on a link's expiry. */
const clockSkewSeconds = 60;

export interface PreviewClaim {
  /** An entry (its draft is laid over the live content), or `campaign`: a campaign page, live, at the moment. */
  type: StudioEntryType | 'campaign';
  key: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** The moment the page is shown at (ISO 8601), like APP_NOW: campaign states, the discovery band. */
  at?: string;
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`preview\0${payload}`).digest('base64url');

export function createPreviewToken(secret: string, claim: Omit<PreviewClaim, 'exp'>, nowMs = Date.now(), ttlSeconds = previewTtlSeconds): { token: string; expiresAt: string } {
  const exp = Math.floor(nowMs / 1000) + ttlSeconds;
  const payload = Buffer.from(JSON.stringify({ ...claim, exp })).toString('base64url');
  return { token: `${payload}.${sign(secret, payload)}`, expiresAt: new Date(exp * 1000).toISOString() };
}

/** The claim of a well-signed token that has not expired, or null. */
export function verifyPreviewToken(secret: string, token: string | undefined, nowMs = Date.now()): PreviewClaim | null {
  if (!token || token.length > 1000) return null;
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PreviewClaim;
    if ((claim.type !== 'campaign' && !studioEntryTypeSchema.safeParse(claim.type).success) || typeof claim.key !== 'string' || typeof claim.exp !== 'number') return null;
    if (claim.at !== undefined && Number.isNaN(Date.parse(claim.at))) return null;
    // A link lives at most previewTtlSeconds: a longer expiry was not written by this service.
    const remainingSeconds = claim.exp - nowMs / 1000;
    return remainingSeconds > 0 && remainingSeconds <= previewTtlSeconds + clockSkewSeconds ? claim : null;
  } catch {
    return null;
  }
}
