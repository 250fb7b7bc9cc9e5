import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { localeMiddleware, requestLocale } from './request-locale';

async function localeOf(url: string) {
  const context = new RouterContextProvider();
  let seen: string | null = null;
  await localeMiddleware({ request: new Request(url), context, params: {}, url: new URL(url), pattern: '' } as unknown as Parameters<typeof localeMiddleware>[0], async () => {
    seen = requestLocale(context);
    return new Response();
  });
  return seen;
}

describe('the locale of a request', () => {
  it('is resolved once, before the loaders, from the route tree the path is in', async () => {
    expect(await localeOf('http://localhost/tc/about')).toBe('tc');
    expect(await localeOf('http://localhost/tc/discovery-trial/le-perce-vent.data')).toBe('tc');
    expect(await localeOf('http://localhost/about')).toBe('en');
    // An unknown prefix is the English tree's (whose catch-all answers its 404).
    expect(await localeOf('http://localhost/fr/about')).toBe('en');
  });

  it('cannot be read where the middleware did not run', () => {
    expect(() => requestLocale(new RouterContextProvider())).toThrow();
  });
});
