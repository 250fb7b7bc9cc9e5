import { describe, expect, it } from 'vitest';
import { isCrossSite, readFormPost } from './form-post';

const post = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/discovery-trial/le-perce-vent', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: 'first_name=Mei' });

describe('a page\'s form post is refused when another site made it', () => {
  it('by the browser\'s own word (Sec-Fetch-Site), with or without an Origin', async () => {
    expect(isCrossSite(post({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSite(post({ 'sec-fetch-site': 'same-site' }))).toBe(true);
    expect(isCrossSite(post({ 'sec-fetch-site': 'cross-site', origin: 'null' }))).toBe(true);
    expect(await readFormPost(post({ 'sec-fetch-site': 'cross-site' }))).toEqual({ ok: false, status: 403, reason: 'cross-site' });
    // The site's own pages, a no-referrer one (the manage page posts with `Origin: null`) included.
    expect(isCrossSite(post({ 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSite(post({ origin: 'null', 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSite(post({}))).toBe(false);
    expect((await readFormPost(post({ 'sec-fetch-site': 'same-origin' }))).ok).toBe(true);
  });
});
