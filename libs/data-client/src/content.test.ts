import { describe, expect, it, vi } from 'vitest';
import { contentPaths, withMinimumDelay } from './content';

describe('content paths', () => {
  it('asks for zh-Hant on the Chinese site and en on the English one (SPEC §7)', () => {
    expect(contentPaths.product('tc', 'l-eau')).toBe('/api/products/l-eau?locale=zh-Hant');
    expect(contentPaths.page('en', 'terms-of-use')).toBe('/api/pages/terms-of-use?locale=en');
  });

  it('sends the exact menu query of SPEC §7 for the collection list', () => {
    const url = new URL(contentPaths.collections('tc'), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      locale: 'zh-Hant',
      'filters[status][$eq]': 'Active',
      'sort[0]': 'date:desc',
      'sort[1]': 'id:desc',
    });
  });

  it('writes product filters in the Strapi form, several values as $in, and leaves unset ones out', () => {
    const url = new URL(contentPaths.products('en', { category: 'lips', subCategory: 'lipstick', mood: ['daring', 'serene'], page: 2 }), 'http://x');
    expect([...url.searchParams.entries()]).toEqual([
      ['locale', 'en'],
      ['filters[category][slug][$eq]', 'lips'],
      ['filters[subCategory][slug][$eq]', 'lipstick'],
      ['filters[mood][slug][$in][0]', 'daring'],
      ['filters[mood][slug][$in][1]', 'serene'],
      ['pagination[page]', '2'],
    ]);
    expect(contentPaths.article('en', 'a/b')).toBe('/api/articles/a%2Fb?locale=en');
    expect(contentPaths.sitemap()).toBe('/api/sitemap');
  });
});

describe('withMinimumDelay', () => {
  it('resolves no sooner than 200 ms even when the data is already there', async () => {
    vi.useFakeTimers();
    let settled = false;
    const result = withMinimumDelay(Promise.resolve('data')).then((v) => {
      settled = true;
      return v;
    });
    await vi.advanceTimersByTimeAsync(199);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('data');
    vi.useRealTimers();
  });

  it('passes a failure on, after the same minimum', async () => {
    vi.useFakeTimers();
    const result = withMinimumDelay(Promise.reject(new Error('offline')));
    const assertion = expect(result).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(200);
    await assertion;
    vi.useRealTimers();
  });
});
