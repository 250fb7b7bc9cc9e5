import { describe, expect, it } from 'vitest';
import { checkGateCredentials, hasGateCookie, serializeGateCookie, sha256Hex } from './gate-config';

describe('pre-release gate credentials and cookie', () => {
  it('hashes with SHA-256', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('accepts only the configured pair', async () => {
    const config = { username: 'preview', passwordSha256: await sha256Hex('correct horse') };
    expect(await checkGateCredentials(config, 'preview', 'correct horse')).toBe(true);
    expect(await checkGateCredentials(config, 'preview', 'wrong')).toBe(false);
    expect(await checkGateCredentials(config, 'Preview', 'correct horse')).toBe(false);
    expect(await checkGateCredentials(config, '', '')).toBe(false);
  });

  it('unlocks for one day on the whole site', () => {
    expect(serializeGateCookie()).toBe('sl-brand-uat-login=1; Max-Age=86400; Path=/; SameSite=Lax');
    expect(hasGateCookie('a=b; sl-brand-uat-login=1')).toBe(true);
    expect(hasGateCookie('sl-brand-uat-login=0')).toBe(false);
    expect(hasGateCookie('')).toBe(false);
  });
});
