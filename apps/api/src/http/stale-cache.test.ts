import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { StaleCache } from './stale-cache';

// The last good answers kept for a database outage: new query strings by the thousand each add
// one; the cache keeps the newest within its bounds (bytes of answers and URLs, a number of
// answers), the oldest going first.
describe('the outage cache is bounded by size, whatever the query strings', () => {
  const answer = (n: number) => ({ data: [{ id: n, text: 'x'.repeat(1000) }] });

  it('the outage cache keeps the newest answers within its bound', () => {
    const stale = new StaleCache(500, 512 * 1024, 20_000);
    const served: string[] = [];
    const reply = {
      getHeader: (name: string) => (name === 'cache-control' ? 'public, max-age=60' : 'application/json'),
      code: () => reply,
      header: () => reply,
      send: (payload: string) => served.push(payload),
    } as unknown as FastifyReply;
    const request = (n: number) => ({ url: `/api/products?a=${'e'.repeat(3000)}&n=${n}` }) as FastifyRequest;
    for (let n = 0; n < 400; n++) stale.remember(request(n), reply, JSON.stringify(answer(n)));
    expect(stale.serve(request(399), reply)).toBe(true);
    expect(stale.serve(request(0), reply)).toBe(false);
    const kept = Array.from({ length: 400 }, (_, n) => n).filter((n) => stale.serve(request(n), reply));
    expect(kept.length * JSON.stringify(answer(0)).length).toBeLessThanOrEqual(20_000);
  });
});
