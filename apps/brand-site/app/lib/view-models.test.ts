import { describe, expect, it } from 'vitest';
import { hongKongDay, mapLinks, shadesOf, todaysHours } from './view-models';

const central = {
  opens: null,
  closes: null,
  openingHours: { mon: '10:30-20:00', tue: '10:30-20:00', wed: '10:30-20:00', thu: '10:30-20:00', fri: '10:30-20:00', sat: 'closed', sun: '11:00-19:00' },
};

describe("a boutique's hours today, in Hong Kong time", () => {
  it('takes the weekday in Hong Kong, not the server clock: Sunday 23:30 UTC is Monday morning there', () => {
    const now = new Date('2026-11-29T23:30:00Z');
    expect(hongKongDay(now)).toEqual({ weekday: 'mon', date: '2026-11-30' });
    expect(todaysHours(central, now)).toEqual({ opens: '10:30', closes: '20:00' });
  });

  it('says closed on a closed day, and nothing when the content gives no weekly hours', () => {
    expect(todaysHours(central, new Date('2026-11-28T04:00:00Z'))).toBe('closed');
    expect(todaysHours({ ...central, openingHours: null }, new Date('2026-11-28T04:00:00Z'))).toBeNull();
  });

  it('gives no hours for a pop-up outside its run', () => {
    const popUp = { ...central, opens: '2026-12-01', closes: '2026-12-10' };
    expect(todaysHours(popUp, new Date('2026-11-30T04:00:00Z'))).toBeNull();
    expect(todaysHours(popUp, new Date('2026-12-01T04:00:00Z'))).toEqual({ opens: '10:30', closes: '20:00' });
  });
});

it('links the boutique in Google Maps and Apple Maps by its name and address, escaped', () => {
  const links = mapLinks({ name: 'Maison Oriel Central', address: '18 Queen’s Road Central, Hong Kong' });
  expect(links.google).toBe('https://www.google.com/maps/search/?api=1&query=Maison%20Oriel%20Central%2C%2018%20Queen%E2%80%99s%20Road%20Central%2C%20Hong%20Kong');
  expect(new URL(links.apple).searchParams.get('address')).toBe('18 Queen’s Road Central, Hong Kong');
});

it('lists each named shade once, whatever sizes it comes in', () => {
  expect(
    shadesOf([
      { shade: '#b3344b', label: '01 Pivoine' },
      { shade: '#b3344b', label: '01 Pivoine' },
      { shade: null, label: 'Refill' },
      { shade: '#9c4a32', label: '02 Brique' },
    ]),
  ).toEqual([
    { name: '01 Pivoine', colour: '#b3344b' },
    { name: '02 Brique', colour: '#9c4a32' },
  ]);
});
