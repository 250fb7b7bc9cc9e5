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

  it('after a content change, shares a read only until the data-service instances have all seen it (2 s), then for the whole window again', async () => {
    vi.useFakeTimers();
    try {
      const cache = createReadCache({ maxAgeMs: 5000, settleMs: 2000 });
      let title = 'Matin';
      const load = vi.fn(async () => ({ title }));
      await cache.read('page:en', load);
      clearReadCaches();
      // An instance that has not yet noticed the change still answers the old texts.
      expect((await cache.read('page:en', load)).title).toBe('Matin');
      vi.advanceTimersByTime(1000);
      expect((await cache.read('page:en', load)).title).toBe('Matin');
      title = 'Matin clair';
      vi.advanceTimersByTime(1001);
      expect((await cache.read('page:en', load)).title).toBe('Matin clair');
      expect(load).toHaveBeenCalledTimes(3);
      vi.advanceTimersByTime(4000);
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
