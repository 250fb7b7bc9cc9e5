// First-load JavaScript per route, read from Vite's build manifest (`build/client/.vite/manifest.json`,
// `build.manifest` in tools/vite/shared-config.ts) and the route tree React Router's `buildEnd` writes
// beside it (tools/vite/route-tree.ts): for a route, the browser loads the client entry and the
// module of every route from the root down to the leaf, each with its static imports. Sizes are
// measured as the browser receives them (gzip -9, brotli q11), since the build precompresses them
// that way (tools/vite/precompress.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** Vite's manifest and React Router's route tree of one app's client build, or null without a build. */
export function readClientBuild(appDir) {
  const clientDir = join(appDir, 'build', 'client');
  const viteManifest = join(clientDir, '.vite', 'manifest.json');
  const routeTree = join(clientDir, '.vite', 'routes.json');
  if (!existsSync(viteManifest) || !existsSync(routeTree)) return null;
  const tree = JSON.parse(readFileSync(routeTree, 'utf8'));
  // With lazy route discovery (React Router's default, both apps) each page carries the part of
  // React Router's manifest it needs inline; with `mode: 'initial'` the browser would also fetch
  // the manifest file, which Vite's manifest does not list.
  if (tree.routeDiscovery?.mode === 'initial') throw new Error(`${appDir}: first-load JS is read for lazy route discovery only`);
  return { chunks: JSON.parse(readFileSync(viteManifest, 'utf8')), tree, clientDir };
}

/**
 * The Vite manifest keys of the entry chunks built from one source file (keys are paths relative
 * to the app; a plugin may add a query, as React Router does to its route modules).
 */
function entryKeysOf(chunks, source) {
  return Object.keys(chunks).filter((key) => chunks[key].isEntry && key.split('?')[0] === source);
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
  const read = readClientBuild(appDir);
  if (!read) return null;
  const { chunks, tree, clientDir } = read;
  const { routes, appDirectory, base } = tree;
  const url = (key) => `${base}${chunks[key].file}`;
  const sizes = new Map();
  const sizeOf = (key) => {
    if (!sizes.has(key)) {
      const buffer = readFileSync(join(clientDir, chunks[key].file));
      sizes.set(key, { raw: buffer.length, gzip: gzipSize(buffer), brotli: brotliSize(buffer) });
    }
    return sizes.get(key);
  };
  // Static imports only: dynamic ones (the forms' islands) load after the first load.
  const closure = (keys) => {
    const seen = new Set();
    const queue = [...keys];
    while (queue.length) {
      const key = queue.shift();
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push(...(chunks[key].imports ?? []));
    }
    return [...seen];
  };
  const entryKeys = Object.keys(chunks).filter((key) => chunks[key].isEntry && /(^|\/)entry\.client\.[jt]sx?$/.test(key.split('?')[0]));
  if (entryKeys.length !== 1) throw new Error(`${appDir}: expected one client entry in Vite's manifest, found ${entryKeys.length}`);
  const moduleKeys = (route) => entryKeysOf(chunks, join(appDirectory, route.file));
  const parents = new Set(Object.values(routes).map((route) => route.parentId).filter(Boolean));
  const leaves = Object.values(routes).filter((route) => !parents.has(route.id));
  return leaves.map((leaf) => {
    const keys = [...entryKeys];
    for (const route of routeChain(routes, leaf.id)) keys.push(...moduleKeys(route));
    const files = closure(keys).sort((a, b) => (url(a) < url(b) ? -1 : 1));
    const total = files.reduce(
      (sum, key) => {
        const size = sizeOf(key);
        return { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli };
      },
      { raw: 0, gzip: 0, brotli: 0 },
    );
    return {
      id: leaf.id,
      path: routePattern(routes, leaf.id) + (leaf.index ? ' (index)' : ''),
      // A resource route (sitemap.xml, robots.txt) renders no page: nothing of it reaches the
      // browser, so its client module is empty.
      page: moduleKeys(leaf).some((key) => sizeOf(key).raw > 0),
      ...total,
      files: files.map((key) => ({ url: url(key), ...sizeOf(key) })),
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
 * the first load), resource routes left out.
 */
export function pageRoutes(report) {
  return apps.flatMap((app) => (report[app.name] ?? []).filter((route) => route.page).map((route) => ({ app: app.name, ...route })));
}

/** The brand site's pages (the benchmark's content pages). */
export function contentRoutes(report) {
  return pageRoutes(report).filter((route) => route.app === 'brand-site');
}
