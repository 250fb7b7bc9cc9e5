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
 *
 * It also gathers what React writes in one go (its 4 KB views and long strings, a dozen for the
 * home) into one chunk, passed on when React flushes (`flush()`, which React calls after each
 * batch) or at the end: every later step (the web stream, the HTTP chunk, the socket write) then
 * costs once per batch instead of once per view (decision 221). Only a chunk holding the marker
 * is decoded and encoded again.
 */
export function lowerModulePreloadPriority(): Transform & { flush(): void } {
  let carry: Buffer = Buffer.alloc(0);
  let gathered: Buffer[] = [];
  const emit = (final: boolean) => {
    if (gathered.length === 0 && (!final || carry.length === 0)) return;
    const parts = carry.length ? [carry, ...gathered] : gathered;
    const data = parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
    gathered = [];
    const held = final ? 0 : partialMarkerAtEnd(data);
    carry = held ? Buffer.from(data.subarray(data.length - held)) : Buffer.alloc(0);
    let ready = held ? data.subarray(0, data.length - held) : data;
    if (ready.indexOf(markerBytes) !== -1) ready = Buffer.from(ready.toString('latin1').replaceAll(marker, lowered), 'latin1');
    if (ready.length) stream.push(ready);
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      // React never writes into a view it has handed over (it starts a new one): kept as it is.
      gathered.push(chunk);
      done();
    },
    flush(done) {
      emit(true);
      done();
    },
  }) as Transform & { flush(): void };
  stream.flush = () => emit(false);
  return stream;
}
