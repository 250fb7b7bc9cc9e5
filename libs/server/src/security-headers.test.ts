// @vitest-environment node
import { contentSecurityPolicy, createNonce, nonceOf, originsOf } from './security-headers';

describe('contentSecurityPolicy', () => {
  it('allows scripts only by nonce and strict-dynamic, never inline or eval', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc123' });
    expect(csp).toContain("script-src 'nonce-abc123' 'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(nonceOf(csp)).toBe('abc123');
  });

  it('lets configured third parties be fetched and framed, not scripted by host', () => {
    const csp = contentSecurityPolicy({ nonce: 'n', thirdPartyOrigins: ['https://chat.example'] });
    expect(csp).toMatch(/connect-src 'self' https:\/\/chat\.example/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/chat\.example/);
    expect(csp).not.toMatch(/script-src[^;]*chat\.example/);
  });
});

describe('createNonce', () => {
  it('is fresh and 128 bits each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const n of nonces) expect(Buffer.from(n, 'base64')).toHaveLength(16);
  });
});

describe('originsOf', () => {
  it('keeps the origins of http(s) URLs and skips the rest', () => {
    expect(originsOf(['https://chat.example/widget.js', 'https://chat.example/other.js', undefined, '', 'not a url', 'javascript:alert(1)'])).toEqual(['https://chat.example']);
  });
});
