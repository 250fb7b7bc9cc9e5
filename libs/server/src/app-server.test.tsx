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
