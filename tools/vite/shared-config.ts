import type { PluginOption, UserConfig } from 'vite';
import { precompress } from './precompress.ts';

/** Vite settings both apps share. */
export const sharedViteConfig = {
  resolve: {
    alias: [
      // Messages are compiled to ICU ASTs ahead of time, so the browser needs no ICU parser.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ],
  },
  build: { target: 'es2022' },
} satisfies UserConfig;

/** Plugins both apps add after their framework plugin: precompressed client files (decision 071). */
export const sharedVitePlugins: PluginOption[] = [precompress()];
