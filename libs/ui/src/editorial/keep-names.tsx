import type { ReactNode } from 'react';
import { brand } from '@oriel/config';

const escaped = brand.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The house's name, and any hyphenated word (Le Perce-vent's "Perce-vent"). */
const unbreakable = new RegExp(`(${escaped}|\\p{L}+(?:-\\p{L}+)+)`, 'u');

/**
 * A title with the names that must never break kept on one line: the house's name (「關於 Maison
 * Oriel」 broke between its two words) and hyphenated names, which browsers break after the hyphen.
 * Anything but a string is returned as it is.
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
