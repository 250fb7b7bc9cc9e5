import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPreviewToken, previewTtlSeconds, verifyPreviewToken } from '../staff';

const secret = 'a-test-secret-of-at-least-32-characters';
/** A link signed with the key but written by hand, as someone holding the key could. */
const handWritten = (claim: object) => {
  const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${payload}.${createHmac('sha256', secret).update(`preview\0${payload}`).digest('base64url')}`;
};

describe('preview links', () => {
  it('accept a link the studio made until it expires', () => {
    const now = Date.parse('2026-11-27T08:00:00Z');
    const { token } = createPreviewToken(secret, { type: 'product', key: 'l-eau' }, now);
    expect(verifyPreviewToken(secret, token, now)).toMatchObject({ type: 'product', key: 'l-eau' });
    expect(verifyPreviewToken(secret, token, now + previewTtlSeconds * 1000 + 1)).toBeNull();
  });

  it('refuse a well-signed link whose expiry is further away than a preview lives (an expiry in 2100)', () => {
    const now = Date.parse('2026-11-27T08:00:00Z');
    expect(verifyPreviewToken(secret, handWritten({ type: 'product', key: 'l-eau', exp: Date.parse('2100-01-01T00:00:00Z') / 1000 }), now)).toBeNull();
    expect(verifyPreviewToken(secret, handWritten({ type: 'campaign', key: 'le-perce-vent', exp: now / 1000 + 2 * previewTtlSeconds }), now)).toBeNull();
    expect(verifyPreviewToken(secret, handWritten({ type: 'product', key: 'l-eau', exp: now / 1000 + previewTtlSeconds }), now)).not.toBeNull();
  });
});
