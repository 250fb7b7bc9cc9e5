import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { sharedViteConfig } from './tools/vite/shared-config.ts';
import { chromiumArgs, testChromiumPath } from './tools/testing/chromium.ts';

const root = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  ...sharedViteConfig,
  test: {
    // Two files at a time on CI's two cores (Vitest's default there is one): the data-service files
    // spend much of their time waiting on PostgreSQL, pg-boss polls and timers (decision 240).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['libs/*/src/**/*.test.{ts,tsx}', 'apps/{brand-site,discovery-trial,studio}/app/**/*.test.{ts,tsx}', 'tools/**/*.test.{ts,mjs}'],
          exclude: [...configDefaults.exclude, 'tools/ops/**'],
          setupFiles: [join(root, 'tools/testing/setup-dom.ts')],
          // One jsdom per worker instead of one per file: building it for each of the 82 files was
          // most of the project's time (95 s → 39 s on two cores). Testing Library unmounts after
          // every test, and the files pass in any order (`--sequence.shuffle`; decision 305).
          isolate: false,
          // A file's first test carries its warm-up (ESLint's project graph, jsdom's first render):
          // about a second alone, more with another file beside it on two cores (decision 240).
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          globals: true,
          include: ['apps/api/src/**/*.test.ts'],
          // Every file copies a database migrated once per run (decision 240).
          globalSetup: ['apps/api/src/testing/template-databases.ts'],
          // The server's modules are loaded once per worker, not once per file: each file builds its
          // own server on its own database, and no file mocks a module. Importing them for each of
          // the 43 files was a third of the project's time (PGlite and PostgreSQL: 127-145 s
          // against about 250 s; the files pass in any order, `--sequence.shuffle.files`).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Operations (docs/deployment.md): real server processes from the production builds and the
        // deploy packages, on PGlite and on PostgreSQL (TEST_DATABASE_URL); one file at a time.
        extends: true,
        test: {
          name: 'ops',
          environment: 'node',
          include: ['tools/ops/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          // After the unit and data-service files, alone: its servers have the machine to themselves.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: join(root, '.storybook') })],
        // Pre-bundle the libraries stories import, so Vite does not find them mid-run and reload
        // the browser (which fails a fresh clone's first run).
        optimizeDeps: {
          include: ['react', 'react-dom', 'react-dom/client', 'react-router', 'react-intl', 'zod'],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: testChromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
