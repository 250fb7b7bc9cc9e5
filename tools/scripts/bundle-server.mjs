#!/usr/bin/env node
// Bundles a server entry written in TypeScript into one ES module for Node: the workspace libraries
// (@oriel/*, TypeScript sources) are bundled in, packages from node_modules stay external.
// Usage: bundle-server.mjs <entry.ts> <out.js>
import { build } from 'esbuild';

const [entry, outfile] = process.argv.slice(2);
if (!entry || !outfile || process.argv.includes('--help')) {
  console.log('Usage: bundle-server.mjs <entry.ts> <out.js>');
  process.exit(entry ? 0 : 1);
}
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  loader: { '.sql': 'text' },
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('@oriel/')) return undefined;
          return { path: args.path, external: true };
        });
        // The React Router server build sits next to the bundle and is loaded at run time.
        b.onResolve({ filter: /^\.\/index\.js$/ }, (args) => ({ path: args.path, external: true }));
      },
    },
  ],
});
