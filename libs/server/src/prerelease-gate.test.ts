import { describe, expect, it } from 'vitest';
import { readPrereleaseGate } from './frame';

// printf %s 'correct horse' | sha256sum
const hash = '4104d36f8da2c254349f85836793ebe029e0c957063a34c91c2e9203187b5631';

describe('pre-release gate configuration', () => {
  it('is off by default and when set to off', () => {
    expect(readPrereleaseGate({})).toBeNull();
    expect(readPrereleaseGate({ PRERELEASE_GATE: 'off', PRERELEASE_GATE_USERNAME: 'x' })).toBeNull();
  });

  it('refuses to start when on without both the username and the password hash', () => {
    expect(() => readPrereleaseGate({ PRERELEASE_GATE: 'on' })).toThrow(
      /PRERELEASE_GATE=on needs PRERELEASE_GATE_USERNAME and PRERELEASE_GATE_PASSWORD_SHA256.*Refusing to start/,
    );
    expect(() => readPrereleaseGate({ PRERELEASE_GATE: 'on', PRERELEASE_GATE_USERNAME: 'preview' })).toThrow(/needs PRERELEASE_GATE_PASSWORD_SHA256/);
    expect(() => readPrereleaseGate({ PRERELEASE_GATE: 'on', PRERELEASE_GATE_USERNAME: 'preview', PRERELEASE_GATE_PASSWORD_SHA256: 'secret' })).toThrow(
      /64 hexadecimal/,
    );
    expect(() => readPrereleaseGate({ PRERELEASE_GATE: 'yes' })).toThrow(/"on" or "off"/);
  });

  it('keeps the username and the lower-case hash when on', () => {
    expect(readPrereleaseGate({ PRERELEASE_GATE: 'on', PRERELEASE_GATE_USERNAME: 'preview', PRERELEASE_GATE_PASSWORD_SHA256: hash.toUpperCase() })).toEqual({
      username: 'preview',
      passwordSha256: hash,
    });
  });
});
