import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { desktop, laptop, phone } from '@oriel/ui/story-viewports';
import { LoyaltyLookup } from './loyalty-lookup';
import type { LookupAnswer } from './lookup.server';
import './loyalty.css';
// The member card's styles come with its chunk on the page; here from the start, so the checks see them.
import './view/loyalty-view.css';

const year = new Date().getFullYear();
/** The action's answer after a code went to +852 9123 4567 (the code step, as the server renders it). */
const codeSent = (): LookupAnswer => ({
  step: 'form',
  values: { channel: 'sms', callingCode: '852', phoneNumber: '91234567', email: '', lastName: 'Chan' },
  errors: {},
  otp: { status: 'sent', resendAt: Date.now() + 60_000, resendInSeconds: 60, validMinutes: 3, challenge: 'Qm9va2luZy1jaGFsbGVuZ2U' },
  otpError: null,
  formError: null,
});
const posted = fn();

// Each step posts to the page's action: here the story's `routeAction`, answering as lookup.server.ts would.
const meta = {
  title: 'Loyalty/Lookup form',
  component: LoyaltyLookup,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem', margin: '2rem auto', padding: '0 1.25rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    routeAction: async ({ request }: { request: Request }) => {
      posted(Object.fromEntries(await request.formData()));
      return codeSent();
    },
    docs: { description: { component: `The loyalty points lookup of SPEC §3–§5: phone number (with its country code) or email, plus last name, then a one-time code, then the member's card in place of the answer. Each step is an intent of the exclusive-rewards page's route action (\`lookup.server.ts\`), so it works without JavaScript; with it, the fields are checked with the action's own schema as they are left and before each post, and the answer comes back without a reload.

**Use** once, in the "Loyalty points lookup" section of /exclusive-rewards. Not on the programme terms page, and not as a sign-in: it shows points and nothing else.

| Do | Don't |
| --- | --- |
| Ask for the last name with the phone number or email: a member is found by both | Say whether the details belong to a member before the code is verified |
| Keep the phone / email choice a pair of radios; the chosen way shows without a script | Turn the choice into tabs or a menu that needs JavaScript |
| After "cannot be found", offer "Verify another number" and "Look up by email instead" | Leave the visitor at the refusal with no way on |
| Keep the privacy line under the form: nothing goes to the URL, the browser's storage or analytics | Keep the member's points to show them on another page |` } },
  },
  beforeEach: () => posted.mockClear(),
} satisfies Meta<typeof LoyaltyLookup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing entered: every message in place, focus on the first field, nothing posted. */
export const WrongField: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await expect(await canvas.findByText('Please enter your phone number')).toBeVisible();
    await expect(canvas.getByText('Please specify your last name')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '9123');
    await userEvent.tab();
    await expect(await canvas.findByText('The phone number should have 8 digits')).toBeVisible();
    await expect(posted).not.toHaveBeenCalled();
  },
};

export const WrongFieldTraditionalChinese: Story = {
  parameters: { locale: 'tc' },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '發送驗證碼' }));
    await expect(await canvas.findByText('請輸入您的電話號碼')).toBeVisible();
    await expect(posted).not.toHaveBeenCalled();
  },
};

// The empty form at the three widths in both languages (WrongField is the laptop in English,
// WrongFieldTraditionalChinese the phone in Chinese); the empty submit is played once, there.
export const Phone375: Story = { ...WrongField, name: 'Phone 375 · English', tags: ['!autodocs'], play: undefined, globals: phone };
export const Desktop1440: Story = { ...WrongField, name: 'Desktop 1440 · English', tags: ['!autodocs'], play: undefined, globals: desktop };
export const LaptopChinese: Story = { ...WrongFieldTraditionalChinese, name: 'Laptop 1280 · 中文', tags: ['!autodocs'], play: undefined, globals: laptop };
export const DesktopChinese: Story = { ...WrongFieldTraditionalChinese, name: 'Desktop 1440 · 中文', tags: ['!autodocs'], play: undefined, globals: desktop };

/** The action refuses the code: SPEC §5's words under the code field. */
export const ServerRefusal: Story = {
  parameters: {
    actionData: codeSent(),
    routeAction: async () => ({ ...codeSent(), otpError: { id: 'otp.error.invalid' } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Verification code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText('The verification code is invalid / expired.')).toBeVisible();
  },
};

export const ServerRefusalTraditionalChinese: Story = {
  parameters: { ...ServerRefusal.parameters, locale: 'tc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('驗證碼'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '驗證' }));
    await expect(await canvas.findByText('驗證碼無效／已過期。')).toBeVisible();
  },
};

/** The right code: the action answers the member, shown in place. */
export const Success: Story = {
  parameters: {
    // The member card's colours are checked in its own story (Brand site/Loyalty member card) and on
    // the page (loyalty.spec.ts); here, drawn before its chunk's styles, axe read ivory on white.
    a11y: { context: { exclude: ['.loyalty-member'] } },
    actionData: codeSent(),
    routeAction: async ({ request }: { request: Request }) => {
      posted(Object.fromEntries(await request.formData()));
      return {
        step: 'member',
        values: codeSent().values,
        member: { salutation: 'Ms.', firstName: 'Mei', lastName: 'Chan', tier: 'Gold', points: 1620, pointsExpireOn: `${year}-12-31`, band: { band: 'high' } },
      };
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Verification code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    const welcome = await canvas.findByRole('heading', { name: 'Welcome, Ms. Mei Chan' });
    await expect(welcome).toBeVisible();
    // Read once: the heading takes the focus, and no live region around it reads the card again.
    await waitFor(() => expect(welcome).toHaveFocus());
    await expect(welcome.closest('[aria-live]')).toBeNull();
    await waitFor(() => expect(posted).toHaveBeenCalledWith(expect.objectContaining({ intent: 'verify-code', code: '123456', phoneNumber: '91234567' })));
  },
};

export const SuccessTraditionalChinese: Story = {
  parameters: { ...Success.parameters, locale: 'tc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('驗證碼'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '驗證' }));
    await expect(await canvas.findByRole('heading', { name: /歡迎您/ })).toBeVisible();
  },
};
