// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { frameMiddleware, gateLocked, redirectFirstVisit, studioPreviewOf } from './frame';

const request = (headers: Record<string, string>, path = '/') => new Request(`http://localhost${path}`, { headers });
const gate = { username: 'preview', passwordSha256: 'a'.repeat(64) };

describe('the root route of both public apps', () => {
  it('locks every page while the gate is on, until the one-day cookie is there', () => {
    expect(gateLocked(request({}), null)).toBe(false);
    expect(gateLocked(request({}), gate)).toBe(true);
    expect(gateLocked(request({ cookie: 'i18n_redirected=tc; sl-brand-uat-login=0' }), gate)).toBe(true);
    expect(gateLocked(request({ cookie: 'i18n_redirected=tc; sl-brand-uat-login=1' }), gate)).toBe(false);
  });

  it('sends a first visit at / to /tc when the visitor chose Chinese, and lets every other page be', () => {
    expect(() => redirectFirstVisit(request({ cookie: 'i18n_redirected=tc' }))).toThrow(expect.objectContaining({ status: 302 }));
    const thrown = (() => {
      try {
        redirectFirstVisit(request({ 'accept-language': 'zh-HK' }, '/?from=ad'));
      } catch (response) {
        return response as Response;
      }
    })();
    expect(thrown?.headers.get('location')).toBe('/tc?from=ad');
    expect(redirectFirstVisit(request({ cookie: 'i18n_redirected=tc' }, '/about'))).toBeUndefined();
    expect(redirectFirstVisit(request({ 'accept-language': 'en-GB,zh;q=0.5' }))).toBeUndefined();
  });

  it('reads the moment a studio preview link shows, for its bar; nothing on other pages or once the link has expired', () => {
    const now = new Date('2026-11-27T06:02:00Z');
    const link = (claim: object) => new URL(`http://localhost/fragrance/matin?oriel-preview=${Buffer.from(JSON.stringify(claim)).toString('base64url')}.signature`);
    const exp = Math.floor(now.getTime() / 1000) + 3600;
    expect(studioPreviewOf(link({ type: 'product', key: 'matin', exp }), now)).toEqual({ at: now.toISOString() });
    expect(studioPreviewOf(link({ type: 'campaign', key: 'rituel', exp, at: '2026-12-01T10:00:00+08:00' }), now)).toEqual({ at: '2026-12-01T02:00:00.000Z' });
    expect(studioPreviewOf(link({ type: 'product', key: 'matin', exp: exp - 7200 }), now)).toBeNull();
    expect(studioPreviewOf(new URL('http://localhost/fragrance/matin'), now)).toBeNull();
    expect(studioPreviewOf(new URL('http://localhost/fragrance/matin?oriel-preview=not-json'), now)).toBeNull();
  });

  it('keeps a studio preview private and out of search engines, whatever the page says; other pages keep their own caching', async () => {
    const run = async (path: string) => {
      const middleware = frameMiddleware({ noindex: false });
      const page = new Response('page', { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=300' } });
      const args = { request: request({}, path) } as unknown as Parameters<typeof middleware>[0];
      return (await middleware(args, async () => page)) as Response;
    };
    const preview = await run('/fragrance/matin?oriel-preview=token123');
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(preview.headers.get('x-robots-tag')).toBe('noindex');
    const published = await run('/fragrance/matin');
    expect(published.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
    expect(published.headers.get('x-robots-tag')).toBeNull();
  });
});
