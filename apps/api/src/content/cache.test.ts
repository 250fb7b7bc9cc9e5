import { describe, expect, it } from 'vitest';
import { ContentCache } from './cache';

// New query strings by the thousand (`/api/products?a=<5,000 characters>&n=1`, 2, 3…) each make
// an answer of their own: the cache keeps the newest within its bounds (characters of answers and
// URLs, and a number of answers), the oldest going first, so memory does not grow with them.
describe('the content cache is bounded by size, whatever the query strings', () => {
  const answer = (n: number) => ({ data: [{ id: n, text: 'x'.repeat(1000) }] });

  it('the content cache keeps the newest answers within its bound', () => {
    const cache = new ContentCache({} as never, 1000, 20_000);
    for (let n = 0; n < 1000; n++) cache.remember('v1', `/api/products?a=${'e'.repeat(3000)}&n=${n}`, answer(n));
    const kept = Array.from({ length: 1000 }, (_, n) => cache.response('v1', `/api/products?a=${'e'.repeat(3000)}&n=${n}`)).filter(Boolean);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.reduce((sum, c) => sum + c!.body.length, 0)).toBeLessThanOrEqual(20_000);
    // The newest is served from memory; the first ones were let go.
    expect(cache.response('v1', `/api/products?a=${'e'.repeat(3000)}&n=999`)?.body).toContain('"id":999');
    expect(cache.response('v1', `/api/products?a=${'e'.repeat(3000)}&n=0`)).toBeUndefined();
  });

  it('counts the URLs too: long query strings with small answers stay within the bound, and so does the number of answers', () => {
    const cache = new ContentCache({} as never, 1000, 100_000, 50);
    const url = (n: number) => `/api/collections?filters[slug][$eq]=${'x'.repeat(8000)}${n}`;
    for (let n = 0; n < 100; n++) cache.remember('v1', url(n), { data: [] });
    const kept = Array.from({ length: 100 }, (_, n) => n).filter((n) => cache.response('v1', url(n)));
    expect(kept.length * 8000).toBeLessThanOrEqual(100_000);
    expect(kept).toContain(99);
    const small = new ContentCache({} as never, 1000, 100_000_000, 50);
    for (let n = 0; n < 100; n++) small.remember('v1', `/api/collections?n=${n}`, { data: [] });
    expect(Array.from({ length: 100 }, (_, n) => small.response('v1', `/api/collections?n=${n}`)).filter(Boolean)).toHaveLength(50);
  });

});
