import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { Island } from './island';
import { PageStatusProvider, usePageStatus } from './page-status';

function Status() {
  return <output aria-label="page status">{usePageStatus().ready ? 'ready' : 'loading'}</output>;
}

/** A lazy component whose chunk arrives when the test says so. */
function deferredComponent() {
  let arrive: () => void = () => {};
  const Component = lazy(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((resolve) => {
        arrive = () => resolve({ default: () => <label>Mobile number<input /></label> });
      }),
  );
  return { Component, arrive: () => arrive() };
}

describe('Island', () => {
  it('keeps the page loading until the island has come, then reports ready', async () => {
    const { Component, arrive } = deferredComponent();
    render(
      <PageStatusProvider>
        <Status />
        <Island>
          <Component />
        </Island>
      </PageStatusProvider>,
    );
    await act(async () => {});
    expect(screen.getByRole('status', { name: 'page status' })).toHaveTextContent('loading');
    expect(screen.queryByLabelText('Mobile number')).toBeNull();

    await act(async () => arrive());
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'page status' })).toHaveTextContent('ready');
  });

  it('does not hold a page that is already on screen (a later navigation)', async () => {
    const { Component } = deferredComponent();
    function Later() {
      return (
        <Island>
          <Component />
        </Island>
      );
    }
    const { rerender } = render(
      <PageStatusProvider>
        <Status />
      </PageStatusProvider>,
    );
    await act(async () => {});
    rerender(
      <PageStatusProvider>
        <Status />
        <Later />
      </PageStatusProvider>,
    );
    await act(async () => {});
    expect(screen.getByRole('status', { name: 'page status' })).toHaveTextContent('ready');
  });
});
