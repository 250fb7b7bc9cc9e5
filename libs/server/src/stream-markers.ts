/**
 * The length of the longest end of `text` that begins one of `markers`: a marker that may continue
 * in the next chunk of a stream, which an HTML transform holds back until that chunk comes.
 */
export function partialMarkerAtEnd(text: string, markers: readonly string[]): number {
  const longest = Math.max(...markers.map((m) => m.length));
  for (let length = Math.min(longest - 1, text.length); length > 0; length -= 1) {
    const end = text.slice(text.length - length);
    if (markers.some((m) => m.startsWith(end))) return length;
  }
  return 0;
}
