import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Island } from './island';
import { lazyIsland } from './lazy-island';
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

describe('lazyIsland', () => {
  it('renders at once once its chunk is there (the server never streams the island after the page)', async () => {
    const Form = lazyIsland(async () => ({ default: () => <label>Last name<input /></label> }), { root: 'label' });
    await Form.preload();
    const html = renderToString(
      <PageStatusProvider>
        <Island>
          <Form />
        </Island>
      </PageStatusProvider>,
    );
    expect(html).toContain('<label>Last name<input/></label>');
    // Not the streamed form (hidden fallback segment swapped in by a script afterwards).
    expect(html).not.toContain('<!--$?-->');
  });

  it('waits for its chunk when it is not there yet, as a plain lazy component does', async () => {
    let arrive: () => void = () => {};
    const Form = lazyIsland(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = () => resolve({ default: () => <label>Email<input /></label> }))), { root: 'label' });
    render(
      <PageStatusProvider>
        <Island>
          <Form />
        </Island>
      </PageStatusProvider>,
    );
    await act(async () => {});
    expect(screen.queryByLabelText('Email')).toBeNull();
    await act(async () => arrive());
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });
});
