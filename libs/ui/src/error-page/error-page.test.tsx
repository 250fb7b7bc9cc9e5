import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@oriel/i18n';
import { ErrorPage, SafeErrorPage, errorMessageId } from './error-page';

function Broken(): never {
  throw new Error('the error page itself failed');
}

describe('error pages', () => {
  it('chooses the SPEC §8 message for each status', () => {
    expect(errorMessageId(404)).toBe('error.notFound');
    expect(errorMessageId(500)).toBe('error.server');
    expect(errorMessageId(403)).toBe('error.other');
    expect(errorMessageId(503)).toBe('error.busy');
    expect(errorMessageId(502)).toBe('error.other');
  });

  it('an unmatched route has one heading, "Page not found", and "This page could not be found" under it', () => {
    render(
      <MemoryRouter>
        <I18nProvider locale="en" app="brand-site">
          <ErrorPage status={404} unmatched />
        </I18nProvider>
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.getByText('This page could not be found').tagName).toBe('P');
  });

  it('500 says the page is being updated and offers no home link; other statuses do', () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/tc/x']}>
        <I18nProvider locale="tc" app="brand-site">
          <ErrorPage status={500} />
        </I18nProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('我們正在更新此頁面，請稍後再回來查看。');
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    render(
      <MemoryRouter>
        <I18nProvider locale="en" app="brand-site">
          <ErrorPage status={410} />
        </I18nProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('An error occurred');
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
  });

  it('503 (the database is briefly down) says the site is busy, in the page language, with a link home', () => {
    render(
      <MemoryRouter initialEntries={['/tc/discovery-trial/x']}>
        <I18nProvider locale="tc" app="discovery-trial">
          <ErrorPage status={503} />
        </I18nProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('網站目前較為繁忙，請稍後再試。');
    expect(screen.getByRole('link')).toBeVisible();
  });

  it('falls back to a plain message with a link home when the error page itself fails', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/tc/fragrance/x']}>
        <SafeErrorPage>
          <Broken />
        </SafeErrorPage>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('抱歉，網站暫時出現問題。');
    expect(screen.getByRole('link', { name: '返回主頁' })).toHaveAttribute('href', '/tc');
    consoleError.mockRestore();
  });
});
