import { Transform } from 'node:stream';
import { partialMarkerAtEnd } from './stream-markers';

/** A script preload as React writes it, and as `scriptsAfterFirstPaint` leaves it (decision 235). */
const linkStarts = ['<link rel="modulepreload"', '<link rel="x-oriel-modulepreload"'];
const manifestStart = 'window.__reactRouterManifest = ';
const modulesStart = ';\n  window.__reactRouterRouteModules = ';
const modulesEnd = '};';
const markers = [...linkStarts, manifestStart];
const markerBytes = markers.map((m) => Buffer.from(m, 'latin1'));
const longest = Math.max(...markers.map((m) => m.length));

/**
 * The route manifest as the page needs it (latin1 in, latin1 out): without React Router's two-space
 * indentation, only the routes the page renders (`rendered`, the ids of its route modules), and
 * without the `false` flags (React Router reads each as a truth value; `undefined` reads the same).
 * Unchanged when it does not parse or names none of the rendered routes.
 */
function compactManifest(json: string, rendered: ReadonlySet<string>): string {
  try {
    const manifest = JSON.parse(Buffer.from(json, 'latin1').toString('utf8')) as { routes?: Record<string, Record<string, unknown>> };
    const routes = Object.entries(manifest.routes ?? {}).filter(([id]) => rendered.has(id));
    if (routes.length === 0) return json;
    manifest.routes = Object.fromEntries(routes.map(([id, route]) => [id, Object.fromEntries(Object.entries(route).filter(([, v]) => v !== false))]));
    return Buffer.from(JSON.stringify(manifest).replaceAll('<', '\\u003c'), 'utf8').toString('latin1');
  } catch {
    return json;
  }
}

/** The route ids of `{"root":route0,"home.tc":route1}` (React Router's `__reactRouterRouteModules`). */
function routeIds(modules: string): Set<string> {
  const ids = new Set<string>();
  for (const [, id] of modules.matchAll(/("(?:[^"\\]|\\.)*"):route\d+/g)) ids.add(JSON.parse(Buffer.from(id ?? '""', 'latin1').toString('utf8')) as string);
  return ids;
}

/**
 * React Router's `<Scripts>` output, smaller (decision 216): the route manifest of its inline
 * module is printed without indentation (`JSON.stringify(…, null, 2)` in React Router, ~0.9 KB of
 * spaces and new lines on the home), holds only the routes the page renders (React Router adds the
 * routes of the parent paths, `/` on `/tc`: those are discovered like any other, through
 * `/__manifest`, when a link to them is rendered or followed) without their `false` flags, and a
 * `<link rel="modulepreload">`
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
        const held = final ? 0 : partialMarkerAtEnd(text.slice(at), markers);
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
        const end = text.indexOf(modulesStart, next);
        const modulesEndAt = end === -1 ? -1 : text.indexOf(modulesEnd, end);
        if (modulesEndAt === -1) return final ? [out + text.slice(next), ''] : [out, text.slice(next)];
        const rendered = routeIds(text.slice(end + modulesStart.length, modulesEndAt + 1));
        out += manifestStart + compactManifest(text.slice(next + manifestStart.length, end), rendered);
        at = end;
      }
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      // Most of a page holds neither marker: passed on as it is, not decoded (decision 221).
      if (!carry && !markerBytes.some((m) => chunk.includes(m)) && !partialMarkerAtEnd(chunk.subarray(-longest).toString('latin1'), markers)) return done(null, chunk);
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
