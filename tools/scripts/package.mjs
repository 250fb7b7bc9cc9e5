#!/usr/bin/env node
// Deploy artefact of one app (docs/deployment.md "Artefacts"): `dist/packages/<app>/`, runnable as
// `node dist/packages/<app>/server.mjs` from any directory on a machine with Node 24 and nothing
// else. The server and every production dependency it imports are bundled into server.mjs (from the
// app's build, which Nx runs first); what the bundle reads at run time is copied next to it.
// Usage: package.mjs <app>     (run by `npx nx run <app>:package` and `npm run package`)
// An app is added to `apps` below (entry, React Router build or not, files to copy).
import { cpSync, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(root, 'package.json'));
const pgliteDist = dirname(require.resolve('@electric-sql/pglite'));

/** Every deployable app: its server entry and what it needs beside the bundle at run time. */
const apps = {
  api: {
    entry: 'apps/api/src/main.ts',
    // content/ is loaded into the database at start-up; PGlite loads its WebAssembly and the pg_trgm
    // extension (search) beside the code.
    copy: [
      ['content', 'content'],
      ...['pglite.wasm', 'pglite.data', 'initdb.wasm', 'pg_trgm.tar.gz'].map((file) => [relative(root, join(pgliteDist, file)), file]),
      // sharp (the media library's renditions) loads its native binding at run time:
      // it stays a package beside the bundle, with the prebuilt libvips of this platform.
      ...['sharp', '@img', 'detect-libc', 'semver'].map((pkg) => [`node_modules/${pkg}`, `node_modules/${pkg}`]),
    ],
    external: ['sharp'],
  },
  'brand-site': { entry: 'apps/brand-site/server/main.ts', reactRouterBuild: 'apps/brand-site/build/server/index.js', copy: [['apps/brand-site/build/client', 'client']] },
  'discovery-trial': {
    entry: 'apps/discovery-trial/server/main.ts',
    reactRouterBuild: 'apps/discovery-trial/build/server/index.js',
    copy: [['apps/discovery-trial/build/client', 'client']],
  },
  // The staff studio: its client assets are served under /studio/ (server/main.ts).
  studio: { entry: 'apps/studio/server/main.ts', reactRouterBuild: 'apps/studio/build/server/index.js', copy: [['apps/studio/build/client', 'client']] },
};

const name = process.argv[2];
if (!name || process.argv.includes('--help') || !(name in apps)) {
  console.log(`Usage: package.mjs <${Object.keys(apps).join('|')}>\nMakes dist/packages/<app>/ (server.mjs and the files it reads) from the app's build.`);
  process.exit(name && !process.argv.includes('--help') ? 1 : 0);
}
const app = apps[name];
const out = join(root, 'dist', 'packages', name);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

if (app.reactRouterBuild && !existsSync(join(root, app.reactRouterBuild))) {
  console.error(`package ${name}: ${app.reactRouterBuild} is missing; build the app first (npx nx run ${name}:package does).`);
  process.exit(1);
}

await build({
  entryPoints: [join(root, app.entry)],
  outfile: join(out, 'server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  minifySyntax: true,
  logLevel: 'warning',
  loader: { '.sql': 'text' },
  define: { 'process.env.NODE_ENV': '"production"' },
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  // Optional native bindings some packages try first and do without.
  external: ['pg-native', ...(app.external ?? [])],
  plugins: [
    {
      name: 'react-router-build',
      setup(b) {
        // server/main.ts imports the React Router build that sits beside its ordinary bundle.
        b.onResolve({ filter: /^\.\/index\.js$/ }, (args) =>
          app.reactRouterBuild && args.importer.endsWith(app.entry.split('/').pop()) ? { path: join(root, app.reactRouterBuild) } : undefined,
        );
      },
    },
  ],
});

// Not the build's manifests (`client/.vite/`): they are for tools, and a package serves nothing of them.
for (const [from, to] of app.copy) cpSync(join(root, from), join(out, to), { recursive: true, dereference: true, filter: (path) => basename(path) !== '.vite' });
// Node reads server.mjs as an ES module whatever package.json lies above the folder.
writeFileSync(join(out, 'package.json'), `${JSON.stringify({ name: `@oriel/${name}-package`, private: true, type: 'module', engines: { node: '>=24' } }, null, 2)}\n`);

const size = (path) => (statSync(path).isDirectory() ? 0 : statSync(path).size);
console.log(`package ${name}: dist/packages/${name}/server.mjs (${(size(join(out, 'server.mjs')) / 1e6).toFixed(1)} MB) + ${app.copy.map(([, to]) => to).join(', ')}`);
