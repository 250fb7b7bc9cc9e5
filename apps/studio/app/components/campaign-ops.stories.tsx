import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, laptop } from '@oriel/ui/story-viewports';
import type { OpsCampaign, OpsDashboard, OpsRegistrationDetail, OpsSlot } from '@oriel/contracts/campaign-ops';
import { FillPerLocationChart, FillPerSlotChart, RegistrationsPerDayChart } from './campaign-charts';
import { CampaignTable, CampaignTabs, EmptyState, ErrorState, LoadingState, NewSlotForm, PlacesFigure, RegistrationDetails, RegistrationTable, SlotTable } from './campaign-ops';
import '@oriel/ui/styles.css';
import '../styles/studio.css';

const campaign: OpsCampaign = {
  slug: 'le-perce-vent',
  opensAt: '2025-03-31T16:00:00.000Z',
  closesAt: '2025-05-31T15:59:00.000Z',
  retentionUntil: '2025-11-30',
  registrationKind: 'workshop',
  sessionMinutes: 45,
  quota: 36,
  booked: 14,
  registrations: 14,
  optOuts: 3,
  publishedAt: '2025-03-01T02:00:00.000Z',
};
const slot = (id: number, over: Partial<OpsSlot>): OpsSlot => ({
  id,
  location: 'ifc',
  locationName: 'IFC pop-up store',
  date: '2025-04-26',
  time: '12:00',
  endTime: '12:45',
  startsAt: '2025-04-26T04:00:00.000Z',
  version: 0,
  quota: 6,
  booked: 2,
  remaining: 4,
  closed: false,
  past: false,
  ...over,
});
const slots: OpsSlot[] = [
  slot(1, {}),
  slot(2, { time: '14:00', endTime: '14:45', booked: 6, remaining: 0 }),
  slot(3, { time: '16:00', endTime: '16:45', booked: 1, remaining: 5, closed: true }),
  slot(4, { location: 'yoho', locationName: 'YOHO MALL pop-up store', date: '2025-04-27', booked: 0, remaining: 6 }),
];
const registration: OpsRegistrationDetail = {
  id: 12,
  reference: 'LEP-000012',
  name: 'Florence Wong',
  email: 'florence.wong@example.com',
  phone: '+85261234567',
  location: 'IFC pop-up store',
  slot: '2025-04-26 12:00',
  createdAt: '2025-04-11T01:00:00.000Z',
  marketingOptOut: false,
  salutation: 'ms',
  firstName: 'Florence',
  lastName: 'Wong',
  ageRange: '25-34',
  callingCode: '+852',
  contactNumber: '61234567',
  province: null,
  communication: ['email', 'sms'],
  marketingOptOutAt: null,
  statementVersion: '2025-03',
  termsAcceptedAt: '2025-04-11T01:00:00.000Z',
  locale: 'zh-Hant',
  history: [],
};
const dashboard: OpsDashboard = {
  campaign,
  perDay: [
    { date: '2025-04-01', registrations: 5 },
    { date: '2025-04-02', registrations: 2 },
    { date: '2025-04-03', registrations: 0 },
    { date: '2025-04-04', registrations: 7 },
  ],
  perLocation: [
    { location: 'ifc', name: 'IFC pop-up store', quota: 18, booked: 9 },
    { location: 'yoho', name: 'YOHO MALL pop-up store', quota: 18, booked: 5 },
  ],
  perSlot: slots.map((s) => ({ id: s.id, label: `${s.date} ${s.time}`, location: s.locationName, quota: s.quota, booked: s.booked, closed: s.closed })),
};

const meta = {
  title: 'Studio/Campaign operations',
  parameters: {
    layout: 'padded',
    docs: { description: { component: `The studio's campaign operations, for campaign managers: the campaign list, each campaign's slots and quotas, its registrations and its dashboard, with their loading, empty and error states. They run SPEC §4's campaign states from the staff side: a quota never goes below what is booked, a closed slot takes no more bookings and keeps the ones it has, and every change is audited. The forms work without JavaScript; the figures refresh while the page is open. Times are Hong Kong time.

**Use** on the studio's campaign pages, under the campaign's tabs (Slots and quotas, Registrations, Dashboard, Texts). Not for a campaign's texts and dates: the Texts tab edits those.

| Do | Don't |
| --- | --- |
| Say a refusal at its field, with why and what to do ("6 places are already booked in this slot: the quota cannot go below 6.") | Show a bare status code or "Invalid quota" |
| Ask before closing a slot, saying what happens to its bookings | Close a slot at one click |
| Give every chart its figures as a table under it | Show a chart whose exact numbers cannot be read |
| Count places one way everywhere ("14 of 36 places booked") | Count a closed slot's empty places on one page and not on another |
| Give every empty list a line that says what to do next | Leave a table with its headings and no rows |` } },
  },
  // The components' forms and links use the memory router of .storybook/preview.tsx.
  decorators: [(Story) => <div className="studio">{Story()}</div>],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** CampaignTabs and SlotTable: the tabs head every campaign page; the slot table is the "Slots and quotas" tab, per location and date (quota, booked, remaining; a full slot, a closed one), each quota its own form. */
export const Slots: Story = {
  globals: laptop,
  render: () => (
    <>
      <CampaignTabs slug="le-perce-vent" />
      <SlotTable slots={slots} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Quota of IFC pop-up store, Sat 26 Apr 14:00')).toHaveValue(6);
    await expect(canvas.getByRole('button', { name: 'Reopen IFC pop-up store, Sat 26 Apr 16:00' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Registrations' })).toHaveAttribute('href', '/studio/campaigns/le-perce-vent/registrations');
  },
};
export const SlotsDesktop: Story = { ...Slots, name: 'Slots · Desktop 1440', tags: ['!autodocs'], globals: desktop };

/** A quota lowered below what is booked: refused, the message beside the field, the field marked invalid. */
export const QuotaRefused: Story = {
  render: () => <SlotTable slots={slots} feedback={{ slotId: 2, ok: false, message: '6 places are already booked in this slot: the quota cannot go below 6.' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Quota of IFC pop-up store, Sat 26 Apr 14:00');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('6 places are already booked in this slot: the quota cannot go below 6.');
  },
};

/** A campaign with no slot yet: an empty state that says where to add the first one. */
export const NoSlots: Story = { render: () => <SlotTable slots={[]} /> };

/** NewSlotForm: use it under the slot table to add a session (location, Hong Kong date and time, length, quota); a refusal lands on its field. */
export const AddSlot: Story = {
  globals: laptop,
  render: () => (
    <NewSlotForm
      locations={[
        { code: 'ifc', name: 'IFC pop-up store' },
        { code: 'yoho', name: 'YOHO MALL pop-up store' },
      ]}
      sessionMinutes={45}
      errors={{ time: 'A slot already starts then.' }}
      message="A slot already starts at 12:00 on 2025-04-26 at this location."
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Minutes')).toHaveValue(45);
    await expect(canvas.getByLabelText('Starts at (Hong Kong)')).toHaveAccessibleDescription('A slot already starts then.');
  },
};
export const AddSlotDesktop: Story = { ...AddSlot, name: 'Add slot · Desktop 1440', tags: ['!autodocs'], globals: desktop };

/** CampaignTable: use it for the studio's list of campaigns: each one's phase, dates, places, registrations, how long its data is kept, and "Duplicate". */
export const Campaigns: Story = {
  globals: laptop,
  render: () => (
    <CampaignTable
      now={Date.parse('2025-04-20T02:00:00.000Z')}
      campaigns={[campaign, { ...campaign, slug: 'matin', registrationKind: 'sample', quota: 400, booked: 388, opensAt: '2024-03-01T02:00:00.000Z', closesAt: '2024-04-01T02:00:00.000Z' }, { ...campaign, slug: 'rituel-tasting', opensAt: '2026-03-01T02:00:00.000Z', closesAt: '2026-04-01T02:00:00.000Z', publishedAt: null }]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: /le-perce-vent/ })).toHaveTextContent('Open now');
    await expect(canvas.getByRole('row', { name: /matin/ })).toHaveTextContent('Ended');
    await expect(canvas.getByRole('row', { name: /rituel-tasting/ })).toHaveTextContent(/Upcoming\s*Draft: not public/);
    await expect(canvas.getByRole('link', { name: 'Duplicate matin' })).toHaveAttribute('href', '/studio/campaigns/new?from=matin');
  },
};
export const CampaignsDesktop: Story = { ...Campaigns, name: 'Campaigns · Desktop 1440', tags: ['!autodocs'], globals: desktop };

/** RegistrationTable: use it on a campaign's Registrations tab, under its search; the reference opens the registration. */
export const Registrations: Story = {
  globals: laptop,
  render: () => <RegistrationTable slug="le-perce-vent" registrations={[registration, { ...registration, id: 13, reference: 'LEP-000013', name: 'Ka Ming Chan', email: 'kaming@example.com', marketingOptOut: true }]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'LEP-000012' })).toHaveAttribute('href', '/studio/campaigns/le-perce-vent/registrations/12');
  },
};
export const RegistrationsDesktop: Story = { ...Registrations, name: 'Registrations · Desktop 1440', tags: ['!autodocs'], globals: desktop };

/** A search that finds nothing says so, and what can be searched. */
export const NoMatch: Story = { render: () => <RegistrationTable slug="le-perce-vent" registrations={[]} query="wong" /> };

/** RegistrationDetails: use it on one registration's page: what the visitor gave, the statement version and when the terms were accepted. */
export const Details: Story = { render: () => <RegistrationDetails registration={registration} />, globals: laptop };
export const DetailsDesktop: Story = { ...Details, name: 'Details · Desktop 1440', tags: ['!autodocs'], globals: desktop };

/** LoadingState, EmptyState and ErrorState: use them while figures load, when a list has nothing, and when a refresh fails (with "Try again" and the time of the figures still shown). */
export const States: Story = {
  globals: laptop,
  render: () => (
    <div className="studio-stack">
      <LoadingState label="Loading the slots…" />
      <EmptyState title="No registration yet.">They appear here as visitors register.</EmptyState>
      <ErrorState message="The figures could not be refreshed (502). The figures shown are from 12:00:05." onRetry={() => undefined} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be refreshed');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
export const StatesDesktop: Story = { ...States, name: 'States · Desktop 1440', tags: ['!autodocs'], globals: desktop };

/** PlacesFigure and the charts: use them on the Dashboard tab: the one places figure, then three charts, each with its figures as a table. */
export const Dashboard: Story = {
  globals: laptop,
  render: () => (
    <div className="studio-charts">
      <PlacesFigure booked={14} quota={36} />
      <RegistrationsPerDayChart perDay={dashboard.perDay} />
      <FillPerLocationChart perLocation={dashboard.perLocation} />
      <FillPerSlotChart perSlot={dashboard.perSlot} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('14 registrations over 4 days (Hong Kong time).')).toBeVisible();
    await expect(canvas.getByTestId('places-figure')).toHaveTextContent(/14 of 36 places booked \(39%\)/);
  },
};
export const DashboardDesktop: Story = { ...Dashboard, name: 'Dashboard · Desktop 1440', tags: ['!autodocs'], globals: desktop };

/** A campaign with no registration or slot yet: each chart says so instead of drawing empty axes. */
export const DashboardEmpty: Story = {
  render: () => (
    <div className="studio-charts">
      <RegistrationsPerDayChart perDay={[]} />
      <FillPerSlotChart perSlot={[]} />
    </div>
  ),
};
