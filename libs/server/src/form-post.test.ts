import { describe, expect, it } from 'vitest';
import { isCrossSite, readFormPost } from './form-post';

const post = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/discovery-trial/le-perce-vent', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: 'first_name=Mei' });

describe('a page\'s form post is refused when another site made it', () => {
  it('by its Origin, for browsers that send no Fetch Metadata: another host, or null (a sandboxed frame, a data: page)', async () => {
    expect(isCrossSite(post({ origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSite(post({ origin: 'null' }))).toBe(true);
    expect(await readFormPost(post({ origin: 'null' }))).toEqual({ ok: false, status: 403, reason: 'cross-site' });
    // The site's own page, as the edge names the host the visitor used.
    expect(isCrossSite(post({ origin: 'http://localhost:3000' }))).toBe(false);
    expect(isCrossSite(post({ origin: 'https://www.oriel.example', 'x-forwarded-host': 'www.oriel.example' }))).toBe(false);
    expect((await readFormPost(post({ origin: 'http://localhost:3000' }))).ok).toBe(true);
  });

  it('by the browser\'s own word (Sec-Fetch-Site), with or without an Origin', () => {
    expect(isCrossSite(post({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSite(post({ 'sec-fetch-site': 'same-site' }))).toBe(true);
    expect(isCrossSite(post({ 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSite(post({}))).toBe(false);
  });
});
