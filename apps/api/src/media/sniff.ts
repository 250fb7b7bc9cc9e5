import type { UploadType } from '@oriel/contracts/media';

/**
 * The photograph's format from its first bytes (docs/hardening.md: never trust a declared type or
 * a file name). Only the four formats the library takes; anything else is null.
 */
export function sniffImageType(bytes: Uint8Array): UploadType | null {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  const ascii = (offset: number, text: string) => at(offset, ...[...text].map((c) => c.charCodeAt(0)));
  if (bytes.length < 12) return null;
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  // ISO-BMFF: a `ftyp` box whose major or a compatible brand is avif/avis.
  if (ascii(4, 'ftyp')) {
    const boxSize = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, bytes.length, 64);
    for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
      if (offset === 12) continue; // the minor version, not a brand
      if (ascii(offset, 'avif') || ascii(offset, 'avis')) return 'image/avif';
    }
  }
  return null;
}
