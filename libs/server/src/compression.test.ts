// @vitest-environment node
import { type IncomingMessage, type ServerResponse, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressResponse, negotiateEncoding } from './compression';

function serve(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer((req, res) => {
    compressResponse(req, res);
    handler(req, res);
  });
  return new Promise<{ url: (p: string) => { port: number; path: string }; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: (path) => ({ port, path }), close: () => server.close() });
    }),
  );
}

function get(target: { port: number; path: string }, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ headers: IncomingMessage['headers']; body: Buffer; chunks: number }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', ...target, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks), chunks: chunks.length }));
    });
    req.on('error', reject);
    req.end();
  });
}

const page = '<!DOCTYPE html><html><body>' + '<p>Maison Oriel, la lumière avant le matin.</p>'.repeat(200) + '</body></html>';

/** Writes a page as React Router does: head with headers, then the body in parts across ticks. */
function streamPage(res: ServerResponse) {
  res.writeHead(200, 'OK', { 'content-type': 'text/html; charset=utf-8', 'content-length': String(Buffer.byteLength(page)), vary: 'Accept-Language' });
  res.write(page.slice(0, 500));
  setImmediate(() => res.end(page.slice(500)));
}

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
  });
});

describe('compressResponse', () => {
  it('compresses a streamed page with brotli for browsers that accept it, dropping the stale length', async () => {
    const server = await serve((_req, res) => streamPage(res));
    const response = await get(server.url('/'), { 'accept-encoding': 'gzip, deflate, br' });
    server.close();
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Language, Accept-Encoding');
    expect(brotliDecompressSync(response.body).toString()).toBe(page);
    expect(response.body.length).toBeLessThan(Buffer.byteLength(page) / 5);
  });

  it('uses gzip when brotli is not accepted', async () => {
    const server = await serve((_req, res) => streamPage(res));
    const response = await get(server.url('/'), { 'accept-encoding': 'gzip' });
    server.close();
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe(page);
  });

  it('leaves alone clients without compression, HEAD requests, images and responses already encoded', async () => {
    const server = await serve((req, res) => {
      if (req.url === '/image') {
        res.setHeader('content-type', 'image/avif');
        res.end(Buffer.alloc(2000));
      } else if (req.url === '/precompressed') {
        res.setHeader('content-type', 'text/javascript');
        res.setHeader('content-encoding', 'br');
        res.end(Buffer.from([1, 2, 3]));
      } else streamPage(res);
    });
    const plain = await get(server.url('/'), {});
    const head = await get(server.url('/'), { 'accept-encoding': 'br' }, 'HEAD');
    const image = await get(server.url('/image'), { 'accept-encoding': 'br' });
    const pre = await get(server.url('/precompressed'), { 'accept-encoding': 'br' });
    server.close();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(2000);
    expect(pre.body).toEqual(Buffer.from([1, 2, 3]));
  });
});
