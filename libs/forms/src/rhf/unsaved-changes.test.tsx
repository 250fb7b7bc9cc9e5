import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useUnsavedChangesGuard } from './unsaved-changes';

function Editor({ confirm }: { confirm?: () => boolean }) {
  const form = useForm({ defaultValues: { title: 'Spring' } });
  const blocker = useUnsavedChangesGuard(form.control, confirm);
  return (
    <>
      <input aria-label="Title" {...form.register('title')} />
      <Link to="/elsewhere">Leave</Link>
      {/* Without `confirm`, the page asks in its own dialog. */}
      {blocker.state === 'blocked' ? (
        <div role="alertdialog" aria-label="Unsaved changes">
          <button type="button" onClick={() => blocker.reset()}>
            Stay
          </button>
          <button type="button" onClick={() => blocker.proceed()}>
            Leave anyway
          </button>
        </div>
      ) : null}
    </>
  );
}

const open = (confirm?: () => boolean) =>
  render(
    <RouterProvider
      router={createMemoryRouter([
        { path: '/', element: <Editor confirm={confirm} /> },
        { path: '/elsewhere', element: <p>Elsewhere</p> },
      ])}
    />,
  );

describe('useUnsavedChangesGuard (react-hook-form dirty state, React Router blocker)', () => {
  it('lets an untouched form go without asking', async () => {
    const confirm = vi.fn(() => false);
    open(confirm);
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before leaving a changed form, and stays when the person says no', async () => {
    const confirm = vi.fn(() => false);
    open(confirm);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), ' rain');
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Spring rain');
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });

  it('leaves when the person confirms', async () => {
    open(() => true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), ' rain');
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('without a confirm, stays blocked for the page’s own dialog: Stay keeps the words, Leave goes', async () => {
    open();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), ' rain');
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Spring rain');
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave anyway' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });
});
