import { describe, expect, it } from 'vitest';
import { sha256Hex } from './gate-config';
import { prereleaseGateAction } from './gate.server';

const config = { username: 'preview', passwordSha256: await sha256Hex('first light') };

const post = (fields: Record<string, string>, headers: Record<string, string> = {}, gate: typeof config | null = config) =>
  prereleaseGateAction(
    new Request('http://localhost/prerelease-gate', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
      body: new URLSearchParams(fields),
    }),
    gate,
  ) as Promise<Response>;

describe('the pre-release gate’s plain post (before the scripts run, or without them)', () => {
  it('unlocks for one day with the right pair and goes back to the page, without the earlier refusal', async () => {
    const answer = await post({ username: 'preview', password: 'first light', return_to: '/tc/about?sub=x&gate=wrong' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/tc/about?sub=x');
    expect(answer.headers.get('set-cookie')).toBe('sl-brand-uat-login=1; Max-Age=86400; Path=/; SameSite=Lax');
  });

  it('sends a wrong pair back with ?gate=wrong, no cookie and never the password in the address', async () => {
    const answer = await post({ username: 'preview', password: 'guess', return_to: '/fragrance' }, { 'x-forwarded-proto': 'https' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/fragrance?gate=wrong');
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('goes back only to a path of this site, and sets a Secure cookie behind an HTTPS edge', async () => {
    const answer = await post({ username: 'preview', password: 'first light', return_to: '/\t/evil.example' }, { 'x-forwarded-proto': 'https' });
    expect(answer.headers.get('location')).toBe('/');
    expect(answer.headers.get('set-cookie')).toContain('; Secure');
  });

  it('refuses another site’s post and a body that is not a form; is not there with the gate off', async () => {
    const crossSite = (await post({ username: 'preview', password: 'first light' }, { 'sec-fetch-site': 'cross-site' })) as unknown as { init: ResponseInit };
    expect(crossSite.init.status).toBe(403);
    const off = (await post({ username: 'preview', password: 'first light' }, {}, null)) as unknown as { init: ResponseInit };
    expect(off.init.status).toBe(404);
  });
});
