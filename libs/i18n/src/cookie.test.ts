import { afterEach, describe, expect, it } from 'vitest';
import { writeLocaleCookie } from './cookie';

describe('writeLocaleCookie', () => {
  afterEach(() => {
    document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
  });

  it('stores the chosen locale in i18n_redirected when the visitor switches language', () => {
    writeLocaleCookie('tc');
    expect(document.cookie).toContain('i18n_redirected=tc');
    writeLocaleCookie('en');
    expect(document.cookie).toContain('i18n_redirected=en');
    expect(document.cookie).not.toContain('i18n_redirected=tc');
  });
});
