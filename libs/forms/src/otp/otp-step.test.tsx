import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { I18nProvider } from '@oriel/i18n';
import { OtpStep, type OtpStepProps } from './otp-step';
import type { OtpMessageRef } from './otp-errors';

const sent: OtpStepProps['state'] = { status: 'sent', resendAt: Date.now() + 60_000, resendInSeconds: 60, validMinutes: 10, challenge: 'Qm9va2luZy1jaGFsbGVuZ2U' };

function Step({ error, pending = null, state = sent }: { error: OtpMessageRef | null; pending?: OtpStepProps['pending']; state?: OtpStepProps['state'] }) {
  return (
    <I18nProvider locale="en" app="brand-site">
      <form>
        <OtpStep state={state} channel="sms" destinationLabel="+852 9123 4567" error={error} pending={pending} />
      </form>
    </I18nProvider>
  );
}

describe('OtpStep while the code is checked', () => {
  it('says so in a status that was there before (so a screen reader announces it), and falls silent after', () => {
    const { rerender } = render(<Step error={null} />);
    const checking = screen.getAllByRole('status').find((status) => status.dataset.slot === 'otp-checking')!;
    expect(checking).toBeEmptyDOMElement();
    rerender(<Step error={null} pending="verify-code" />);
    expect(checking).toHaveTextContent('Verifying…');
    rerender(<Step error={{ id: 'otp.error.invalid' }} />);
    expect(checking).toBeEmptyDOMElement();
  });
});

describe('OtpStep when a new code is asked for', () => {
  it('says the new code was sent once, then leaves the visible status to say it (no second copy to read)', () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const { rerender } = render(<Step error={null} />);
    const checking = screen.getAllByRole('status').find((status) => status.dataset.slot === 'otp-checking')!;
    rerender(<Step error={null} pending="send-code" />);
    rerender(<Step error={null} state={{ ...sent, resendAt: sent.resendAt + 90_000 }} />);
    expect(checking).toHaveTextContent('+852 9123 4567');
    act(() => void vi.advanceTimersByTime(10_000));
    expect(checking).toBeEmptyDOMElement();
    expect(screen.getAllByText(/has been sent to \+852 9123 4567/)).toHaveLength(1);
  });

  it('says the code is on its way, then that it was sent, where the visible text stays the same', () => {
    const { rerender } = render(<Step error={null} />);
    const checking = screen.getAllByRole('status').find((status) => status.dataset.slot === 'otp-checking')!;
    expect(checking).toBeEmptyDOMElement();
    rerender(<Step error={null} pending="send-code" />);
    expect(checking).toHaveTextContent('Sending…');
    rerender(<Step error={null} state={{ ...sent, resendAt: sent.resendAt + 90_000 }} />);
    expect(checking).toHaveTextContent('+852 9123 4567');
    // Checking the new code: the status says that instead, and says nothing of the send after it.
    rerender(<Step error={null} state={{ ...sent, resendAt: sent.resendAt + 90_000 }} pending="verify-code" />);
    expect(checking).toHaveTextContent('Verifying…');
    rerender(<Step error={{ id: 'otp.error.invalid' }} state={{ ...sent, resendAt: sent.resendAt + 90_000 }} />);
    expect(checking).toBeEmptyDOMElement();
  });

  it('a resend refused for now (its wait restarted) announces its refusal, never a code sent', () => {
    const { rerender } = render(<Step error={null} />);
    const checking = screen.getAllByRole('status').find((status) => status.dataset.slot === 'otp-checking')!;
    rerender(<Step error={null} pending="send-code" />);
    rerender(<Step error={{ id: 'otp.error.cooldown', values: { seconds: 30 } }} state={{ ...sent, resendAt: sent.resendAt + 30_000 }} />);
    expect(checking).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toHaveTextContent('30');
  });
});

describe('OtpStep after an answer', () => {
  it('a code the service refused is cleared and the focus goes back to the code field', async () => {
    const { rerender } = render(<Step error={null} />);
    const code = screen.getByLabelText('Verification code');
    await userEvent.type(code, '123456');
    (document.activeElement as HTMLElement).blur();
    rerender(<Step error={{ id: 'otp.error.invalid' }} />);
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('The verification code is invalid');
  });

  it('a code that takes no more guesses is cleared, and the focus goes to "Resend Again" once it can be pressed', async () => {
    const ready = { ...sent, resendAt: Date.now() - 1_000, resendInSeconds: 0 };
    const { rerender } = render(<Step error={null} state={ready} />);
    const code = screen.getByLabelText('Verification code');
    await userEvent.type(code, '123456');
    (document.activeElement as HTMLElement).blur();
    rerender(<Step error={{ id: 'otp.error.usedUp' }} state={ready} />);
    expect(code).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Resend Again' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('The verification code is invalid / expired. Please request a new code.');
  });

  it('a second wrong code is announced again: the alert gets a new node, though its words are the same', () => {
    const { rerender } = render(<Step error={{ id: 'otp.error.invalid' }} />);
    const first = screen.getByRole('alert').firstElementChild;
    // A new answer of the service (a new object), saying what the last said.
    rerender(<Step error={{ id: 'otp.error.invalid' }} />);
    const second = screen.getByRole('alert').firstElementChild;
    expect(second).toHaveTextContent('The verification code is invalid / expired.');
    expect(second).not.toBe(first);
  });

  it('a send refused before any code went out leaves the focus on "Send OTP", not on the page', () => {
    const { rerender } = render(<Step error={null} state={{ status: 'idle' }} />);
    (document.activeElement as HTMLElement).blur();
    rerender(<Step error={{ id: 'otp.error.cooldown', values: { seconds: 42 } }} state={{ status: 'idle' }} />);
    expect(screen.getByRole('button', { name: 'Send OTP' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait 42 seconds before requesting another code.');
  });

  it('a code that takes no more guesses while "Resend Again" waits: the status says when it can be pressed', () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const waiting = { ...sent, resendAt: Date.now() + 2_000, resendInSeconds: 2 };
    render(<Step error={{ id: 'otp.error.usedUp' }} state={waiting} />);
    const checking = screen.getAllByRole('status').find((status) => status.dataset.slot === 'otp-checking')!;
    expect(checking).toBeEmptyDOMElement();
    act(() => void vi.advanceTimersByTime(2_500));
    expect(checking).toHaveTextContent('You may now request a new code with “Resend Again”.');
    expect(screen.getByRole('button', { name: 'Resend Again' })).toBeInTheDocument();
  });

  it('another message (a resend refused for now) keeps the code typed, and the focus goes to it', async () => {
    const { rerender } = render(<Step error={null} />);
    const code = screen.getByLabelText('Verification code');
    await userEvent.type(code, '12345');
    (document.activeElement as HTMLElement).blur();
    rerender(<Step error={{ id: 'otp.error.cooldown', values: { seconds: 30 } }} />);
    expect(code).toHaveValue('12345');
    expect(code).toHaveFocus();
  });
});
