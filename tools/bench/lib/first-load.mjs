// First-load JavaScript per route, read from React Router's client manifest (the file the server
// puts in every page as `window.__reactRouterManifest`): for a route, the browser loads the entry
// module, the manifest file (unless routes are discovered lazily), and the module of every route from the root down to the leaf, each
// with its static imports. Sizes are measured as the browser receives them (gzip -9, brotli q11),
// since the build precompresses them that way (see libs/server/src/precompress.ts).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The apps whose client builds are measured, with the URL prefix their assets live under. */
export const apps = [
  { name: 'brand-site', dir: 'apps/brand-site' },
  { name: 'discovery-trial', dir: 'apps/discovery-trial' },
];

export function gzipSize(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

export function brotliSize(buffer) {
  return brotliCompressSync(buffer, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
  }).length;
}

/**
 * The manifest the server build references (a stale manifest-*.js from an earlier build in the
 * same folder must not be picked up), evaluated as the browser would.
 */
export function readClientManifest(appDir) {
  const serverEntry = join(appDir, 'build', 'server', 'index.js');
  const assetsDir = join(appDir, 'build', 'client', 'assets');
  if (!existsSync(serverEntry) || !existsSync(assetsDir)) return null;
  const referenced = readFileSync(serverEntry, 'utf8').match(/manifest-[\w-]+\.js/)?.[0];
  const name = referenced ?? readdirSync(assetsDir).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name || !existsSync(join(assetsDir, name))) return null;
  // With lazy route discovery (React Router's default) the page carries the part of the manifest it
  // needs inline and the browser never loads manifest-*.js; with `mode: 'initial'` it does.
  const discovery = /routeDiscovery = \{\s*"mode":\s*"(\w+)"/.exec(readFileSync(serverEntry, 'utf8'))?.[1] ?? 'lazy';
  const sandbox = { window: {} };
  runInNewContext(readFileSync(join(assetsDir, name), 'utf8'), sandbox);
  const manifest = sandbox.window.__reactRouterManifest;
  // `url` is `${base}assets/manifest-*.js`: the base (Vite `base`) maps URLs back to files.
  const base = manifest.url.slice(0, manifest.url.indexOf('assets/'));
  return { manifest, base, clientDir: join(appDir, 'build', 'client'), loadsManifestFile: discovery !== 'lazy' };
}

/** Static imports of one built chunk (`import{..}from"./x.js"`, `import"./x.js"`), as URLs. */
function staticImports(source, url) {
  const found = [];
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    found.push(new URL(match[1], `http://x${url}`).pathname);
  }
  return found;
}

/** The chain root -> ... -> route for a route id. */
function routeChain(routes, id) {
  const chain = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) chain.unshift(route);
  return chain;
}

/** A displayable path for a route: the joined `path` segments of its chain. */
function routePattern(routes, id) {
  const segments = routeChain(routes, id)
    .map((route) => route.path ?? '')
    .filter(Boolean);
  return `/${segments.join('/')}`.replace(/\/+/g, '/');
}

/**
 * First-load JS of every leaf route of one app: files (deduplicated, transitive static imports
 * followed), raw bytes, gzip and brotli bytes.
 */
export function firstLoadByRoute(appDir) {
  const read = readClientManifest(appDir);
  if (!read) return null;
  const { manifest, base, clientDir, loadsManifestFile } = read;
  const fileOf = (url) => join(clientDir, url.slice(base.length));
  const sizes = new Map();
  const sizeOf = (url) => {
    if (!sizes.has(url)) {
      const buffer = readFileSync(fileOf(url));
      sizes.set(url, { raw: buffer.length, gzip: gzipSize(buffer), brotli: brotliSize(buffer), imports: staticImports(buffer.toString('utf8'), url) });
    }
    return sizes.get(url);
  };
  const closure = (urls) => {
    const seen = new Set();
    const queue = [...urls];
    while (queue.length) {
      const url = queue.shift();
      if (seen.has(url) || !existsSync(fileOf(url))) continue;
      seen.add(url);
      queue.push(...sizeOf(url).imports);
    }
    return [...seen];
  };
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId).filter(Boolean));
  const leaves = Object.values(manifest.routes).filter((route) => !parents.has(route.id));
  const entryUrls = [manifest.entry.module, ...manifest.entry.imports, ...(loadsManifestFile ? [manifest.url] : [])];
  return leaves.map((leaf) => {
    const urls = [...entryUrls];
    for (const route of routeChain(manifest.routes, leaf.id)) urls.push(route.module, ...(route.imports ?? []));
    const files = closure(urls).sort();
    const total = files.reduce(
      (sum, url) => {
        const size = sizeOf(url);
        return { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli };
      },
      { raw: 0, gzip: 0, brotli: 0 },
    );
    return {
      id: leaf.id,
      path: routePattern(manifest.routes, leaf.id) + (leaf.index ? ' (index)' : ''),
      // Resource routes (sitemap.xml, robots.txt) render no page: their JS is never loaded.
      page: leaf.hasDefaultExport !== false,
      ...total,
      files: files.map((url) => ({ url, raw: sizeOf(url).raw, gzip: sizeOf(url).gzip, brotli: sizeOf(url).brotli })),
    };
  });
}

/** First-load JS of every app that has a build, keyed by app name. */
export function firstLoadReport(root) {
  const report = {};
  for (const app of apps) report[app.name] = firstLoadByRoute(join(root, app.dir));
  return report;
}

/**
 * The routes the budget applies to: every page of every app (the forms load as islands, after
 * the first load, decision 074), resource routes left out.
 */
export function pageRoutes(report) {
  return apps.flatMap((app) => (report[app.name] ?? []).filter((route) => route.page).map((route) => ({ app: app.name, ...route })));
}

/** The brand site's pages (the benchmark's content pages). */
export function contentRoutes(report) {
  return pageRoutes(report).filter((route) => route.app === 'brand-site');
}
