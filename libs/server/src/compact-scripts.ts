import { Transform } from 'node:stream';

/** A script preload as React writes it, and as `scriptsAfterFirstPaint` leaves it (decision 235). */
const linkStarts = ['<link rel="modulepreload"', '<link rel="x-oriel-modulepreload"'];
const manifestStart = 'window.__reactRouterManifest = ';
const manifestEnd = ';\n  window.__reactRouterRouteModules';
const markers = [...linkStarts, manifestStart];
const markerBytes = markers.map((m) => Buffer.from(m, 'latin1'));
const longest = Math.max(...markers.map((m) => m.length));

/** The length of the longest end of `text` that begins one of the markers (it may continue in the next chunk). */
function partialMarkerAtEnd(text: string): number {
  for (let length = Math.min(longest - 1, text.length); length > 0; length -= 1) {
    const end = text.slice(text.length - length);
    if (markers.some((m) => m.startsWith(end))) return length;
  }
  return 0;
}

/** The manifest's JSON without React Router's two-space indentation (latin1 in, latin1 out); unchanged when it does not parse. */
function compactManifest(json: string): string {
  try {
    const compact = JSON.stringify(JSON.parse(Buffer.from(json, 'latin1').toString('utf8'))).replaceAll('<', '\\u003c');
    return Buffer.from(compact, 'utf8').toString('latin1');
  } catch {
    return json;
  }
}

/**
 * React Router's `<Scripts>` output, smaller and the same to the browser (decision 216): the route
 * manifest of its inline module is printed without indentation (`JSON.stringify(…, null, 2)` in
 * React Router, ~0.9 KB of spaces and new lines on the home), and a `<link rel="modulepreload">`
 * whose `href` was already preloaded is dropped (`entry.client` is written once as the entry and
 * once more among the routes' imports). Works on bytes as latin1 (every byte round-trips, the
 * markers are ASCII); a link or manifest split between chunks is held back until it is whole.
 */
export function compactRouterScripts(): Transform {
  let carry = '';
  const preloaded = new Set<string>();
  /** What can go out now, and what must wait for the next chunk. */
  const rewrite = (text: string, final: boolean): [string, string] => {
    let out = '';
    let at = 0;
    for (;;) {
      const link = linkStarts.map((m) => text.indexOf(m, at)).reduce((a, b) => (a === -1 ? b : b === -1 ? a : Math.min(a, b)));
      const manifest = text.indexOf(manifestStart, at);
      const next = link === -1 ? manifest : manifest === -1 ? link : Math.min(link, manifest);
      if (next === -1) {
        const held = final ? 0 : partialMarkerAtEnd(text.slice(at));
        return [out + text.slice(at, text.length - held), text.slice(text.length - held)];
      }
      out += text.slice(at, next);
      if (next === link) {
        const end = text.indexOf('>', next);
        if (end === -1) return final ? [out + text.slice(next), ''] : [out, text.slice(next)];
        const tag = text.slice(next, end + 1);
        const href = /\shref="([^"]*)"/.exec(tag)?.[1];
        if (href === undefined || !preloaded.has(href)) out += tag;
        if (href !== undefined) preloaded.add(href);
        at = end + 1;
      } else {
        const end = text.indexOf(manifestEnd, next);
        if (end === -1) return final ? [out + text.slice(next), ''] : [out, text.slice(next)];
        out += manifestStart + compactManifest(text.slice(next + manifestStart.length, end));
        at = end;
      }
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      // Most of a page holds neither marker: passed on as it is, not decoded (decision 221).
      if (!carry && !markerBytes.some((m) => chunk.includes(m)) && !partialMarkerAtEnd(chunk.subarray(-longest).toString('latin1'))) return done(null, chunk);
      const [ready, held] = rewrite(carry + chunk.toString('latin1'), false);
      carry = held;
      done(null, ready ? Buffer.from(ready, 'latin1') : undefined);
    },
    flush(done) {
      const [ready] = rewrite(carry, true);
      done(null, ready ? Buffer.from(ready, 'latin1') : null);
    },
  });
}
