import { describe, expect, it } from 'vitest';
import { isCrossSite, readFormPost } from './form-post';

const post = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/discovery-trial/le-perce-vent', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: 'first_name=Mei' });

describe('a page\'s form post is refused when another site made it', () => {
  it('by its Origin, for browsers that send no Fetch Metadata: another host', async () => {
    expect(isCrossSite(post({ origin: 'https://evil.example' }))).toBe(true);
    expect(await readFormPost(post({ origin: 'https://evil.example' }))).toEqual({ ok: false, status: 403, reason: 'cross-site' });
    // `null` is what the site's own no-referrer pages send (the manage page): not refused on its own.
    expect(isCrossSite(post({ origin: 'null' }))).toBe(false);
    expect(isCrossSite(post({ origin: 'null', 'sec-fetch-site': 'same-origin' }))).toBe(false);
    // The site's own page, as the edge names the host the visitor used.
    expect(isCrossSite(post({ origin: 'http://localhost:3000' }))).toBe(false);
    expect(isCrossSite(post({ origin: 'https://www.oriel.example', 'x-forwarded-host': 'www.oriel.example' }))).toBe(false);
    expect((await readFormPost(post({ origin: 'http://localhost:3000' }))).ok).toBe(true);
  });

  it('by the browser\'s own word (Sec-Fetch-Site), with or without an Origin', () => {
    expect(isCrossSite(post({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSite(post({ 'sec-fetch-site': 'same-site' }))).toBe(true);
    expect(isCrossSite(post({ 'sec-fetch-site': 'cross-site', origin: 'null' }))).toBe(true);
    expect(isCrossSite(post({ 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSite(post({}))).toBe(false);
  });
});
