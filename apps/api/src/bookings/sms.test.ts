// Every SMS the product sends fits in two parts, in each language, with the site's real origin
// and a long campaign name (docs/campaigns.md, "Messages"). Pure functions: no database.
import { messageText } from '../otp';
import { fitSms, smsSegments } from './sms';
import { type BookingFacts, bookingMessage } from './texts';
import type { MessageKind } from './tables';
import { shortLinkPath, shortManageCode } from './service';

describe('smsSegments: how the networks count', () => {
  it('GSM-7: 160 characters in one part, 153 per part beyond', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegments('a'.repeat(161)).segments).toBe(2);
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
    // The extension table (€, brackets, ~) takes two units; é and ü are in the basic alphabet.
    expect(smsSegments('€').units).toBe(2);
    expect(smsSegments('Dans le bleu qui pétille').encoding).toBe('GSM-7');
  });

  it('UCS-2 as soon as one character is outside GSM-7: 70 in one part, 67 per part beyond', () => {
    expect(smsSegments('12:00–12:45')).toEqual({ encoding: 'UCS-2', units: 11, segments: 1 });
    expect(smsSegments('Queen’s Road').encoding).toBe('UCS-2');
    expect(smsSegments('字'.repeat(70)).segments).toBe(1);
    expect(smsSegments('字'.repeat(71)).segments).toBe(2);
    expect(smsSegments('字'.repeat(134)).segments).toBe(2);
    expect(smsSegments('字'.repeat(135)).segments).toBe(3);
  });

  it('fitSms shortens the name alone, with an ellipsis, until the message fits', () => {
    const text = fitSms((name) => `預約「${name}」已確認。`, '字'.repeat(200), '……');
    expect(smsSegments(text).segments).toBe(2);
    expect(text).toMatch(/^預約「字+……」已確認。$/);
    expect(fitSms((name) => `Booked: ${name}.`, 'Le Perce-vent', '...')).toBe('Booked: Le Perce-vent.');
  });
});

// The production origin is not known to the code; the messages are checked with a long one.
const origins = ['https://www.maison-oriel.example', 'https://www.maison-oriel-parfums.com.hk'];
const longTitles = {
  en: 'Collection noire Le Perce-vent: the storm-glass workshop and sample weekend at the Palais Royal Gardens pop-up',
  'zh-Hant': 'Collection noire Le Perce-vent 黑色系列風暴瓶工作坊暨試用裝週末，皇家宮殿花園期間限定店',
} as const;
const longPlaces = { en: 'Palais Royal Gardens pop-up, Causeway Bay', 'zh-Hant': '銅鑼灣皇家宮殿花園期間限定店' } as const;

function facts(locale: 'en' | 'zh-Hant', origin: string, kind: MessageKind, by: 'visitor' | 'staff'): BookingFacts {
  const short = new URL(shortLinkPath(shortManageCode('k'.repeat(32), 999_999, 'nonce')), origin).toString();
  const slug = 'matin-maison-oriel-point-du-jour';
  return {
    reference: 'MAT-999999',
    campaignTitle: longTitles[locale],
    locationName: longPlaces[locale],
    locationAddress: 'G/F Atrium, Lee Garden Two, 28 Yun Ping Road, Causeway Bay, Hong Kong',
    startsAt: new Date('2025-04-26T04:00:00Z'),
    endsAt: new Date('2025-04-26T04:45:00Z'),
    feeHkd: 480,
    feeRedeemable: true,
    manageUrl: kind === 'cancelled' ? undefined : `${origin}${locale === 'en' ? '' : '/tc'}/discovery-trial/${slug}/booking/${'A'.repeat(32)}`,
    bookAgainUrl: kind === 'cancelled' ? `${origin}${locale === 'en' ? '' : '/tc'}/discovery-trial/${slug}` : undefined,
    smsUrl: short,
    cancelledBy: by,
  };
}

const events: [MessageKind, 'visitor' | 'staff'][] = [
  ['confirmation', 'visitor'],
  ['moved', 'visitor'],
  ['reminder', 'visitor'],
  ['cancelled', 'visitor'],
  ['cancelled', 'staff'],
];

describe('every booking SMS fits in two parts', () => {
  for (const origin of origins) {
    for (const [kind, by] of events) {
      it(`${kind} (${by}), ${origin}: English in GSM-7, Chinese in UCS-2, two parts each, link and reference whole`, () => {
        for (const locale of ['en', 'zh-Hant'] as const) {
          const f = facts(locale, origin, kind, by);
          const { sms } = bookingMessage(kind, locale, f);
          const count = smsSegments(sms);
          expect({ locale, encoding: count.encoding }).toEqual({ locale, encoding: locale === 'en' ? 'GSM-7' : 'UCS-2' });
          expect({ locale, sms, segments: Math.min(count.segments, 3) }).toEqual({ locale, sms, segments: expect.toBeOneOf([1, 2]) });
          expect(sms).toContain(f.smsUrl);
          expect(sms).toContain('MAT-999999');
          expect(sms).toContain(locale === 'en' ? 'Sat 26 Apr 12:00' : '4月26日（六）12:00');
        }
      });
    }
  }

  it('a short campaign name is written whole, with the place', () => {
    const f = { ...facts('zh-Hant', origins[0]!, 'confirmation', 'visitor'), campaignTitle: 'Le Perce-vent 破風', locationName: '中環專門店' };
    expect(bookingMessage('confirmation', 'zh-Hant', f).sms).toBe(
      `Maison Oriel：您已預約「Le Perce-vent 破風」，4月26日（六）12:00，中環專門店。預約編號 MAT-999999。更改或取消：${f.smsUrl}`,
    );
  });

  it('the one-time codes fit in one part: English in GSM-7', () => {
    for (const locale of ['en', 'zh-Hant'] as const) {
      for (const validMinutes of [3, 10]) {
        const { text } = messageText({ destination: { channel: 'sms', address: '+85291234567' } as never, purpose: 'campaign-registration', code: '123456', locale, validMinutes });
        expect({ locale, count: smsSegments(text) }).toMatchObject({ locale, count: { encoding: locale === 'en' ? 'GSM-7' : 'UCS-2', segments: 1 } });
      }
    }
  });
});
