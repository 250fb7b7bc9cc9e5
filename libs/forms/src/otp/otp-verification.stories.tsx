import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OtpVerification } from './otp-verification';
import { type OtpSendResult, useOtpFlow } from './use-otp-flow';

/** The accepted code in these stories; any other is refused as the data service does. */
const goodCode = '246810';

interface DemoProps {
  channel: 'sms' | 'email';
  destinationLabel: string;
  /** Short in the stories so the play tests see the countdown end. */
  resendAfterSeconds: number;
  /** What the first send answers: a success, or a refusal the widget must explain. */
  sendOutcome: 'ok' | 'ip_limit' | 'delivery_failed' | 'refused';
}

function OtpDemo({ channel, destinationLabel, resendAfterSeconds, sendOutcome }: DemoProps) {
  const flow = useOtpFlow({
    send: async (): Promise<OtpSendResult> => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      if (sendOutcome === 'refused') throw { code: 'error', messageId: 'hardening.crossSite' };
      if (sendOutcome !== 'ok') throw { code: sendOutcome, retryAfterSeconds: 420 };
      return { resendAfterSeconds, expiresInSeconds: channel === 'sms' ? 180 : 600 };
    },
    verify: async (code) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      if (code !== goodCode) throw { code: 'otp_invalid' };
      return { verificationToken: 'story' };
    },
  });
  return (
    <div style={{ maxWidth: '28rem', margin: '3rem auto', padding: '0 1.25rem' }}>
      <OtpVerification flow={flow} channel={channel} destinationLabel={destinationLabel} />
    </div>
  );
}

const meta = {
  title: 'Forms/OTP verification',
  component: OtpDemo,
  args: { channel: 'sms', destinationLabel: '+852 9123 4567', resendAfterSeconds: 2, sendOutcome: 'ok' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OtpDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Send, count down in seconds, "Resend Again", a wrong code, then the right one and "verify another number". */
export const PhoneDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    expect(await canvas.findByText(/Resend in [12] s/)).toBeVisible();
    expect(canvas.getByRole('status')).toHaveTextContent('A verification code has been sent to +852 9123 4567. It is valid for 3 minutes.');
    const input = canvas.getByLabelText('Verification code');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Resend Again' })).toBeVisible(), { timeout: 4000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Resend Again' }));
    expect(await canvas.findByText(/Resend in [12] s/)).toBeVisible();

    await userEvent.type(input, '111111');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    expect(await canvas.findByRole('alert')).toHaveTextContent('The verification code is invalid / expired.');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(input);
    await userEvent.type(input, `${goodCode}{Enter}`);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Verified +852 9123 4567'));
    await userEvent.click(canvas.getByRole('button', { name: 'Verify another number' }));
    expect(canvas.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  },
};

/** The same flow by email on a phone, in Traditional Chinese. */
export const EmailPhoneChinese: Story = {
  args: { channel: 'email', destinationLabel: 'mei.chan@example.com' },
  parameters: { locale: 'tc' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '發送驗證碼' }));
    expect(await canvas.findByText(/[12] 秒後可重新發送/)).toBeVisible();
    expect(canvas.getByRole('status')).toHaveTextContent('10 分鐘內有效');
    await userEvent.type(canvas.getByLabelText('驗證碼'), '12');
    await userEvent.click(canvas.getByRole('button', { name: '驗證' }));
    expect(await canvas.findByRole('alert')).toHaveTextContent('請輸入 6 位數字驗證碼。');
    await waitFor(() => expect(canvas.getByRole('button', { name: '重新發送' })).toBeVisible(), { timeout: 4000 });
  },
};

/** A refused send says why and when to come back. */
export const NetworkLimit: Story = {
  args: { sendOutcome: 'ip_limit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    expect(await canvas.findByRole('alert')).toHaveTextContent('Too many codes have been requested from your network. Please try again in 7 minutes.');
    expect(canvas.queryByLabelText('Verification code')).toBeNull();
  },
};

export const GatewayDownChinese: Story = {
  args: { sendOutcome: 'delivery_failed' },
  parameters: { locale: 'tc' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '發送驗證碼' }));
    expect(await canvas.findByRole('alert')).toHaveTextContent('暫時未能發送驗證碼，請稍後再試。');
  },
};

/** A request the service's hardening layer refused shows the message it chose. */
export const RefusedByTheService: Story = {
  args: { sendOutcome: 'refused' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    expect(await canvas.findByRole('alert')).toHaveTextContent('This request was refused for your security. Please reload the page and try again.');
  },
};
