import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loyaltyInquirySchema } from '../loyalty';
import { loyaltyInquiryMessages } from '../loyalty/messages';
import { formResolver, useRouteForm } from './route-form';

const values = { channel: 'sms', callingCode: '852', phoneNumber: '', email: '', lastName: '' };

function Lookup() {
  const fetcher = { submit: vi.fn() };
  const { form, onSubmit, onBlur } = useRouteForm<typeof values>({ fetcher, values, resolver: formResolver(loyaltyInquirySchema, { messages: loyaltyInquiryMessages }) as never, checks: { send: 'all' }, defaultIntent: 'send' });
  const error = (name: keyof typeof values) => form.formState.errors[name]?.message;
  return (
    <form onSubmit={onSubmit} onBlur={onBlur} noValidate>
      <input type="hidden" {...form.register('channel')} />
      <input aria-label="Phone number" {...form.register('phoneNumber')} />
      {error('phoneNumber') ? <p role="alert">{error('phoneNumber')}</p> : null}
      <input aria-label="Last name" {...form.register('lastName')} />
      {error('lastName') ? <p role="alert">{error('lastName')}</p> : null}
      <button type="submit">Send</button>
    </form>
  );
}

describe('useRouteForm checks a field when it is left, once something is in it', () => {
  it('says nothing to a keyboard visitor who only passes through the fields; checks what was typed on leaving; every field on submit', async () => {
    const user = userEvent.setup();
    render(<Lookup />);
    await user.tab();
    expect(screen.getByLabelText('Phone number')).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);

    await user.type(screen.getByLabelText('Phone number'), '9123');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('loyalty.error.phoneLength');
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
  });
});

/** A schema with a rule that belongs to submitting: the number must have been verified. */
const verifiedNumber = {
  safeParse: (input: unknown) => {
    const { phone, token } = input as { phone: string; token: string };
    return token
      ? ({ success: true, data: input } as const)
      : ({ success: false, error: { issues: [{ code: 'custom', path: ['phone'], message: `unverified ${phone}`, params: { reason: 'unverified' } }] } } as never);
  },
};

function Booking() {
  const fetcher = { submit: vi.fn() };
  const { form, onSubmit, onBlur } = useRouteForm<{ phone: string; token: string }>({
    fetcher,
    values: { phone: '', token: '' },
    resolver: formResolver(verifiedNumber as never, { submitOnly: ['unverified'] }) as never,
    checks: { book: 'all' },
    defaultIntent: 'book',
  });
  const error = form.formState.errors.phone?.message;
  return (
    <form onSubmit={onSubmit} onBlur={onBlur} noValidate>
      <input aria-label="Contact number" {...form.register('phone')} />
      {error ? <p role="alert">{error}</p> : null}
      <input type="hidden" {...form.register('token')} />
      <button type="submit">Submit</button>
    </form>
  );
}

describe('a rule that belongs to submitting (submitOnly)', () => {
  it('is not said when the field is left (the visitor is on the way to verify it), and is on submit', async () => {
    const user = userEvent.setup();
    render(<Booking />);
    await user.type(screen.getByLabelText('Contact number'), '91234567');
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('unverified 91234567');
  });
});
