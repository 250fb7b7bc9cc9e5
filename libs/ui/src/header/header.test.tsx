import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider, type Locale } from '@oriel/i18n';
import { headerMenuFixture } from './fixtures';
import { Header } from './header';
import type { HeaderMenu } from './navigation';

function renderHeader(locale: Locale, menu: HeaderMenu = headerMenuFixture) {
  const element = (
    <I18nProvider locale={locale} app="brand-site">
      <Header menu={menu} />
    </I18nProvider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: [locale === 'tc' ? '/tc/about' : '/about'] })} />);
  return within(screen.getByRole('navigation', { name: locale === 'tc' ? /./ : 'Main navigation' }));
}

/** The header's server HTML at `path`, parsed as a browser without scripting reads it (a `<noscript>`'s content is markup). */
function headerWithoutScripts(locale: Locale, path: string): Document {
  const element = (
    <I18nProvider locale={locale} app="brand-site">
      <Header menu={headerMenuFixture} />
    </I18nProvider>
  );
  // As the server renders it: what only the server writes (the menu inside <noscript>) is there.
  vi.stubEnv('SSR', true);
  try {
    const html = renderToString(<RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: [path] })} />);
    return new DOMParser().parseFromString(html, 'text/html');
  } finally {
    vi.unstubAllEnvs();
  }
}

describe('Header mega-menus', () => {
  it('a disclosure button opens the menu with its featured picture; Escape closes it and gives focus back', async () => {
    const user = userEvent.setup();
    const nav = renderHeader('en');
    const news = nav.getByRole('button', { name: 'News' });
    expect(news).toHaveAttribute('aria-expanded', 'false');
    expect(nav.queryByRole('link', { name: /The making of Matin/ })).toBeNull();

    await user.click(news);
    expect(news).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(news.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    const feature = within(panel!).getByRole('link', { name: 'Behind the collection The making of Matin: a year of early mornings' });
    expect(feature).toHaveAttribute('href', '/article/the-making-of-matin');
    // The picture says nothing the caption does not: it is not announced a second time.
    expect(feature.querySelector('img')).toHaveAttribute('alt', '');

    // Tab order: the section's links, then the picture.
    await user.tab();
    expect(within(panel!).getByRole('link', { name: 'New arrivals' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(feature).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(news).toHaveAttribute('aria-expanded', 'false');
    expect(news).toHaveFocus();
    expect(document.getElementById(news.getAttribute('aria-controls') ?? '')).toBeNull();
  });

  it('shows the Chinese picture’s words and a path in Chinese on the Chinese site', async () => {
    const user = userEvent.setup();
    const menu: HeaderMenu = {
      ...headerMenuFixture,
      features: { about: { kicker: '品牌故事', caption: '一個家，兩座城市：巴黎與香港', href: '/article/a-maison-between-two-cities', image: { url: '/a.svg', width: 4, height: 3 } } },
    };
    const nav = renderHeader('tc', menu);
    await user.click(nav.getByRole('button', { name: '品牌世界' }));
    expect(nav.getByRole('link', { name: '品牌故事 一個家，兩座城市：巴黎與香港' })).toHaveAttribute('href', '/tc/article/a-maison-between-two-cities');
  });

  it('a section without a picture in the content opens with its links only', async () => {
    const user = userEvent.setup();
    const nav = renderHeader('en', { ...headerMenuFixture, features: {} });
    await user.click(nav.getByRole('button', { name: 'News' }));
    expect(nav.getByRole('link', { name: 'Brand stories' })).toBeInTheDocument();
    expect(document.querySelector('[data-slot="mega-feature"]')).toBeNull();
  });

  it('without JavaScript, a section that is not a link lists its links as plain links in the page', () => {
    const page = headerWithoutScripts('en', '/');
    const hrefs = [...page.querySelectorAll('[data-slot="main-nav"] noscript a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/new-arrivals', '/article', '/home-fragrance', '/home-fragrance-warranty', '/about', '/exclusive-rewards']);
  });

  it('without JavaScript, the phone header’s hamburger is a link to a full-screen menu of every section and its links (decision 304)', () => {
    const page = headerWithoutScripts('tc', '/tc');
    const opener = page.querySelector('.oriel-header__bar > noscript > a.oriel-hamburger');
    expect(opener?.getAttribute('href')).toBe('#oriel-static-menu');
    expect(opener?.getAttribute('aria-label')).toBe('開啟選單');
    const menu = page.querySelector('noscript > nav#oriel-static-menu');
    expect(menu?.getAttribute('aria-label')).toBe('主要導覽');
    const hrefs = [...menu!.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    // Every section's page and every link of its submenu, in Chinese, and the way to English.
    for (const href of ['/tc/new-arrivals', '/tc/article', '/tc/fragrance', '/tc/makeup', '/tc/home-fragrance', '/tc/about', '/tc/exclusive-rewards', '/tc/discovery-trial']) expect(hrefs, href).toContainEqual(expect.stringMatching(new RegExp(`^${href}`)));
    expect(menu!.querySelectorAll('details > summary')).toHaveLength(5);
    expect(hrefs).toContain('/');
  });
});
