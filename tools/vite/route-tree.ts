import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Config } from '@react-router/dev/config';

/**
 * React Router's `buildEnd` hook: writes the app's route tree (ids, parents, paths, route files),
 * its public path (Vite `base`) and its route discovery beside Vite's build manifest, as
 * `build/client/.vite/routes.json`. With the two, a tool reads which files a route loads from
 * documented output only (tools/bench/lib/first-load.mjs).
 */
export const writeRouteTree: NonNullable<Config['buildEnd']> = async ({ buildManifest, reactRouterConfig, viteConfig }) => {
  const dir = join(reactRouterConfig.buildDirectory, 'client', '.vite');
  await mkdir(dir, { recursive: true });
  // Route files are relative to the app directory; Vite's manifest keys are relative to its root.
  const appDirectory = relative(viteConfig.root, reactRouterConfig.appDirectory);
  const tree = { base: viteConfig.base, appDirectory, routeDiscovery: reactRouterConfig.routeDiscovery, routes: buildManifest?.routes ?? {} };
  await writeFile(join(dir, 'routes.json'), `${JSON.stringify(tree, null, 2)}\n`);
};
