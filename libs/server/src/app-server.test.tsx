// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type Server, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientDirBeside, createApp } from './app-server';
import { parseEnvOrThrow, trustProxySchema } from './env';
import { createAppLogger } from './logger';
import { handleDocumentRequest, handleServerError } from './render-document';

/** A build with one page, enough to see what the static middleware leaves to React Router. */
const build = {
  entry: { module: { default: handleDocumentRequest, handleError: handleServerError } },
  routes: { root: { id: 'root', path: '', module: { default: () => <p>page</p> } } },
  assets: { entry: { module: '/assets/entry.client.js', imports: [] }, routes: {}, url: '/assets/manifest.js', version: 'test' },
  basename: '/',
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  allowedActionOrigins: false,
} as unknown as ServerBuild;

describe('app server: the client build', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'oriel-client-'));
  let server: Server;
  let base = '';

  beforeAll(async () => {
    mkdirSync(join(clientDir, 'assets'));
    mkdirSync(join(clientDir, '.vite'));
    writeFileSync(join(clientDir, 'assets', 'home-abc123.js'), 'export const home = 1;');
    writeFileSync(join(clientDir, 'robots.txt'), 'User-agent: *');
    writeFileSync(join(clientDir, '.vite', 'manifest.json'), '{"app/root.tsx":{}}');
    const logger = createAppLogger({ name: 'brand-site', level: 'silent', development: false });
    server = createServer(createApp({ name: 'brand-site', build, clientDir, publicPath: '/', logger }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('serves fingerprinted assets for a year, never revalidated, and other public files for an hour', async () => {
    const asset = await fetch(`${base}/assets/home-abc123.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('export const home = 1;');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers 404 for a missing asset and 403 for a path out of the assets, without rendering a page or logging an error with its stack', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const missing = await fetch(`${base}/assets/gone-000000.js`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe('Not Found');
      // A way out of the assets folder (`..`, encoded so the client does not resolve it): 403, as plainly.
      const outside = await rawGet(`${base}/assets/..%2f.vite/manifest.json`);
      expect(outside.status).toBe(403);
      expect(outside.body).toBe('Forbidden');
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it("never serves the build's manifests (.vite/), which are for tools only", async () => {
    const manifest = await fetch(`${base}/.vite/manifest.json`);
    expect(manifest.status).toBe(404);
    expect(await manifest.text()).not.toContain('app/root.tsx');
  });
});

describe('clientDirBeside', () => {
  it('finds the client build from the server entry, from a chunk of it and from a deploy package', () => {
    const root = mkdtempSync(join(tmpdir(), 'client-dir-'));
    try {
      mkdirSync(join(root, 'build', 'server', 'assets'), { recursive: true });
      mkdirSync(join(root, 'build', 'client'));
      mkdirSync(join(root, 'package', 'client'), { recursive: true });
      expect(clientDirBeside(pathToFileURL(join(root, 'build', 'server', 'index.js')).href)).toBe(join(root, 'build', 'client'));
      expect(clientDirBeside(pathToFileURL(join(root, 'build', 'server', 'assets', 'app-1a2b.js')).href)).toBe(join(root, 'build', 'client'));
      expect(clientDirBeside(pathToFileURL(join(root, 'package', 'server.mjs')).href)).toBe(join(root, 'package', 'client'));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

/** A GET sent with its path exactly as written (fetch would resolve `..`). */
function rawGet(url: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const { port, pathname } = new URL(url);
    const path = url.slice(url.indexOf(pathname));
    request({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe("app server: the visitor's address told to the data service", () => {
  /** A resource route answering what a loader sees: the URL and the X-Forwarded-* it sends on to the data service. */
  const echo = {
    ...build,
    routes: {
      root: {
        id: 'root',
        path: '',
        module: {
          loader: ({ request }: { request: Request }) =>
            Response.json({ url: request.url, for: request.headers.get('x-forwarded-for'), proto: request.headers.get('x-forwarded-proto'), host: request.headers.get('x-forwarded-host') }),
        },
      },
    },
  } as unknown as ServerBuild;
  const edgeHeaders = { 'x-forwarded-for': '198.51.100.9, 203.0.113.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.example.com' };
  const logger = createAppLogger({ name: 'brand-site', level: 'silent', development: false });
  const servers: Server[] = [];
  const start = async (trustProxy?: string[]) => {
    const server = createServer(createApp({ name: 'brand-site', build: echo, clientDir: tmpdir(), publicPath: '/', logger, trustProxy }));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  afterAll(() => servers.forEach((server) => (server.closeAllConnections(), server.close())));

  it("is the edge's word when the request comes from a trusted peer (loopback by default, where npm start's router runs)", async () => {
    const base = await start();
    // The edge is the last hop: the address before it is the visitor's, whatever came before that.
    const seen = (await (await fetch(`${base}/`, { headers: edgeHeaders })).json()) as { url: string; for: string; proto: string; host: string };
    expect(seen).toMatchObject({ for: '203.0.113.7', proto: 'https', host: 'www.example.com' });
    // (The port of the page's URL is the Host header's when the edge names none: React Router's adapter.)
    expect(new URL(seen.url)).toMatchObject({ protocol: 'https:', hostname: 'www.example.com' });
  });

  it("is the peer's own address, protocol and host when the request does not come from the edge, whatever X-Forwarded-* it carries", async () => {
    const base = await start(['10.0.0.0/8']);
    const seen = (await (await fetch(`${base}/`, { headers: edgeHeaders })).json()) as { url: string; for: string; proto: string; host: string };
    expect(seen.for).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(seen.proto).toBe('http');
    expect(seen.host).toBe(new URL(base).host);
    expect(seen.url).toBe(`${base}/`);
  });

  it('TRUST_PROXY takes names, addresses and ranges, and a start-up with anything else stops with its line', () => {
    expect(parseEnvOrThrow(trustProxySchema, 'brand-site', {}).TRUST_PROXY).toEqual(['loopback']);
    expect(parseEnvOrThrow(trustProxySchema, 'brand-site', { TRUST_PROXY: 'loopback, 172.16.0.0/12, fd00::/8, 10.1.2.3' }).TRUST_PROXY).toEqual(['loopback', '172.16.0.0/12', 'fd00::/8', '10.1.2.3']);
    for (const value of ['nginx', '10.0.0.0/99', 'true']) {
      expect(() => parseEnvOrThrow(trustProxySchema, 'brand-site', { TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY = .*expected loopback, linklocal, uniquelocal, addresses or ranges/);
    }
  });
});
