import { Transform } from 'node:stream';

const marker = '<link rel="modulepreload"';
const lowered = '<link rel="modulepreload" fetchpriority="low"';
const markerBytes = Buffer.from(marker, 'latin1');

/** The length of the longest end of `data` that is a beginning of the marker (it may continue in the next chunk). */
function partialMarkerAtEnd(data: Buffer): number {
  for (let length = Math.min(markerBytes.length - 1, data.length); length > 0; length -= 1) {
    if (data.subarray(data.length - length).equals(markerBytes.subarray(0, length))) return length;
  }
  return 0;
}

/**
 * The page's `<link rel="modulepreload">` tags (React Router's `<Scripts>`, which takes no
 * attributes for them) with `fetchpriority="low"`: on a slow link the style sheet, the fonts and
 * the hero image get the bandwidth first and the page paints before its scripts have come; the
 * scripts only hydrate what is already on screen (decision 075). Works on bytes (the marker is
 * ASCII, latin1 round-trips every byte), so a character split between chunks is left whole, and a
 * marker split between chunks is held back until the next one.
 */
export function lowerModulePreloadPriority(): Transform {
  let carry: Buffer = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const data = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      const held = partialMarkerAtEnd(data);
      carry = Buffer.from(data.subarray(data.length - held));
      const ready = data.subarray(0, data.length - held).toString('latin1').replaceAll(marker, lowered);
      done(null, Buffer.from(ready, 'latin1'));
    },
    flush(done) {
      done(null, carry.length ? carry : null);
    },
  });
}
