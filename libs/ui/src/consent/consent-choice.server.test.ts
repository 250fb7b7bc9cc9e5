import { describe, expect, it } from 'vitest';
import { consentChoiceAction } from './consent-choice.server';

const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  consentChoiceAction(
    new Request('http://localhost/cookie-choice', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
      body: new URLSearchParams(fields),
    }),
  );

const asResponse = (answer: Awaited<ReturnType<typeof post>>) => answer as Response;
const asData = (answer: Awaited<ReturnType<typeof post>>) => answer as Exclude<Awaited<ReturnType<typeof post>>, Response>;

describe('the cookie-choice action', () => {
  it('stores the choice for six months and goes back to the page of a plain form post', async () => {
    const answer = asResponse(await post({ intent: 'cookie-choice', choice: 'rejected', return_to: '/tc/about?x=1' }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/tc/about?x=1');
    expect(answer.headers.get('set-cookie')).toBe('oriel_consent=rejected; Max-Age=15724800; Path=/; HttpOnly; SameSite=Lax');
  });

  it('answers a fetcher with the choice, Secure behind an HTTPS edge', async () => {
    const answer = asData(await post({ intent: 'cookie-choice', choice: 'accepted' }, { 'x-forwarded-proto': 'https' }));
    expect(answer.data).toEqual({ choice: 'accepted' });
    expect(new Headers(answer.init?.headers).get('set-cookie')).toBe('oriel_consent=accepted; Max-Age=15724800; Path=/; HttpOnly; Secure; SameSite=Lax');
  });

  it('never sends the visitor to another site, and refuses what is not a choice or comes from another site', async () => {
    const away = asData(await post({ intent: 'cookie-choice', choice: 'accepted', return_to: '//evil.example/' }));
    expect(away.data).toEqual({ choice: 'accepted' });
    expect(asData(await post({ intent: 'cookie-choice', choice: 'maybe' })).init?.status).toBe(400);
    const crossSite = asData(await post({ intent: 'cookie-choice', choice: 'accepted' }, { 'sec-fetch-site': 'cross-site' }));
    expect(crossSite.init?.status).toBe(403);
    expect(crossSite.init?.headers).toBeUndefined();
  });

  it('goes back only to a path of this site: a tab, a line break or a backslash never makes another host (or a 500)', async () => {
    for (const return_to of ['/\t/evil.example', '/\n/evil.example', '/\r/evil.example', '/\\evil.example', '/a\r\nSet-Cookie: x=1', '\t//evil.example', 'https://evil.example/']) {
      const answer = await post({ intent: 'cookie-choice', choice: 'accepted', return_to });
      if (answer instanceof Response) {
        const location = answer.headers.get('location')!;
        expect(new URL(location, 'http://localhost').origin, JSON.stringify(return_to)).toBe('http://localhost');
        expect([...location].some((c) => c.charCodeAt(0) <= 0x20), JSON.stringify(return_to)).toBe(false);
      } else {
        expect(asData(answer).data, JSON.stringify(return_to)).toEqual({ choice: 'accepted' });
      }
    }
  });
});
