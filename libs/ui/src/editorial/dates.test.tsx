import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider, type Locale } from '@oriel/i18n';
import { DateRangeText, keepDates } from './date-range';
import { DateText } from './dates';

function renderIn(locale: Locale, node: ReactNode) {
  return render(
    <I18nProvider locale={locale} app="brand-site">
      <p>{node}</p>
    </I18nProvider>,
  ).container;
}
const units = (container: HTMLElement) => [...container.querySelectorAll('.oriel-nobreak')].map((n) => n.textContent?.replace(/\s/g, ' '));

describe('DateText', () => {
  it('writes an English day in British order, as the rest of the site does, on one line', () => {
    const container = renderIn('en', <DateText value="2025-01-01" dateTime="2025-01-01" />);
    expect(container.querySelector('time.oriel-nobreak')).toHaveAttribute('datetime', '2025-01-01');
    expect(container.textContent).toBe('1 January 2025');
  });

  it('writes a Chinese day in the Hong Kong style', () => {
    expect(renderIn('tc', <DateText value="2025-04-20" />).textContent).toBe('2025年4月20日');
  });
});

describe('DateRangeText', () => {
  it('keeps each end of a range whole, so a narrow column breaks only between the two', () => {
    expect(units(renderIn('en', <DateRangeText from="2025-10-09" to="2025-11-02" />))).toEqual(['9 October', '2 November 2025']);
    expect(units(renderIn('tc', <DateRangeText from="2025-10-09" to="2025-11-02" />))).toEqual(['2025年10月9日', '11月2日']);
  });

  it('writes a pop-up run with short months in British order', () => {
    expect(renderIn('en', <DateRangeText from="2025-04-12" to="2025-05-03" month="short" />).textContent?.replace(/\s/g, ' ')).toBe('12 Apr – 3 May 2025');
  });
});

describe('keepDates', () => {
  it('keeps every date and time of written facts whole, in both languages', () => {
    const en = renderIn('en', keepDates('26–27 April and 2–4 May 2025, 12:00–18:00'));
    expect(units(en)).toEqual(['26–27 April', '2–4 May 2025', '12:00–18:00']);
    expect(en.textContent).toBe('26–27 April and 2–4 May 2025, 12:00–18:00');
    expect(units(renderIn('en', keepDates('1 April – 31 May 2025')))).toEqual(['1 April', '31 May 2025']);
    expect(units(renderIn('tc', keepDates('2025年4月1日至5月31日')))).toEqual(['2025年4月1日', '5月31日']);
    expect(units(renderIn('tc', keepDates('2025年4月26至27日及5月2至4日 12:00–18:00')))).toEqual(['2025年4月26至27日', '5月2至4日', '12:00–18:00']);
  });

  it('leaves text without a date as it is', () => {
    expect(keepDates('45 minutes')).toBe('45 minutes');
  });
});
