import { execFileSync } from 'node:child_process';
import type { PluginOption, UserConfig } from 'vite';
import { precompress } from './precompress.ts';

const frameworkModules = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|react-intl|@formatjs|intl-messageformat)[\\/]/;

// Not the message catalogues: each locale's is its own chunk, never in a page's first load (libs/i18n/src/catalogues.ts).
// Not what only one route or an island draws (the maintenance page, the header's full-screen menu,
// the search results, the boutique list, spans of days, the sub-navigation, the product facts, the pre-release
// gate's form, which brings react-hook-form and loads only when the gate is on, the cookie banner and
// the third-party script loader, which load only when a third party is configured, the note of what was
// typed into an island before its code came): in the group, every page would carry them (home,
// collection, article -0.5 KB gzip, product +0.2).
const sharedLibraries = /[\\/]libs[\\/](ui|i18n|config)[\\/]src[\\/](?!compiled[\\/]|maintenance[\\/]|editorial[\\/](?:search-results|boutique-list|sub-nav|fact-list|date-range)\.tsx|date-range\.ts|header[\\/]mobile-menu\.tsx|gate[\\/]gate-form\.tsx|consent[\\/](?:cookie-banner\.tsx|third-party\.ts)|page-status[\\/]typed-before-hydration\.ts|monitoring[\\/](?:start|report)\.ts)/;

/** The release a client-error report names: RELEASE when set (CI, deploys), else the commit. */
function release(): string {
  if (process.env.RELEASE) return process.env.RELEASE;
  try {
    return execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'dev';
  }
}

/** Vite settings both apps share. */
export const sharedViteConfig = {
  define: { 'import.meta.env.VITE_RELEASE': JSON.stringify(release()) },
  resolve: {
    alias: [
      // Messages are compiled to ICU ASTs ahead of time, so the browser needs no ICU parser.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ],
  },
  build: {
    target: 'es2022',
    // Vite's build manifest (build/client/.vite/manifest.json, never served: the static middleware
    // skips dot-folders and packages leave it out), which tools/bench reads for each route's files.
    manifest: true,
    // BUNDLE_SOURCEMAP=1: hidden source maps for `tools/bench/bundle-composition.mjs` (what is in a chunk).
    sourcemap: process.env.BUNDLE_SOURCEMAP === '1' ? 'hidden' : false,
    rolldownOptions: {
      output: {
        // What every page loads in two chunks instead of a dozen: the framework (React, React Router,
        // react-intl) and the presentational libraries (frame, editorial blocks, i18n). Fewer
        // requests and one compression window (home: 19 -> 11 files, 156.5 -> 154.2 KB gzip).
        // Nothing with heavy dependencies (forms, zod, TanStack Query) may go here.
        codeSplitting: {
          groups: [
            { name: 'framework', test: frameworkModules },
            { name: 'ui', test: sharedLibraries },
          ],
        },
      },
    },
  },
} satisfies UserConfig;

/** Plugins both apps add after their framework plugin: precompressed client files. */
export const sharedVitePlugins: PluginOption[] = [precompress()];
