import { brand } from '@oriel/config';
import type { DataLocale } from '@oriel/contracts/locales';
import { hongKongDate, hongKongTime } from '@oriel/contracts/dates';
import type { MessageKind } from './tables';
import { fitSms, toGsm } from './sms';

/**
 * The words of booking messages (SMS and email), in the language the visitor booked in. The data
 * service writes them itself (like the one-time codes of apps/api/src/otp/transports.ts): they
 * leave the house as they are written here. Chinese follows docs/glossary.md.
 */

/** The stored locale of a registration, whatever its spelling (`zh-Hant`, formerly `tc`). */
export function messageLocale(stored: string): DataLocale {
  return stored === 'en' ? 'en' : 'zh-Hant';
}

export interface BookingFacts {
  reference: string;
  campaignTitle: string;
  locationName: string;
  locationAddress: string;
  startsAt: Date;
  endsAt: Date;
  feeHkd: number | null;
  feeRedeemable: boolean;
  /** The manage link; absent for a cancellation, and for a booking made before manage tokens were derived, whose link cannot be made again. */
  manageUrl?: string;
  /**
   * The link of the SMS: the short link of the booking (`/m/{code}`), which opens the manage page,
   * or after a cancellation the campaign's page while it still takes bookings.
   */
  smsUrl?: string;
  /** A cancellation: the campaign's page while it still takes bookings. */
  bookAgainUrl?: string;
  /** A cancellation: by the visitor (the manage page) or by the house's staff (the studio). */
  cancelledBy?: 'visitor' | 'staff';
  googleCalendarUrl?: string;
}

/** The session's day, as the site writes it (@oriel/contracts/dates): 「2025年4月26日（星期六）」. */
export function bookingDate(locale: DataLocale, at: Date): string {
  return hongKongDate(locale, at);
}

export function bookingTime(at: Date, until: Date): string {
  return `${hongKongTime(at)}–${hongKongTime(until)}`;
}

function feeLine(locale: DataLocale, facts: BookingFacts): string | null {
  if (locale === 'en') {
    if (!facts.feeHkd) return 'Complimentary. Please show this message at the counter.';
    return `Fee: HK$${facts.feeHkd}, paid at the ${facts.feeRedeemable ? 'venue and redeemable against a purchase on the day' : 'venue'}.`;
  }
  if (!facts.feeHkd) return '免費。請於櫃檯出示此訊息。';
  return `費用：HK$${facts.feeHkd}，於現場繳付${facts.feeRedeemable ? '，可於即日購物時抵扣' : ''}。`;
}

/**
 * The SMS of one event. Two parts at most in either language (./sms.ts): the short manage link,
 * the short date 「4月26日（六）12:00」, and in English GSM-7 characters only; a long campaign
 * title is shortened to fit, nothing else is.
 */
function bookingSms(kind: MessageKind, locale: DataLocale, facts: BookingFacts): string {
  const link = facts.smsUrl ?? facts.manageUrl ?? facts.bookAgainUrl;
  const byStaff = kind === 'cancelled' && facts.cancelledBy === 'staff';
  if (locale === 'en') {
    const when = `${hongKongDate('en', facts.startsAt, 'short')} ${hongKongTime(facts.startsAt)}`;
    const place = toGsm(facts.locationName);
    const ref = facts.reference;
    const tail = link ? (kind === 'cancelled' ? ` To book again: ${link}` : ` Change or cancel: ${link}`) : '';
    const write = (title: string, withPlace: boolean): string => {
      const t = toGsm(title);
      const at = withPlace ? `, ${place}` : '';
      switch (kind) {
        case 'confirmation':
          return `${brand.name}: your booking for ${t} is confirmed, ${when}${at}. Ref ${ref}.${tail}`;
        case 'moved':
          return `${brand.name}: your booking for ${t} is now on ${when}${at}. Ref ${ref}.${tail}`;
        case 'reminder':
          return `${brand.name}: we look forward to seeing you tomorrow for ${t}, ${when}${at}. Ref ${ref}.${tail}`;
        case 'cancelled':
          return byStaff
            ? `${brand.name}: we are sorry, our team has cancelled your booking ${ref} for ${t} on ${when}.${tail}`
            : `${brand.name}: your booking ${ref} for ${t} on ${when} is cancelled.${tail}`;
      }
    };
    return fitSms(write, facts.campaignTitle, '...');
  }
  const when = `${hongKongDate(locale, facts.startsAt, 'short')}${hongKongTime(facts.startsAt)}`;
  const place = facts.locationName;
  const ref = facts.reference;
  const tail = link ? (kind === 'cancelled' ? `如欲再次預約：${link}` : `更改或取消：${link}`) : '';
  const write = (title: string, withPlace: boolean): string => {
    switch (kind) {
      case 'confirmation':
        return `${brand.name}：您已預約「${title}」，${when}${withPlace ? `，${place}` : ''}。預約編號 ${ref}。${tail}`;
      case 'moved':
        return `${brand.name}：您的「${title}」預約已改至${when}${withPlace ? `，${place}` : ''}。預約編號 ${ref}。${tail}`;
      case 'reminder':
        return `${brand.name}：明天${when}，「${title}」${withPlace ? `於${place}` : ''}恭候您。預約編號 ${ref}。${tail}`;
      case 'cancelled':
        return byStaff
          ? `${brand.name}：很抱歉，我們已取消您於${when} 的「${title}」預約（${ref}）。${tail}`
          : `${brand.name}：您於${when} 的「${title}」預約（${ref}）已取消。${tail}`;
    }
  };
  return fitSms(write, facts.campaignTitle, '……');
}

interface Rendered {
  sms: string;
  subject: string;
  email: string;
}

/** The SMS and the email of one event of a booking. */
export function bookingMessage(kind: MessageKind, locale: DataLocale, facts: BookingFacts): Rendered {
  const date = bookingDate(locale, facts.startsAt);
  const time = bookingTime(facts.startsAt, facts.endsAt);
  const en = locale === 'en';
  const what = en
    ? { confirmation: 'Booking confirmed', moved: 'Booking changed', cancelled: 'Booking cancelled', reminder: 'See you tomorrow' }[kind]
    : { confirmation: '預約已確認', moved: '預約已更改', cancelled: '預約已取消', reminder: '明天恭候您' }[kind];
  // The email's first line, for a booking that stands.
  const standing = en
    ? { confirmation: 'Your booking is confirmed.', moved: 'Your booking has been changed. Here are the new details.', reminder: 'We look forward to seeing you tomorrow.' }
    : { confirmation: '您的預約已確認，我們已為您預留名額。', moved: '您的預約已更改，最新詳情如下。', reminder: '明天恭候您的光臨，預約詳情如下。' };
  const manage = facts.manageUrl ? (en ? `Change or cancel: ${facts.manageUrl}` : `更改或取消預約：${facts.manageUrl}`) : null;
  const place = en ? `${facts.locationName}, ${facts.locationAddress}` : `${facts.locationName}（${facts.locationAddress}）`;

  const byStaff = kind === 'cancelled' && facts.cancelledBy === 'staff';
  const bookAgain = facts.bookAgainUrl ? (en ? `To book another session: ${facts.bookAgainUrl}` : `如欲預約其他時段：${facts.bookAgainUrl}`) : null;
  const sms = bookingSms(kind, locale, facts);

  // What the email opens with: what happened (and who did it, when it was not the visitor).
  const opening =
    kind !== 'cancelled'
      ? standing[kind]
      : byStaff
        ? en
          ? `Our team has cancelled your booking and your place is released. ${facts.bookAgainUrl ? 'You are welcome to book another session.' : 'We hope to welcome you another time.'}`
          : `很抱歉，我們已取消您的預約。${facts.bookAgainUrl ? '歡迎您預約其他時段。' : '期待下次再為您服務。'}`
        : en
          ? 'Your booking is cancelled and your place is released. We hope to welcome you another time.'
          : '您的預約已取消，期待下次再為您服務。';
  // A reminder of a booking whose link cannot be made again (made before manage tokens were derived).
  const noLink = kind === 'reminder' && !manage ? (en ? 'To change or cancel, use the link in your confirmation.' : '如需更改或取消，請使用確認訊息中的連結。') : null;

  const subject = en ? `${what}: ${facts.campaignTitle}, ${date} (${facts.reference})` : `${what}：${facts.campaignTitle}，${date}，預約編號 ${facts.reference}`;
  const lines = en
    ? [
        opening,
        '',
        `Booking reference: ${facts.reference}`,
        `Campaign: ${facts.campaignTitle}`,
        `Date and time: ${date}, ${time} (Hong Kong time)`,
        `Place: ${place}`,
        kind === 'cancelled' ? null : feeLine(locale, facts),
        '',
        kind === 'cancelled' ? bookAgain : manage,
        kind === 'cancelled' || !facts.googleCalendarUrl ? null : `Add to Google Calendar: ${facts.googleCalendarUrl}`,
        kind === 'cancelled' ? null : 'The attached invitation (.ics) adds the session to your calendar.',
        noLink,
        '',
        brand.name,
      ]
    : [
        opening,
        '',
        `預約編號：${facts.reference}`,
        `活動：${facts.campaignTitle}`,
        `日期及時間：${date}${time}（香港時間）`,
        `地點：${place}`,
        kind === 'cancelled' ? null : feeLine(locale, facts),
        '',
        kind === 'cancelled' ? bookAgain : manage,
        kind === 'cancelled' || !facts.googleCalendarUrl ? null : `加入 Google 日曆：${facts.googleCalendarUrl}`,
        kind === 'cancelled' ? null : '開啟附件（.ics），即可將活動加入您的日曆。',
        noLink,
        '',
        brand.name,
      ];
  return { sms, subject, email: lines.filter((line) => line !== null).join('\n') };
}
