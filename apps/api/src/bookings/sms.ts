/**
 * How long an SMS is, as the networks count it. A message in GSM-7 (the basic alphabet and its
 * extension table) carries 160 characters, or 153 per part once split; any other character (a
 * Chinese character, an en dash, a curly quote) switches the whole message to UCS-2: 70, or 67
 * per part. Each part is billed and may arrive out of order, so every message the house sends
 * keeps to two parts (docs/campaigns.md, "Messages").
 */
const gsmBasic =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const gsmExtension = '^{}\\[~]|€\f';

export type SmsEncoding = 'GSM-7' | 'UCS-2';

/** The encoding, the length in the encoding's units and the number of parts of a message. */
export function smsSegments(text: string): { encoding: SmsEncoding; units: number; segments: number } {
  const chars = [...text];
  if (chars.every((c) => gsmBasic.includes(c) || gsmExtension.includes(c))) {
    const units = chars.reduce((n, c) => n + (gsmExtension.includes(c) ? 2 : 1), 0);
    return { encoding: 'GSM-7', units, segments: units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  // UCS-2 counts UTF-16 code units: a character outside the BMP takes two.
  const units = text.length;
  return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

/** The parts an SMS may take. */
export const smsMaxSegments = 2;

/** English SMS stay in GSM-7: the typographic characters of the site's texts, in their ASCII form. */
export function toGsm(text: string): string {
  return text
    .replace(/[‘’ʼ]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/\u00a0/g, ' ');
}

function shortened(write: (name: string) => string, name: string, ellipsis: string, shortest: number): string {
  let text = write(name);
  const chars = [...name];
  for (let keep = chars.length - 1; smsSegments(text).segments > smsMaxSegments && keep >= shortest; keep--) {
    text = write(`${chars.slice(0, keep).join('').trimEnd()}${ellipsis}`);
  }
  return text;
}

/**
 * The message `write` makes with `name` (a campaign's title: the one part of unknown length),
 * shortened with an ellipsis until it fits in two parts. The place is kept while the title can
 * keep a few characters; beyond, the place goes (the link shows it) and the title is shortened
 * again. The reference, the time and the link are never cut.
 */
export function fitSms(write: (name: string, withPlace: boolean) => string, name: string, ellipsis: string): string {
  const withPlace = shortened((n) => write(n, true), name, ellipsis, Math.min(6, [...name].length));
  if (smsSegments(withPlace).segments <= smsMaxSegments) return withPlace;
  return shortened((n) => write(n, false), name, ellipsis, 1);
}
