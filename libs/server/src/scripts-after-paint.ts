import { Transform } from 'node:stream';
import { partialMarkerAtEnd } from './stream-markers';

/**
 * What the page fetches only to hydrate: React Router's script preloads and its inline module
 * (whose static imports fetch the route modules), and the message slices' fetch preloads
 * (decision 210). Each is written inert (an unknown `rel`, an unknown script `type`) and made live
 * by `bootScript` once the page has painted.
 */
const inert: ReadonlyArray<readonly [string, string]> = [
  ['<link rel="modulepreload"', '<link rel="x-oriel-modulepreload"'],
  ['<link rel="preload" as="fetch"', '<link rel="x-oriel-preload" as="fetch"'],
  [' type="module" async="">', ' type="x-oriel-module" async="">'],
];
const headEnd = '</head>';

/**
 * The first script of the page (in `<head>`, with the response's nonce): after the first
 * contentful paint, and once the document is parsed, it turns the inert links back into
 * `modulepreload` / `preload` links and the inert module into a module script with the same text
 * and nonce, so the page hydrates exactly as before, one frame later. A hidden page (no paint to
 * wait for), a browser without paint timing, or no paint within 3 s starts at once.
 */
export const bootScript = [
  '(()=>{const d=document,w=window,nonce=d.currentScript.nonce;let started=0;',
  'const start=()=>{if(started)return;started=1;',
  'for(const l of d.querySelectorAll(\'link[rel^="x-oriel-"]\')){const n=l.cloneNode();n.nonce=nonce;n.rel=l.rel.slice(8);l.replaceWith(n)}',
  'for(const s of d.querySelectorAll(\'script[type="x-oriel-module"]\')){const n=d.createElement("script");n.type="module";n.nonce=nonce;n.text=s.text;s.replaceWith(n)}};',
  'const ready=()=>d.readyState==="loading"?d.addEventListener("DOMContentLoaded",start,{once:true}):start();',
  'const types=w.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];',
  'if(d.visibilityState!=="visible"||!types.includes("paint"))return ready();',
  'new PerformanceObserver((_,o)=>{o.disconnect();setTimeout(ready)}).observe({type:"paint",buffered:true});',
  'd.addEventListener("visibilitychange",ready,{once:true});setTimeout(ready,3000)})()',
].join('');

const markers = [...inert.map(([from]) => from), headEnd];

/**
 * The page's hydration fetches start after its first paint (decision 235). Locally (and in
 * Lighthouse's simulation, which replays what finished before the local paint) the scripts and
 * message slices otherwise arrive before the first frame and count in front of the LCP; on a
 * phone they came after the paint anyway. Works on bytes as latin1 (every byte round-trips, the
 * markers are ASCII), so a character split between chunks is left whole, and a marker split
 * between chunks is held back until the next one.
 */
export function scriptsAfterFirstPaint(nonce: string): Transform {
  let carry = '';
  let booted = false;
  const rewrite = (text: string) => {
    let out = text;
    for (const [from, to] of inert) if (out.includes(from)) out = out.replaceAll(from, to);
    if (!booted && out.includes(headEnd)) {
      booted = true;
      out = out.replace(headEnd, `<script nonce="${nonce}">${bootScript}</script>${headEnd}`);
    }
    return out;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = carry + chunk.toString('latin1');
      const held = partialMarkerAtEnd(text, markers);
      carry = text.slice(text.length - held);
      done(null, Buffer.from(rewrite(text.slice(0, text.length - held)), 'latin1'));
    },
    flush(done) {
      done(null, carry ? Buffer.from(rewrite(carry), 'latin1') : null);
    },
  });
}
