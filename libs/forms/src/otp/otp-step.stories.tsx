import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { OtpStep } from './otp-step';

/** The one-time-code step as the route action answers it; the buttons post to that action. */
const meta = {
  title: 'Forms/OTP step',
  component: OtpStep,
  decorators: [
    (Story) => (
      <form style={{ maxWidth: '28rem', margin: '3rem auto', padding: '0 1.25rem' }} onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
  args: { channel: 'sms', destinationLabel: '+852 9123 4567', error: null, state: { status: 'idle' } },
} satisfies Meta<typeof OtpStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeSending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send OTP' })).toHaveAttribute('value', 'send-code');
    await expect(canvas.queryByLabelText('Verification code')).toBeNull();
  },
};

/** A code went out: the code field, and the countdown the server computed, running down. */
export const CodeSent: Story = {
  args: { state: { status: 'sent', resendAt: 0, resendInSeconds: 3, validMinutes: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Verification code')).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByText(/Resend in 3 s/)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Resend Again' })).toBeVisible(), { timeout: 5000 });
  },
};

export const WrongCode: Story = {
  args: { state: { status: 'sent', resendAt: 0, resendInSeconds: 40, validMinutes: 3 }, error: { id: 'otp.error.invalid' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The verification code is invalid / expired.');
  },
};

export const ByEmail: Story = {
  args: { channel: 'email', destinationLabel: 'mei.chan@example.com', state: { status: 'sent', resendAt: 0, resendInSeconds: 60, validMinutes: 10 } },
};

export const Verified: Story = {
  args: { state: { status: 'verified' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Verified +852 9123 4567');
  },
};
