import { brand } from '@oriel/config';
import type { DataLocale } from '@oriel/contracts/locales';
import type { MessageKind } from './tables';

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
  /** The manage link; absent for a cancellation, and for a booking made before decision 245 whose link cannot be made again. */
  manageUrl?: string;
  /** A cancellation: the campaign's page while it still takes bookings. */
  bookAgainUrl?: string;
  /** A cancellation: by the visitor (the manage page) or by the house's staff (the studio). */
  cancelledBy?: 'visitor' | 'staff';
  googleCalendarUrl?: string;
}

const zone = 'Asia/Hong_Kong';

export function bookingDate(locale: DataLocale, at: Date): string {
  return locale === 'en'
    ? new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: zone }).format(at)
    : new Intl.DateTimeFormat('zh-HK', { dateStyle: 'full', timeZone: zone }).format(at);
}

export function bookingTime(at: Date, until: Date): string {
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone });
  return `${time.format(at)}–${time.format(until)}`;
}

function feeLine(locale: DataLocale, facts: BookingFacts): string | null {
  if (locale === 'en') {
    if (!facts.feeHkd) return 'Free of charge. Please show this message at the counter.';
    return `Fee: HK$${facts.feeHkd}, paid at the ${facts.feeRedeemable ? 'boutique and redeemable against a purchase on the day' : 'boutique'}.`;
  }
  if (!facts.feeHkd) return '免費參加。請於櫃檯出示此訊息。';
  return `費用：HK$${facts.feeHkd}，於專門店支付${facts.feeRedeemable ? '，可於即日購物時抵扣' : ''}。`;
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
    : { confirmation: '預約已確認', moved: '預約已更改', cancelled: '預約已取消', reminder: '明天見' }[kind];
  const manage = facts.manageUrl ? (en ? `Change or cancel: ${facts.manageUrl}` : `更改或取消預約：${facts.manageUrl}`) : null;
  const when = en ? `${date}, ${time}` : `${date} ${time}`;
  const place = en ? `${facts.locationName}, ${facts.locationAddress}` : `${facts.locationName}（${facts.locationAddress}）`;

  const byStaff = kind === 'cancelled' && facts.cancelledBy === 'staff';
  const bookAgain = facts.bookAgainUrl ? (en ? `To book another session: ${facts.bookAgainUrl}` : `如欲預約其他時段：${facts.bookAgainUrl}`) : null;
  const cancelledSms = byStaff
    ? en
      ? `${brand.name}: our team has cancelled your booking ${facts.reference} for ${facts.campaignTitle} on ${when}. Your place is released.`
      : `${brand.name}：我們的團隊已取消您於${when}的 ${facts.campaignTitle} 預約（${facts.reference}），名額已釋出。`
    : en
      ? `${brand.name}: your booking ${facts.reference} for ${facts.campaignTitle} on ${when} is cancelled. Your place is released.`
      : `${brand.name}：您於${when}的 ${facts.campaignTitle} 預約（${facts.reference}）已取消，名額已釋出。`;
  const sms = [
    kind === 'cancelled'
      ? cancelledSms
      : en
        ? `${brand.name}: ${what}. ${facts.campaignTitle}, ${when}, ${facts.locationName}. Ref ${facts.reference}.`
        : `${brand.name}：${what}。${facts.campaignTitle}，${when}，${facts.locationName}。編號 ${facts.reference}。`,
    kind === 'cancelled' ? bookAgain : manage,
  ]
    .filter(Boolean)
    .join(' ');

  // What the email opens with: what happened (and who did it, when it was not the visitor).
  const opening =
    kind !== 'cancelled'
      ? en
        ? `${what}.`
        : `${what}。`
      : byStaff
        ? en
          ? `Our team has cancelled your booking and your place is released. ${facts.bookAgainUrl ? 'You are welcome to book another session.' : 'We hope to welcome you another time.'}`
          : `我們的團隊已取消您的預約，名額已釋出。${facts.bookAgainUrl ? '歡迎您預約其他時段。' : '期待下次再為您服務。'}`
        : en
          ? 'Your booking is cancelled and your place is released. We hope to welcome you another time.'
          : '您的預約已取消，名額已釋出。期待下次再為您服務。';
  // A reminder of a booking whose link cannot be made again (made before decision 245).
  const noLink = kind === 'reminder' && !manage ? (en ? 'To change or cancel, use the link in your confirmation.' : '如需更改或取消，請使用確認訊息中的連結。') : null;

  const subject = en ? `${what}: ${facts.campaignTitle}, ${date} (${facts.reference})` : `${what}：${facts.campaignTitle}，${date}（${facts.reference}）`;
  const lines = en
    ? [
        opening,
        '',
        `Booking reference: ${facts.reference}`,
        `Campaign: ${facts.campaignTitle}`,
        `Date: ${date}`,
        `Time: ${time} (Hong Kong time)`,
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
        `日期：${date}`,
        `時間：${time}（香港時間）`,
        `地點：${place}`,
        kind === 'cancelled' ? null : feeLine(locale, facts),
        '',
        kind === 'cancelled' ? bookAgain : manage,
        kind === 'cancelled' || !facts.googleCalendarUrl ? null : `加入 Google 日曆：${facts.googleCalendarUrl}`,
        kind === 'cancelled' ? null : '附件日曆邀請（.ics）可將活動加入您的日曆。',
        noLink,
        '',
        brand.name,
      ];
  return { sms, subject, email: lines.filter((line) => line !== null).join('\n') };
}
