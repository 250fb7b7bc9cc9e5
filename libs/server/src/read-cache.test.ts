import pino from 'pino';
import { clearReadCaches, createReadCache } from './read-cache';
import { runInRequestContext } from './request-context';

describe('the page servers\' read cache', () => {
  it('reads once for every page in its window, again after it, and again after a content change', async () => {
    vi.useFakeTimers();
    try {
      const cache = createReadCache({ maxAgeMs: 5000 });
      const load = vi.fn(async () => ({ title: 'Matin' }));
      const [a, b] = await Promise.all([cache.read('page:en', load), cache.read('page:en', load)]);
      expect(load).toHaveBeenCalledTimes(1);
      expect(b).toBe(a);
      vi.advanceTimersByTime(5001);
      await cache.read('page:en', load);
      expect(load).toHaveBeenCalledTimes(2);
      clearReadCaches();
      await cache.read('page:en', load);
      expect(load).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps no failure, and hands out frozen values (a loader cannot change what other pages get)', async () => {
    const cache = createReadCache();
    await expect(cache.read('menu:en', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const value = await cache.read('menu:en', async () => ({ items: [{ label: 'Fragrance' }] }));
    expect(Object.isFrozen(value.items[0])).toBe(true);
    expect(() => value.items.push({ label: 'x' })).toThrow();
  });

  it('reads through for a studio preview (its drafts are its own)', async () => {
    const cache = createReadCache();
    await cache.read('page:tc', async () => 'live');
    const preview = await runInRequestContext({ requestId: 'r', log: pino({ level: 'silent' }), previewToken: 't' }, () => cache.read('page:tc', async () => 'draft'));
    expect(preview).toBe('draft');
    expect(await cache.read('page:tc', async () => 'other')).toBe('live');
  });
});
