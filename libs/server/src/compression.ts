import type { IncomingMessage, ServerResponse } from 'node:http';
import { type BrotliCompress, type Gzip, constants, createBrotliCompress, createGzip } from 'node:zlib';

/** Server-rendered types worth compressing on the fly: pages, React Router data, JSON. */
const compressibleTypes = /^(text\/html|text\/x-script|application\/json|text\/plain)\b/i;

type Encoding = 'br' | 'gzip';

/** The encoding to use for a request, brotli first; null when the client accepts neither. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const value = (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding ?? '').toLowerCase();
  const accepts = (name: string) =>
    value.split(',').some((part) => {
      const [token, ...params] = part.trim().split(';');
      return token === name && !params.some((p) => /^\s*q=0(\.0+)?\s*$/.test(p));
    });
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

function headerOf(given: unknown, res: ServerResponse, name: string): string | undefined {
  if (Array.isArray(given)) {
    for (let i = 0; i + 1 < given.length; i += 2) if (String(given[i]).toLowerCase() === name) return String(given[i + 1]);
  } else if (given && typeof given === 'object') {
    for (const [k, v] of Object.entries(given)) if (k.toLowerCase() === name && v !== undefined) return String(v);
  }
  const set = res.getHeader(name);
  return set === undefined ? undefined : String(set);
}

function withoutHeader(given: unknown, name: string): unknown {
  if (Array.isArray(given)) {
    const out: unknown[] = [];
    for (let i = 0; i + 1 < given.length; i += 2) if (String(given[i]).toLowerCase() !== name) out.push(given[i], given[i + 1]);
    return out;
  }
  if (given && typeof given === 'object') return Object.fromEntries(Object.entries(given).filter(([k]) => k.toLowerCase() !== name));
  return given;
}

/**
 * Compresses server-rendered responses (HTML, React Router data, JSON) for clients that accept
 * brotli or gzip, keeping React's streaming: what was written in one tick is flushed together.
 * Responses that already carry a Content-Encoding (precompressed files, cached pages) pass as they
 * are. Brotli quality 4 and gzip level 6 cost well under a millisecond for a page (decision 073).
 */
export function compressResponse(req: IncomingMessage, res: ServerResponse): void {
  const encoding = req.method === 'HEAD' ? null : negotiateEncoding(req.headers['accept-encoding']);
  if (!encoding) return;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  let stream: BrotliCompress | Gzip | null = null;
  let flushScheduled = false;

  const patched = res as unknown as Record<string, unknown>;
  patched.writeHead = (status: number, ...rest: unknown[]) => {
    const index = rest.findIndex((r) => typeof r === 'object' && r !== null);
    const given = index >= 0 ? rest[index] : undefined;
    const type = headerOf(given, res, 'content-type') ?? '';
    const compress =
      status !== 204 && status !== 304 && status >= 200 && compressibleTypes.test(type) && !headerOf(given, res, 'content-encoding');
    if (compress) {
      let headers = withoutHeader(given, 'content-length');
      res.removeHeader('content-length');
      const vary = headerOf(given, res, 'vary');
      headers = withoutHeader(headers, 'vary');
      const extra = { 'Content-Encoding': encoding, Vary: vary ? (/accept-encoding/i.test(vary) ? vary : `${vary}, Accept-Encoding`) : 'Accept-Encoding' };
      const merged = Array.isArray(headers) ? [...headers, ...Object.entries(extra).flat()] : { ...(headers as object), ...extra };
      if (index >= 0) rest[index] = merged;
      else rest.push(merged);
      stream =
        encoding === 'br'
          ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : createGzip({ level: 6 });
      stream.on('data', (chunk: Buffer) => write(chunk));
      stream.on('end', () => end());
      stream.on('error', (error) => res.destroy(error));
    }
    return writeHead(status, ...rest);
  };
  patched.write = (chunk: unknown, ...rest: unknown[]) => {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!stream) return write(chunk, ...rest);
    const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    const encodingArg = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
    stream.write(typeof chunk === 'string' ? Buffer.from(chunk, encodingArg) : (chunk as Buffer), callback);
    if (!flushScheduled) {
      flushScheduled = true;
      // One flush per tick: React writes a whole segment synchronously, then waits.
      setImmediate(() => {
        flushScheduled = false;
        const active = stream;
        if (active && !active.writableEnded) {
          if (encoding === 'br') (active as BrotliCompress).flush(constants.BROTLI_OPERATION_FLUSH);
          else (active as Gzip).flush(constants.Z_SYNC_FLUSH);
        }
      });
    }
    return true;
  };
  patched.end = (chunk?: unknown, ...rest: unknown[]) => {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!stream) return end(chunk, ...rest);
    const callback = [chunk, ...rest].find((r) => typeof r === 'function') as (() => void) | undefined;
    if (callback) res.once('finish', callback);
    if (chunk !== undefined && typeof chunk !== 'function') {
      const encodingArg = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
      stream.end(typeof chunk === 'string' ? Buffer.from(chunk, encodingArg) : (chunk as Buffer));
    } else stream.end();
    return res;
  };
}
