import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { desktop, laptop, phone } from '@oriel/ui/story-viewports';
import { OtpStep } from './otp-step';

/** The challenge a send would answer (the code verifies only with it; the step posts it back). */
const storyChallenge = 'Qm9va2luZy1jaGFsbGVuZ2U';

const meta = {
  title: 'Forms/OTP step',
  component: OtpStep,
  parameters: {
    docs: { description: { component: `The one-time-code step of SPEC §4: "Send OTP", the code field, a countdown and then "Resend Again", and "Verified"; the code is valid for 3 minutes by SMS and 10 by email (SPEC §9). It draws no \`<form>\`: "Send OTP" and "Verify" are submit buttons with an \`intent\`, answered by the route action of the form around it, and \`state\` is that action's last answer (so it works without JavaScript).

**Use** inside the form that owns the destination: the loyalty lookup (phone or email) and the registration form's contact number (SMS). Never on its own, and not for the pre-release gate's password.

| Do | Don't |
| --- | --- |
| Put it inside the form that holds the phone number or email, with "Verify another number" beside it | Wrap it in a \`<form>\` of its own: the send must post the destination with it |
| Pass \`state\` and \`error\` as the action answered them; the wait before "Resend Again" is the server's figure | Count the wait from the device's clock, or keep the step's state in the page |
| Give refusals as message ids of the \`otp\` area (\`describeOtpError\`): the visitor reads them in their language | Write your own words for a wrong or expired code: SPEC §5 gives "The verification code is invalid / expired." |
| Pass \`pending\` while a send or a check is posted: the button says "Sending…" or "Verifying…" and cannot be pressed twice | Leave the buttons live while a post is under way |` } },
  },
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
  globals: laptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send OTP' })).toHaveAttribute('value', 'send-code');
    await expect(canvas.queryByLabelText('Verification code')).toBeNull();
  },
};

// Before sending, at the three widths in both languages (the words come from the `otp` catalogue).
export const Phone375: Story = { ...BeforeSending, name: 'Phone 375 · English', tags: ['!autodocs'], globals: phone };
export const Desktop1440: Story = { ...BeforeSending, name: 'Desktop 1440 · English', tags: ['!autodocs'], globals: desktop };
export const PhoneChinese: Story = { ...BeforeSending, name: 'Phone 375 · 中文', tags: ['!autodocs'], parameters: { locale: 'tc' }, play: undefined, globals: phone };
export const LaptopChinese: Story = { ...BeforeSending, name: 'Laptop 1280 · 中文', tags: ['!autodocs'], parameters: { locale: 'tc' }, play: undefined, globals: laptop };
export const DesktopChinese: Story = { ...BeforeSending, name: 'Desktop 1440 · 中文', tags: ['!autodocs'], parameters: { locale: 'tc' }, play: undefined, globals: desktop };

/** A code went out: the code field, and the countdown the server computed, running down. */
export const CodeSent: Story = {
  args: { state: { status: 'sent', resendAt: 0, resendInSeconds: 3, validMinutes: 3, challenge: storyChallenge } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Verification code')).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByText(/Resend in 3 s/)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Resend Again' })).toBeVisible(), { timeout: 5000 });
  },
};

export const WrongCode: Story = {
  args: { state: { status: 'sent', resendAt: 0, resendInSeconds: 40, validMinutes: 3, challenge: storyChallenge }, error: { id: 'otp.error.invalid' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The verification code is invalid / expired.');
  },
};

export const ByEmail: Story = {
  args: { channel: 'email', destinationLabel: 'mei.chan@example.com', state: { status: 'sent', resendAt: 0, resendInSeconds: 60, validMinutes: 10, challenge: storyChallenge } },
};

export const Verified: Story = {
  args: { state: { status: 'verified' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Verified +852 9123 4567');
  },
};
