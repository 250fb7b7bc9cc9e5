import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { emptyRegistrationValues } from '@oriel/forms';
import type { Boutique, Campaign, CampaignSummary, TimeSlot } from '@oriel/data-client';
import { desktop, laptop, phone } from '@oriel/ui/story-viewports';
import { WayOn } from './campaign-list';
import { Giveaway } from './giveaway';
import { RegistrationForm } from '../registration/registration-form';
import { StateNotice } from './state-notice';
import '../styles/campaign.css';

const campaign: Campaign = {
  slug: 'le-perce-vent',
  locale: 'en',
  state: 'open',
  opensAt: '2025-04-01T02:00:00.000Z',
  closesAt: '2025-05-31T15:59:59.000Z',
  retentionUntil: '2025-11-30',
  statementVersion: '2025.1',
  pages: { edm: false, thankYou: true },
  theme: { accent: '#8fa3b8', ground: '#f6f1e8' },
  title: 'Le Perce-vent',
  kicker: 'Collection noire · Sample campaign',
  summary: 'A wind that pierces the storm.',
  body: ['Le Perce-vent opens the Collection noire.'],
  facts: [],
  edm: null,
  thankYou: { headline: 'Your seat is reserved', body: ['Thank you.'] },
  registration: {
    kind: 'workshop',
    feeHkd: 480,
    feeRedeemable: false,
    sessionMinutes: 45,
    remaining: 7,
    locations: [
      { code: 'central', kind: 'boutique', name: 'Central boutique', address: "15 Queen's Road Central", hours: 'Daily 11:00–20:00' },
      { code: 'tsim-sha-tsui', kind: 'boutique', name: 'Tsim Sha Tsui boutique', address: 'Ocean Terminal, Harbour City', hours: 'Daily 11:00–21:00' },
    ],
  },
  quiz: null,
  giveaway: null,
};

/** The same campaign as the Chinese page gets it: its texts and its locations' names, addresses and hours in Chinese. */
const campaignTc: Campaign = {
  ...campaign,
  locale: 'zh-Hant',
  title: 'Le Perce-vent 破風',
  kicker: '黑色系列 · 試用活動',
  summary: '穿透風暴的一陣風。',
  body: ['Le Perce-vent 揭開黑色系列的序幕。'],
  thankYou: { headline: '您的席位已預留', body: ['謝謝。'] },
  registration: {
    ...campaign.registration!,
    locations: [
      { code: 'central', kind: 'boutique', name: '中環專門店', address: '香港中環皇后大道中15號', hours: '每日 11:00–20:00' },
      { code: 'tsim-sha-tsui', kind: 'boutique', name: '尖沙咀專門店', address: '海港城海運大廈', hours: '每日 11:00–21:00' },
    ],
  },
};

const slots: TimeSlot[] = [
  { id: 1, location: 'central', date: '2025-04-26', time: '12:00', startsAt: '2025-04-26T04:00:00.000Z', endsAt: '2025-04-26T04:45:00.000Z', quota: 6, remaining: 0 },
  { id: 2, location: 'central', date: '2025-04-26', time: '12:45', startsAt: '2025-04-26T04:45:00.000Z', endsAt: '2025-04-26T05:30:00.000Z', quota: 6, remaining: 6 },
  { id: 3, location: 'central', date: '2025-04-27', time: '12:00', startsAt: '2025-04-27T04:00:00.000Z', endsAt: '2025-04-27T04:45:00.000Z', quota: 6, remaining: 1 },
];

const meta = {
  title: 'Campaigns/Registration',
  component: RegistrationForm,
  args: { campaign, slots },
  parameters: {
    docs: { description: { component: `The sample and workshop registration form of SPEC §3/§5, and the parts a campaign page sets around it: the campaign's state, a giveaway, and the way on from a campaign that has ended. The form posts to the campaign page's action (send the SMS code, verify it, register), so it works without JavaScript; with it, fields are checked before anything is posted, and the places left are read again every 5 seconds.

**Use** the form only on an open campaign, in its "Reserve your workshop" or "Reserve your sample" section, with the fee above it. On an upcoming or full campaign the state notice takes its place; an ended one says so once, in its hero, with no reservation section under it.

| Do | Don't |
| --- | --- |
| Keep SPEC §5's messages word for word, "Please select a appointment date" included | Correct or reword the spec's messages |
| Show a full session as "Quota full", not selectable, and the others with the places left | Hide full sessions: the visitor would not know why a time is missing |
| Keep the contact number's SMS check (the OTP step) before "Submit"; a verified number stays locked until "Verify another number" | Let a visitor register with a number that is not verified |
| Take the fee, the locations and the sessions from the campaign's data | Promise a refund, a price or a session the campaign's data does not hold |` } },
  },
  decorators: [
    (Story) => (
      <main className="campaign campaign--light" style={{ paddingTop: 0 }}>
        <section className="campaign-register">
          <Story />
        </section>
      </main>
    ),
  ],
} satisfies Meta<typeof RegistrationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An empty submit: every message of SPEC §5, announced, focus on the first field. */
export const ValidationMessages: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    // The schema is fetched at this first check (decision 330): the messages come once it is there.
    await canvas.findByText('Please select your salutation', {}, { timeout: 5000 });
    for (const text of [
      'Please select your salutation',
      'Please specify your first name',
      'Please specify your last name',
      'Please select your age range',
      'Please enter your email',
      'Please enter your contact number',
      'Please select a redemption location',
      'Please select a appointment date',
      'Please select a appointment time-slot',
      'Please agree to the below statement',
      'Please indicate your communications preference',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(canvas.getByRole('radio', { name: 'Ms' })).toHaveFocus();
    // The summary (an alert) counts what Submit found: putting a field right takes its message
    // away but leaves the summary's words, which a screen reader would announce at each keystroke;
    // the next Submit counts again.
    const summary = canvasElement.querySelector('[data-slot="form-error"]');
    await expect(summary).toHaveTextContent('11 fields need attention: each message is beside its field.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Mei');
    await waitFor(() => expect(canvas.queryByText('Please specify your first name')).toBeNull());
    await expect(summary).toHaveTextContent('11 fields need attention');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(summary).toHaveTextContent('10 fields need attention'));
  },
};

/**
 * A full session says "Quota full" and cannot be chosen; the others show the places left. A list
 * waiting for the choice before it says why in its description, read with the list itself.
 */
export const QuotaFull: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Appointment date/)).toHaveAccessibleDescription('Choose a redemption location to see its dates.');
    await expect(canvas.getByLabelText(/Appointment time-slot/)).toHaveAccessibleDescription('Choose a date to see its time-slots.');
    await userEvent.click(canvas.getByRole('radio', { name: /Central boutique/ }));
    await userEvent.selectOptions(canvas.getByLabelText(/Appointment date/), '2025-04-26');
    const full = canvas.getByRole('option', { name: /12:00–12:45 · Quota full/ });
    await expect(full).toBeDisabled();
    await expect(canvas.getByRole('option', { name: /12:45–13:30 · 6 places left/ })).toBeEnabled();
  },
};

export const TraditionalChinesePhone: Story = { name: 'Phone 375 · 中文',
  args: { campaign: campaignTc },
  parameters: { locale: 'tc' },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByText('請選擇預約時段', {}, { timeout: 5000 })).toBeVisible();
  },
};

// The empty form at the three widths in both languages (ValidationMessages is the laptop in English,
// TraditionalChinesePhone the phone in Chinese); the empty submit is played once, there.
export const RegistrationPhone: Story = { ...ValidationMessages, name: 'Registration form · Phone 375 · English', tags: ['!autodocs'], play: undefined, globals: phone };
export const RegistrationDesktop: Story = { ...ValidationMessages, name: 'Registration form · Desktop 1440 · English', tags: ['!autodocs'], play: undefined, globals: desktop };
export const RegistrationLaptopChinese: Story = { ...TraditionalChinesePhone, name: 'Registration form · Laptop 1280 · 中文', tags: ['!autodocs'], play: undefined, globals: laptop };
export const RegistrationDesktopChinese: Story = { ...TraditionalChinesePhone, name: 'Registration form · Desktop 1440 · 中文', tags: ['!autodocs'], play: undefined, globals: desktop };

/** The action's last answer: a visitor whose number is verified (the form as the server rendered it). */
const verified = {
  step: 'form',
  values: emptyRegistrationValues({
    salutation: 'ms',
    first_name: 'Mei',
    last_name: 'Chan',
    age_range: '25-34',
    email: 'mei.chan@example.com',
    contact_number: '91234567',
    otp_token: 'proof',
    idempotency_key: '2f0c6c4e-7d7e-4a53-9e3c-0e6b8d1f2a11',
    terms: true,
    communication: ['email'],
  }),
  errors: {},
  formError: null,
  otp: { status: 'verified' },
  otpError: null,
} as const;

const chooseSession = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('radio', { name: /Central boutique|Central/ }));
  await userEvent.selectOptions(canvas.getAllByRole('combobox')[2]!, '2025-04-26');
  await userEvent.selectOptions(canvas.getAllByRole('combobox')[3]!, '2');
  return canvas;
};

/** The action refuses (the address was used): its message lands on the field, which takes the focus. */
export const ServerRefusal: Story = {
  parameters: {
    actionData: verified,
    routeAction: async () => ({ ...verified, errors: { email: 'registration.error.emailUsed' }, formError: 'registration.error.summary#count=1' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await chooseSession(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Email had been used.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ServerRefusalTraditionalChinese: Story = {
  args: { campaign: campaignTc },
  parameters: { ...ServerRefusal.parameters, locale: 'tc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('radio')[3]!);
    await userEvent.selectOptions(canvas.getAllByRole('combobox')[2]!, '2025-04-26');
    await userEvent.selectOptions(canvas.getAllByRole('combobox')[3]!, '2');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByText('此電郵地址已用於登記。')).toBeVisible();
  },
};

const posted = fn();
/** Every field right: the form is posted once, intent and proof included, to the page's action. */
export const Success: Story = {
  parameters: {
    actionData: verified,
    routeAction: async ({ request }: { request: Request }) => {
      posted(Object.fromEntries(await request.formData()));
      return { step: 'booked', booking: null };
    },
  },
  play: async ({ canvasElement }) => {
    posted.mockClear();
    const canvas = await chooseSession(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    await expect(posted).toHaveBeenCalledWith(expect.objectContaining({ intent: 'register', pickup_time: '2', otp_token: 'proof', email: 'mei.chan@example.com' }));
    await expect(canvas.queryAllByRole('alert').filter((alert) => alert.textContent)).toEqual([]);
  },
};

/** A wrong field is refused in the browser: nothing is posted. */
export const WrongFieldNotPosted: Story = {
  parameters: { actionData: verified, routeAction: async ({ request }: { request: Request }) => posted(Object.fromEntries(await request.formData())) ?? verified },
  play: async ({ canvasElement }) => {
    posted.mockClear();
    const canvas = await chooseSession(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Email' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'mei@');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Email is invalid')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await expect(posted).not.toHaveBeenCalled();
  },
};

export const WrongFieldNotPostedTraditionalChinese: Story = {
  args: { campaign: campaignTc },
  parameters: { ...WrongFieldNotPosted.parameters, locale: 'tc' },
  play: async ({ canvasElement }) => {
    posted.mockClear();
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: /電郵/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'mei@');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByText('電郵地址無效')).toBeVisible();
    await expect(email).toHaveFocus();
    await expect(posted).not.toHaveBeenCalled();
  },
};

export const SuccessTraditionalChinese: Story = {
  args: { campaign: campaignTc },
  parameters: { ...Success.parameters, locale: 'tc' },
  play: async ({ canvasElement }) => {
    posted.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('radio')[3]!);
    await userEvent.selectOptions(canvas.getAllByRole('combobox')[2]!, '2025-04-26');
    await userEvent.selectOptions(canvas.getAllByRole('combobox')[3]!, '2');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    await expect(posted).toHaveBeenCalledWith(expect.objectContaining({ intent: 'register', pickup_time: '2' }));
  },
};

/** StateNotice: SPEC §4's states in the visitor's words. Use it once, in a campaign's hero (upcoming, open, full, ended): the booking section below shows only while there is something to book. */
export const States: Story = {
  globals: laptop,
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', padding: '2rem' }}>
      <StateNotice state="upcoming" opensAt="2025-10-09T03:00:00.000Z" closesAt="2025-11-02T11:00:00.000Z" daysToOpen={5} />
      <StateNotice state="open" opensAt="2025-04-01T02:00:00.000Z" closesAt="2025-05-31T15:59:59.000Z" />
      <StateNotice state="full" opensAt="2025-04-01T02:00:00.000Z" closesAt="2025-05-31T15:59:59.000Z" />
      <StateNotice state="ended" opensAt="2025-04-01T02:00:00.000Z" closesAt="2025-05-31T15:59:59.000Z" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('all reservations are full')).toBeVisible();
    await expect(canvas.getByText('Campaign has ended, thank you for your support!')).toBeVisible();
    const upcoming = canvasElement.querySelector('[data-state="upcoming"]')!;
    await expect(upcoming).toHaveTextContent('Registration opens on 9 October 2025 at 11:00. That is in 5 days.');
    // The date and the time each stay on one line: a narrow column breaks between them, never inside.
    await expect([...upcoming.querySelectorAll('.oriel-nobreak')].map((n) => n.textContent)).toEqual(['9 October 2025', '11:00']);
  },
};

// The four states at the three widths in both languages (States is the laptop in English); the words come from the `campaigns` catalogue.
export const StatesPhone: Story = { ...States, name: 'State notice · Phone 375 · English', tags: ['!autodocs'], globals: phone };
export const StatesDesktop: Story = { ...States, name: 'State notice · Desktop 1440 · English', tags: ['!autodocs'], globals: desktop };
export const StatesPhoneChinese: Story = { ...States, name: 'State notice · Phone 375 · 中文', tags: ['!autodocs'], parameters: { locale: 'tc' }, play: undefined, globals: phone };
export const StatesLaptopChinese: Story = { ...States, name: 'State notice · Laptop 1280 · 中文', tags: ['!autodocs'], parameters: { locale: 'tc' }, play: undefined, globals: laptop };
export const StatesDesktopChinese: Story = { ...States, name: 'State notice · Desktop 1440 · 中文', tags: ['!autodocs'], parameters: { locale: 'tc' }, play: undefined, globals: desktop };

const closedGiveaway: NonNullable<Campaign['giveaway']> = {
  state: 'closed',
  closesAt: '2024-07-10T15:59:59.000Z',
  prizeValueHkd: 880,
  licenceNumber: '56789',
  minimumAge: 18,
  winners: 4,
  drawAt: '2024-07-12T07:00:00.000Z',
  claimBy: '2024-08-10T12:00:00.000Z',
  platform: 'Instagram',
  title: 'The Matin Instagram giveaway',
  prize: 'One Matin eau de parfum 100ml of your result',
  rules: ['Share your result on Instagram.'],
};

/** Giveaway: a campaign's prize and the rules its licence asks for, written from the campaign's fields. Use it on a campaign that has a giveaway (the Matin quiz, La fille tour de fer); once closed it offers to follow the house, no longer to take part. */
export const GiveawayClosed: Story = {
  globals: laptop,
  render: () => <Giveaway giveaway={closedGiveaway} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/worth HK\$880/)).toBeVisible();
    await expect(canvas.getByText('Trade Promotion Competition Licence No. 56789')).toBeVisible();
    await expect(canvas.getByText('Entries closed on 10 July 2024.')).toBeVisible();
    // The rules the licence conditions ask for, written from the campaign's fields.
    const eligibility = [...canvasElement.querySelectorAll('.campaign-giveaway__rules li')].find((rule) => rule.textContent?.startsWith('Open to Hong Kong residents'));
    await expect(eligibility).toHaveTextContent(/^Open to Hong Kong residents aged 18 or over\. Employees of Maison Oriel and of its agencies/);
    // The house's name as one unit (it broke between its words in the Chinese rule at 375 px).
    await expect(eligibility!.querySelector('.oriel-nobreak')).toHaveTextContent(/^Maison Oriel$/);
    await expect(canvas.getByText('4 winners are drawn at random on Friday 12 July 2024.')).toBeVisible();
    await expect(canvas.getByText('Prizes must be claimed by Saturday 10 August 2024; a prize not claimed by then is forfeited.')).toBeVisible();
    await expect(canvas.getByText(/not sponsored, endorsed or administered by, or associated with, Instagram/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Take part on Instagram/ })).toBeNull();
  },
};

/** The giveaway's texts as the Chinese page gets them (the campaign's zh-Hant texts). */
const giveawayChinese: Story = {
  ...GiveawayClosed,
  render: () => <Giveaway giveaway={{ ...closedGiveaway, title: '晨光系列 Instagram 抽獎活動', prize: '與您測驗結果相配的晨光系列 Eau de parfum 100ml 一支', rules: ['於 Instagram 分享您的結果。'] }} />,
  parameters: { locale: 'tc' },
  play: undefined,
};
// The closed giveaway at the three widths in both languages (GiveawayClosed is the laptop in English).
export const GiveawayPhone: Story = { ...GiveawayClosed, name: 'Giveaway · Phone 375 · English', tags: ['!autodocs'], globals: phone };
export const GiveawayDesktop: Story = { ...GiveawayClosed, name: 'Giveaway · Desktop 1440 · English', tags: ['!autodocs'], globals: desktop };
export const GiveawayPhoneChinese: Story = { ...giveawayChinese, name: 'Giveaway · Phone 375 · 中文', tags: ['!autodocs'], globals: phone };
export const GiveawayLaptopChinese: Story = { ...giveawayChinese, name: 'Giveaway · Laptop 1280 · 中文', tags: ['!autodocs'], globals: laptop };
export const GiveawayDesktopChinese: Story = { ...giveawayChinese, name: 'Giveaway · Desktop 1440 · 中文', tags: ['!autodocs'], globals: desktop };

const summary = (slug: string, state: CampaignSummary['state'], title: string, offers: CampaignSummary['offers'], feeHkd: number | null): CampaignSummary => ({
  slug,
  state,
  opensAt: state === 'upcoming' ? '2025-10-09T02:00:00.000Z' : '2025-04-01T02:00:00.000Z',
  closesAt: state === 'upcoming' ? '2025-11-02T12:00:00.000Z' : '2025-05-31T15:59:59.000Z',
  sessions: { from: '2025-04-26T04:00:00.000Z', to: '2025-05-04T09:15:00.000Z' },
  offers,
  feeHkd,
  feeRedeemable: feeHkd !== null,
  giveaway: null,
  title,
  kicker: '',
  summary: 'A wind that pierces the storm.',
  // The design folder of the slug, when the app has one (le-perce-vent); else the default design's motif.
  theme: { accent: '#b89a63', ground: '#f6f1e8' },
});

const boutique: Boutique = {
  slug: 'central',
  kind: 'permanent',
  name: 'Maison Oriel Central',
  address: "Shop G12, 18 Queen's Road Central, Central, Hong Kong",
  district: 'Central',
  hours: ['Monday to Saturday, 10:30 to 20:00'],
  note: null,
  phone: '2602 0823',
  mapUrl: 'https://www.openstreetmap.org/',
  opens: null,
  closes: null,
  openingHours: null,
  image: null,
  locale: 'en',
};
/** The same boutique as the Chinese page has it (content/boutiques/central.yaml). */
const boutiqueTc: Boutique = { ...boutique, name: 'Maison Oriel 中環店', address: '香港中環皇后大道中18號地下G12號舖', district: '中環', hours: ['星期一至六 10:30–20:00', '星期日及公眾假期 11:00–19:00'], locale: 'zh-Hant' };

/** WayOn: use it at the foot of an ended or full campaign page (and its /edm page) to lead to the campaigns open now or coming next. */
export const WayOnToCampaigns: Story = {
  globals: laptop,
  render: () => <WayOn ahead={[summary('le-perce-vent', 'open', 'Le Perce-vent', ['workshop'], 480), summary('palais-royal-gardens', 'upcoming', 'Palais Royal Gardens', ['workshop'], 480)]} boutiques={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Open now and coming next' })).toBeVisible();
    // The date is one unbreakable unit inside the sentence: the sentence is read whole.
    await expect(canvas.getByText(/^Open until/)).toHaveTextContent('Open until 31 May 2025');
    await expect(canvas.getByText(/^Opens on/)).toHaveTextContent('Opens on 9 October 2025');
    await expect(canvas.getByRole('link', { name: 'All campaigns' })).toBeVisible();
  },
};

/** The same campaigns as the Chinese page lists them (their zh-Hant titles and summary). */
const wayOnChinese: Story = {
  ...WayOnToCampaigns,
  render: () => (
    <WayOn
      ahead={[
        { ...summary('le-perce-vent', 'open', 'Le Perce-vent 破風', ['workshop'], 480), summary: '穿透風暴的一陣風。' },
        { ...summary('palais-royal-gardens', 'upcoming', '皇家宮殿花園', ['workshop'], 480), summary: '穿透風暴的一陣風。' },
      ]}
      boutiques={[]}
    />
  ),
  parameters: { locale: 'tc' },
  play: undefined,
};
// The way on to the campaigns at the three widths in both languages (WayOnToCampaigns is the laptop in English).
export const WayOnPhone: Story = { ...WayOnToCampaigns, name: 'Way on · Phone 375 · English', tags: ['!autodocs'], globals: phone };
export const WayOnDesktop: Story = { ...WayOnToCampaigns, name: 'Way on · Desktop 1440 · English', tags: ['!autodocs'], globals: desktop };
export const WayOnPhoneChinese: Story = { ...wayOnChinese, name: 'Way on · Phone 375 · 中文', tags: ['!autodocs'], globals: phone };
export const WayOnLaptopChinese: Story = { ...wayOnChinese, name: 'Way on · Laptop 1280 · 中文', tags: ['!autodocs'], globals: laptop };
export const WayOnDesktopChinese: Story = { ...wayOnChinese, name: 'Way on · Desktop 1440 · 中文', tags: ['!autodocs'], globals: desktop };

/** WayOn with nothing open or announced: the boutiques (address, hours, telephone) and an enquiry by e-mail; it promises no sample and no booking. */
export const WayOnToBoutiques: Story = {
  parameters: { locale: 'tc' },
  render: () => <WayOn ahead={[]} boutiques={[boutiqueTc]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '親臨專門店體驗香氛' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '2602 0823' })).toHaveAttribute('href', 'tel:+85226020823');
    await expect(canvas.getByRole('link', { name: '電郵查詢' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  },
};
