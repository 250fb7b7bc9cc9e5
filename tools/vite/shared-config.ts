import type { PluginOption, UserConfig } from 'vite';
import { precompress } from './precompress.ts';

const frameworkModules = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|react-intl|@formatjs|intl-messageformat)[\\/]/;

/** Vite settings both apps share. */
export const sharedViteConfig = {
  resolve: {
    alias: [
      // Messages are compiled to ICU ASTs ahead of time, so the browser needs no ICU parser.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ],
  },
  build: {
    target: 'es2022',
    // BUNDLE_SOURCEMAP=1: hidden source maps for `tools/bench/bundle-composition.mjs` (what is in a chunk).
    sourcemap: process.env.BUNDLE_SOURCEMAP === '1' ? 'hidden' : false,
    rolldownOptions: {
      output: {
        // What every page loads (React, React Router, react-intl) in one chunk instead of five:
        // one request and one gzip window, -3 KB gzip of first-load JS (decision 072). Nothing that
        // only some pages need may go here.
        codeSplitting: { groups: [{ name: 'framework', test: frameworkModules }] },
      },
    },
  },
} satisfies UserConfig;

/** Plugins both apps add after their framework plugin: precompressed client files (decision 071). */
export const sharedVitePlugins: PluginOption[] = [precompress()];
