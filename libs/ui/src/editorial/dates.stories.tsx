import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useLocale } from '@oriel/i18n';
import { desktop, laptop, phone } from '../story-viewports';
import { DateRangeText, keepDates } from './date-range';
import { DateText } from './dates';

/** The sample's labels and written facts in the locale it is shown in. */
const words = {
  en: { day: 'Day', range: 'Range', popUp: 'Pop-up run', facts: 'Written facts', written: '26–27 April and 2–4 May 2025, 12:00–18:00' },
  tc: { day: '日期', range: '日期範圍', popUp: '期間限定店檔期', facts: '活動資料', written: '2025年4月26至27日及5月2至4日 12:00–18:00' },
};

function Dates() {
  const w = words[useLocale()];
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: '8rem 9rem', gap: '0.75rem 1.5rem', margin: 0 }}>
      <dt>{w.day}</dt>
      <dd style={{ margin: 0 }}>
        <DateText value="2025-04-20" dateTime="2025-04-20" />
      </dd>
      <dt>{w.range}</dt>
      <dd style={{ margin: 0 }} data-testid="range">
        <DateRangeText from="2025-10-09" to="2025-11-02" />
      </dd>
      <dt>{w.popUp}</dt>
      <dd style={{ margin: 0 }}>
        <DateRangeText from="2025-04-12" to="2025-05-03" month="short" />
      </dd>
      <dt>{w.facts}</dt>
      <dd style={{ margin: 0 }}>{keepDates(w.written)}</dd>
    </dl>
  );
}

const meta = {
  title: 'Editorial/Dates',
  component: Dates,
  decorators: [(Story) => <div style={{ padding: '2rem' }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component: `The site's dates, written one way everywhere (\`formatDate\` and \`formatDateRange\` of @oriel/i18n): Hong Kong time, British order in English ("20 April 2025"), 「2025年4月20日」 in Chinese. A date never breaks across two lines; a range breaks only between its two ends (the narrow value column here shows it).

| Do | Don't |
| --- | --- |
| Use \`DateText\` / \`DateRangeText\` (or \`formatDate\` for a string) | Use react-intl's \`FormattedDate\`: the \`en\` tag writes "April 20, 2025" |
| Wrap written facts that name dates in \`keepDates\` | Let "20 / April" split at the end of a line |`,
      },
    },
  },
} satisfies Meta<typeof Dates>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { name: 'Desktop 1440 · English',
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent('20 April 2025');
    const range = canvasElement.querySelector('[data-testid="range"]') as HTMLElement;
    // Two lines at most, each a whole end of the range.
    const ends = [...range.querySelectorAll('.oriel-nobreak')].map((n) => n.getBoundingClientRect().height);
    await expect(ends).toHaveLength(2);
    for (const height of ends) await expect(height).toBeLessThan(40);
  },
};

export const TraditionalChinese: Story = { name: 'Desktop 1440 · 中文',
  parameters: { locale: 'tc' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent('2025年4月20日');
    await expect(canvasElement.querySelector('dt')).toHaveTextContent('日期');
  },
};

// The rest of the width and language matrix: in the sidebar and the test run, not on the docs page.
export const Phone375: Story = { ...English, name: 'Phone 375 · English', globals: phone, tags: ['!autodocs'] };
export const Laptop1280: Story = { ...English, name: 'Laptop 1280 · English', globals: laptop, tags: ['!autodocs'] };
export const PhoneChinese: Story = { ...TraditionalChinese, name: 'Phone 375 · 中文', globals: phone, tags: ['!autodocs'] };
export const LaptopChinese: Story = { ...TraditionalChinese, name: 'Laptop 1280 · 中文', globals: laptop, tags: ['!autodocs'] };
