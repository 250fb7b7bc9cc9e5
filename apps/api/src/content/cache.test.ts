import { describe, expect, it } from 'vitest';
import { ContentCache } from './cache';

// A client sending new query strings by the thousand (`/api/products?a=<5,000 characters>&n=1`, 2,
// 3…) once doubled the data service's memory in seconds: every answer was kept under its own URL,
// 5,000 of them before anything was let go, and as many again for database outages. Both caches
// are bounded by the size of what they keep, the oldest answers going first.
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

});
