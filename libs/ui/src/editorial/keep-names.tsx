import type { ReactNode } from 'react';
import { brand } from '@oriel/config';

const escaped = brand.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * The house's name; a hyphenated word with the French article before it ("Le Perce-vent",
 * "Gratte-ciel"); a French name of up to four lower-case words after its article ("La fille tour
 * de fer"); a product type ("eau de parfum").
 */
const unbreakable = new RegExp(`(${escaped}|(?:(?:Le|La|Les) )?\\p{L}+(?:-\\p{L}+)+|(?<!\\p{L})(?:Le|La|Les)(?: \\p{Ll}+){1,4}(?!\\p{L})|[Ee]au de (?:parfum|toilette))`, 'u');

/**
 * Text with the names that must never break kept on one line: the house's name (「關於 Maison
 * Oriel」 broke between its two words) and hyphenated names with their article ("Le / Perce-vent"
 * broke at the space, "Perce- / vent" at the hyphen, "La fille tour de / fer"). Titles, the
 * discovery band, story cards, rich-text paragraphs and the campaign pages' texts use it. Anything but a string is returned as it is.
 */
export function keepNames(text: ReactNode): ReactNode {
  if (typeof text !== 'string') return text;
  const parts = text.split(new RegExp(unbreakable.source, 'gu'));
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="oriel-nobreak">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * The values of a message shown on the page: the house's name as one unit that never breaks
 * (「…香港居民。Maison / Oriel 及其…」 broke between its words). `messageValues` (plain text) stays
 * for labels, subjects and titles.
 */
export const pageMessageValues = {
  brand: <span className="oriel-nobreak">{brand.name}</span>,
};
