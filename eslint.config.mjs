import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

// The Nx boundary rule reads Nx's cached project graph and silently skips itself when there is
// none (a fresh clone): compute it first, so the rule is never off.
if (!existsSync(join(import.meta.dirname, '.nx/workspace-data/project-graph.json'))) {
  execSync('npx nx show projects', { cwd: import.meta.dirname, stdio: 'ignore', env: { ...process.env, NX_DAEMON: 'false' } });
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/build/**', '**/dist/**', '**/.react-router/**', '.nx/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'libs/i18n/src/compiled/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/*/app/**/*.{ts,tsx}', 'apps/*/server/**/*.ts', 'apps/api/src/**/*.ts', 'libs/*/src/**/*.{ts,tsx}'],
    rules: {
      // One-way dependencies, really enforced: apps -> libs; ui -> ui/util; data-access ->
      // data-access/util; util -> util. No library may import an app, ui never fetches data.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'scope:brand-site', onlyDependOnLibsWithTags: ['scope:shared', 'scope:server', 'scope:brand-site'] },
            { sourceTag: 'scope:discovery-trial', onlyDependOnLibsWithTags: ['scope:shared', 'scope:server', 'scope:discovery-trial'] },
            { sourceTag: 'scope:studio', onlyDependOnLibsWithTags: ['scope:shared', 'scope:server', 'scope:studio'] },
            // The data service is a Node host too: it shares the security headers of libs/server (docs/hardening.md).
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared', 'scope:server', 'scope:api'] },
            // The data service speaks the contracts (libs/contracts) and needs no UI or client library
            // (decision 100): util libraries only.
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['type:util'] },
          ],
        },
      ],
      // Apps are deployables, never dependencies. They export nothing, so the Nx rule does not see
      // an import of one by package name: refuse it by name.
      'no-restricted-imports': [
        'error',
        {
          paths: ['@oriel/api', '@oriel/brand-site', '@oriel/discovery-trial', '@oriel/studio'].map((name) => ({
            name,
            message: 'Apps are not dependencies: move what you need into a library.',
          })),
          patterns: [{ group: ['@oriel/api/*', '@oriel/brand-site/*', '@oriel/discovery-trial/*'], message: 'Apps are not dependencies.' }],
        },
      ],
    },
  },
);
