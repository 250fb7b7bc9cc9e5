import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { logServerError } from './request-context';
import { createNonce, nonceOf } from './security-headers';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * An in-process cache of anonymous HTML pages, in front of server rendering (decision 073). It
 * behaves as a shared HTTP cache would, driven by what each route says about itself:
 * - only GET responses with status 200, `text/html`, `Cache-Control: public` with `s-maxage`
 *   (or `max-age`) above 0, and no `Set-Cookie` are stored; `private`, `no-store`, `no-cache` and
 *   `Vary: *` are never stored, so personal pages stay out;
 * - a stored page is fresh for `s-maxage` seconds, then served stale for `stale-while-revalidate`
 *   seconds while one background render replaces it;
 * - the key is the path with its query (the locale is the path's prefix), the values of the
 *   request headers the response names in `Vary`, and the cookies that change what the frame
 *   renders (pre-release gate, locale choice: `keyCookies`, which must name every cookie a
 *   cached page depends on; `Vary: Cookie` is read as "these cookies"); requests with
 *   `Authorization` are never served;
 * - every hit gets a fresh CSP nonce: the stored page's nonce is replaced in the body and in the
 *   Content-Security-Policy header, so no two responses share one.
 * Hits are compressed (brotli or gzip, by Accept-Encoding).
 */
export interface HtmlCacheOptions {
  /** Renders a request to a Response, for background revalidation. */
  renderFresh: (request: Request) => Promise<Response>;
  maxEntries?: number;
  maxBytes?: number;
  /** Cookies whose values are always part of the key (they change the frame, e.g. the gate). */
  keyCookies?: readonly string[];
  now?: () => number;
}

interface Entry {
  key: string;
  url: string;
  requestHeaders: Record<string, string>;
  status: number;
  headers: [string, string][];
  /** The body split around the stored nonce (one part when there is none). */
  parts: string[];
  bytes: number;
  storedAt: number;
  freshMs: number;
  staleMs: number;
  revalidating: boolean;
}

/** Headers that describe one transfer, not the page: never stored, never replayed (each answer has its own request id). */
const hopHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'age', 'x-request-id']);

interface Freshness {
  freshMs: number;
  staleMs: number;
}

/** How long a response may be kept, from its Cache-Control; null when it must not be stored. */
export function storableFor(cacheControl: string | undefined): Freshness | null {
  if (!cacheControl) return null;
  const directives = new Map<string, string | true>();
  for (const part of cacheControl.toLowerCase().split(',')) {
    const [name, value] = part.trim().split('=');
    if (name) directives.set(name, value === undefined ? true : value.replace(/"/g, ''));
  }
  if (!directives.has('public') || directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return null;
  const seconds = (name: string) => {
    const value = directives.get(name);
    const n = typeof value === 'string' ? Number(value) : NaN;
    return Number.isFinite(n) && n > 0 ? n : 0;
  };
  const fresh = directives.has('s-maxage') ? seconds('s-maxage') : seconds('max-age');
  if (fresh <= 0) return null;
  return { freshMs: fresh * 1000, staleMs: seconds('stale-while-revalidate') * 1000 };
}

function cookieValue(header: string | undefined, name: string): string {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return '';
}

function headerValue(value: string | string[] | number | undefined): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** Flattens the headers argument of `writeHead` (object or flat array) into pairs. */
function headerPairs(given: unknown): [string, string][] {
  const pairs: [string, string][] = [];
  if (Array.isArray(given)) {
    for (let i = 0; i + 1 < given.length; i += 2) pairs.push([String(given[i]), headerValue(given[i + 1] as string)]);
  } else if (given && typeof given === 'object') {
    for (const [k, v] of Object.entries(given as Record<string, string | string[] | number | undefined>)) {
      if (v === undefined) continue;
      // Several Set-Cookie values stay several; anything else is joined as HTTP does.
      if (Array.isArray(v)) for (const item of v) pairs.push([k, String(item)]);
      else pairs.push([k, String(v)]);
    }
  }
  return pairs;
}

export function createHtmlCache(options: HtmlCacheOptions) {
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const keyCookies = options.keyCookies ?? [];
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  /** Per URL, the request headers its response varies on (learnt from the first response). */
  const varyByUrl = new Map<string, string[]>();
  let totalBytes = 0;
  /** Bumped by clear(): a render that began before a content change is not stored after it. */
  let generation = 0;
  /**
   * For a moment after a content change no page is stored: the data-service instances each notice
   * the change within a second, so a render in that moment may have read one that had not yet, and
   * stored it would stay stale until it expired (seen in the multi-instance test).
   */
  const settleMs = 2000;
  let settledAt = 0;

  const keyOf = (url: string, headers: IncomingMessage['headers'], vary: string[]) =>
    [
      url,
      ...keyCookies.map((name) => `${name}=${cookieValue(headerValue(headers.cookie), name)}`),
      ...vary.map((name) => `${name}:${headerValue(headers[name]).toLowerCase()}`),
    ].join('\n');

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  }

  function store(entry: Entry) {
    if (now() < settledAt) return;
    remove(entry.key);
    entries.set(entry.key, entry);
    totalBytes += entry.bytes;
    // Least recently used first: a hit moves its entry to the end of the map.
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries && totalBytes <= maxBytes) break;
      remove(key);
    }
  }

  /** An Entry for a finished response, or null when it may not be stored. */
  function entryFor(args: {
    url: string;
    requestHeaders: IncomingMessage['headers'];
    status: number;
    headers: [string, string][];
    body: string;
  }): Entry | null {
    if (args.status !== 200) return null;
    const get = (name: string) => args.headers.filter(([k]) => k.toLowerCase() === name).map(([, v]) => v);
    if (get('set-cookie').length) return null;
    if (!get('content-type')[0]?.toLowerCase().startsWith('text/html')) return null;
    const freshness = storableFor(get('cache-control').join(', '));
    if (!freshness) return null;
    const vary = get('vary')
      .join(',')
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean);
    if (vary.includes('*')) return null;
    // A page that varies on Cookie is keyed by the cookies that change what pages render
    // (`keyCookies`, part of every key), not by the whole header: a visitor who accepted cookies
    // (consent, analytics) is served the same stored page as one who has none.
    const varyNames = vary.filter((name) => name !== 'accept-encoding' && name !== 'cookie');
    // Query strings are open-ended (campaign tags): the URL -> Vary map is bounded like the entries.
    if (varyByUrl.size >= maxEntries * 4 && !varyByUrl.has(args.url)) varyByUrl.clear();
    varyByUrl.set(args.url, varyNames);
    const nonce = nonceOf(get('content-security-policy')[0]);
    const requestHeaders: Record<string, string> = {};
    for (const name of ['host', 'accept', 'user-agent', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for', ...varyNames]) {
      const value = headerValue(args.requestHeaders[name]);
      if (value) requestHeaders[name] = value;
    }
    const cookie = keyCookies
      .map((name) => [name, cookieValue(headerValue(args.requestHeaders.cookie), name)])
      .filter(([, value]) => value)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    if (cookie) requestHeaders.cookie = cookie;
    return {
      key: keyOf(args.url, args.requestHeaders, varyNames),
      url: args.url,
      requestHeaders,
      status: args.status,
      headers: args.headers.filter(([k]) => !hopHeaders.has(k.toLowerCase())),
      parts: nonce ? args.body.split(nonce) : [args.body],
      bytes: Buffer.byteLength(args.body),
      storedAt: now(),
      ...freshness,
      revalidating: false,
    };
  }

  async function revalidate(entry: Entry) {
    entry.revalidating = true;
    const started = generation;
    try {
      const proto = entry.requestHeaders['x-forwarded-proto'] === 'https' ? 'https' : 'http';
      const request = new Request(`${proto}://${entry.requestHeaders.host ?? 'localhost'}${entry.url}`, { headers: entry.requestHeaders });
      const response = await options.renderFresh(request);
      const body = await response.text();
      const headers: [string, string][] = [];
      response.headers.forEach((value, name) => headers.push([name, value]));
      const fresh = entryFor({ url: entry.url, requestHeaders: entry.requestHeaders, status: response.status, headers, body });
      if (started !== generation) return;
      if (fresh) store(fresh);
      // A failure on our side (the database is down: 503) keeps the page it could not refresh.
      else if (response.status < 500) remove(entry.key);
    } catch (error) {
      // Logged with the id of the request that found the page stale.
      logServerError(error, 'html-cache revalidation failed');
    } finally {
      entry.revalidating = false;
    }
  }

  async function send(req: IncomingMessage, res: ServerResponse, entry: Entry, state: 'hit' | 'stale') {
    const nonce = entry.parts.length > 1 ? createNonce() : '';
    const oldNonce = nonceOf(entry.headers.find(([k]) => k.toLowerCase() === 'content-security-policy')?.[1]);
    const html = Buffer.from(entry.parts.join(nonce));
    const accept = headerValue(req.headers['accept-encoding']);
    let body = html;
    let encoding: string | undefined;
    if (/\bbr\b/.test(accept)) {
      body = await brotliAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } });
      encoding = 'br';
    } else if (/\bgzip\b/.test(accept)) {
      body = await gzipAsync(html, { level: 6 });
      encoding = 'gzip';
    }
    const headers: [string, string][] = entry.headers.map(([k, v]) =>
      k.toLowerCase() === 'content-security-policy' && oldNonce && nonce ? [k, v.split(oldNonce).join(nonce)] : [k, v],
    );
    if (!headers.some(([k, v]) => k.toLowerCase() === 'vary' && /accept-encoding/i.test(v))) headers.push(['Vary', 'Accept-Encoding']);
    headers.push(['Age', String(Math.floor((now() - entry.storedAt) / 1000))], ['X-Html-Cache', state], ['Content-Length', String(body.length)]);
    if (encoding) headers.push(['Content-Encoding', encoding]);
    res.writeHead(entry.status, headers.flat());
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** Whether this request may be answered from, or stored into, the cache at all. */
  function eligible(req: IncomingMessage): boolean {
    if (req.method !== 'GET') return false;
    if (req.headers.authorization) return false;
    // React Router's data requests (client navigations) are not pages.
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    return !path.endsWith('.data') && !path.startsWith('/__manifest') && !path.endsWith('/__manifest');
  }

  /**
   * Answers `req` from the cache, or renders it with `render` (streaming to the visitor as usual)
   * and keeps a copy when the response may be stored.
   */
  async function handle(req: IncomingMessage, res: ServerResponse, render: (req: IncomingMessage, res: ServerResponse) => unknown): Promise<void> {
    if (!eligible(req)) {
      await render(req, res);
      return;
    }
    const url = req.url ?? '/';
    const vary = varyByUrl.get(url);
    const entry = vary ? entries.get(keyOf(url, req.headers, vary)) : undefined;
    if (entry) {
      const age = now() - entry.storedAt;
      if (age <= entry.freshMs) {
        entries.delete(entry.key);
        entries.set(entry.key, entry);
        return send(req, res, entry, 'hit');
      }
      if (age <= entry.freshMs + entry.staleMs) {
        if (!entry.revalidating) void revalidate(entry);
        return send(req, res, entry, 'stale');
      }
      remove(entry.key);
    }
    // A miss: render as usual and keep a copy of what was sent.
    let status = 200;
    let headers: [string, string][] = [];
    const chunks: Buffer[] = [];
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const collect = (chunk: unknown) => {
      if (typeof chunk === 'string') chunks.push(Buffer.from(chunk));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    Object.assign(res, {
      writeHead: (code: number, ...rest: unknown[]) => {
        status = code;
        headers = headerPairs(rest.find((r) => typeof r === 'object' && r !== null));
        return writeHead(code, ...rest);
      },
      write: (chunk: unknown, ...rest: unknown[]) => {
        collect(chunk);
        return write(chunk, ...rest);
      },
      end: (chunk?: unknown, ...rest: unknown[]) => {
        if (chunk !== undefined && typeof chunk !== 'function') collect(chunk);
        return end(chunk, ...rest);
      },
    });
    const started = generation;
    res.once('finish', () => {
      if (started !== generation) return;
      const fresh = entryFor({ url, requestHeaders: req.headers, status, headers, body: Buffer.concat(chunks).toString('utf8') });
      if (fresh) store(fresh);
    });
    await render(req, res);
  }

  return {
    handle,
    /** Entries and bytes held (tests, diagnostics). */
    stats: () => ({ entries: entries.size, bytes: totalBytes }),
    /** Drops every page (content changed: libs/server/src/content-version.ts). */
    clear: () => {
      generation++;
      settledAt = now() + settleMs;
      entries.clear();
      varyByUrl.clear();
      totalBytes = 0;
    },
  };
}

export type HtmlCache = ReturnType<typeof createHtmlCache>;
