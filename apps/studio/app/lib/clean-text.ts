/**
 * Text pasted from Word, web pages or chat apps carries characters no one sees and the site should
 * not keep: zero-width spaces and joiners, soft hyphens, byte-order marks, Word's Symbol-font
 * bullets (private-use characters that render as a box), tabs. Cleaned on paste in the browser and
 * again when the form is read on the server (a paste without JavaScript). Emoji stay whole: the
 * joiner inside 👩‍🌾 and the variation selector of ❤️ are kept.
 */

const pictographic = /\p{Extended_Pictographic}/u;
/** A joiner between two pictographs builds one emoji; anywhere else it is invisible debris. */
function keepJoiner(text: string, at: number): boolean {
  const before = String.fromCodePoint(text.codePointAt(at - 1) ?? 0);
  const beforePair = at >= 2 ? text.slice(at - 2, at) : '';
  const after = String.fromCodePoint(text.codePointAt(at + 1) ?? 0);
  return (pictographic.test(before) || pictographic.test(beforePair) || /\uFE0F/.test(before)) && pictographic.test(after);
}

/** One text, cleaned; line breaks kept (a list field has one item per line). */
export function cleanText(raw: string): string {
  let text = raw.normalize('NFC').replace(/\r\n?/g, '\n');
  text = [...text.matchAll(/\u200D/g)].reverse().reduce((t, m) => (keepJoiner(t, m.index) ? t : t.slice(0, m.index) + t.slice(m.index + 1)), text);
  return (
    text
      // Zero-width space / non-joiner, word joiner, byte-order mark, soft hyphen.
      .replace(/[\u200B\u200C\u2060\uFEFF\u00AD]/g, '')
      // Word's bullets from the Symbol and Wingdings fonts (private use): shown as a box.
      .replace(/[\uE000-\uF8FF]/g, '')
      .replace(/\u00A0/g, ' ')
      .replace(/\t+/g, ' ')
      .replace(/ {2,}/g, ' ')
  );
}

/** A pasted list: one item per line, the bullets and numbers Word puts before each dropped. */
export function cleanListText(raw: string): string {
  return cleanText(raw)
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[•·▪◦●○■□‣⁃–—-]|\d{1,2}[.)])\s+/u, '').trim())
    .join('\n');
}
