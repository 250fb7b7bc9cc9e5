import { Readable, type Transform } from 'node:stream';
import { text } from 'node:stream/consumers';
import { expect } from 'vitest';

/** The page `chunks` make once through a fresh HTML stream transform. */
export function throughTransform(makeTransform: () => Transform, chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(makeTransform()));
}

/**
 * An HTML stream transform gives the same page whatever the chunk boundaries: `page` in one chunk,
 * cut in two at every byte (markers and multi-byte characters split), and byte by byte.
 */
export async function expectSameWhateverChunks(makeTransform: () => Transform, page: string): Promise<void> {
  const bytes = Buffer.from(page);
  const expected = await throughTransform(makeTransform, [bytes]);
  for (let cut = 1; cut < bytes.length; cut += 1) {
    const out = await throughTransform(makeTransform, [bytes.subarray(0, cut), bytes.subarray(cut)]);
    expect(out, `split at byte ${cut}`).toBe(expected);
  }
  expect(await throughTransform(makeTransform, [...bytes].map((byte) => Buffer.from([byte])))).toBe(expected);
}
