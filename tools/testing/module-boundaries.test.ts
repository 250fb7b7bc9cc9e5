// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The dependency rules of the workspace are enforced by lint, not by convention: these imports,
// placed in real project folders, must be refused.
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === '@nx/enforce-module-boundaries' || m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('module boundaries', () => {
  it('forbids a ui library from importing data access', async () => {
    const errors = await boundaryErrors('libs/ui/src/probe.ts', "import { fetchMenu } from '@oriel/data-client';\nexport const probe = fetchMenu;\n");
    expect(errors.join('\n')).toMatch(/type:ui.*can only depend on/);
  });

  it('forbids a library from importing an app', async () => {
    const errors = await boundaryErrors('libs/i18n/src/probe.ts', "import * as api from '@oriel/api';\nexport const probe = api;\n");
    expect(errors.length).toBeGreaterThan(0);
  });

  it('forbids the brand site from importing the campaign app', async () => {
    const errors = await boundaryErrors('apps/brand-site/app/probe.ts', "import * as trial from '@oriel/discovery-trial';\nexport const probe = trial;\n");
    expect(errors.length).toBeGreaterThan(0);
  });

  it('forbids the data service from importing the forms or the data client (it speaks libs/contracts)', async () => {
    for (const code of ["import { registrationIntents } from '@oriel/forms';\nexport const probe = registrationIntents;\n", "import { fetchMenu } from '@oriel/data-client';\nexport const probe = fetchMenu;\n"]) {
      const errors = await boundaryErrors('apps/api/src/probe.ts', code);
      expect(errors.join('\n'), code).toMatch(/can only depend on/);
    }
    expect(await boundaryErrors('apps/api/src/probe.ts', "import { registrationSchema } from '@oriel/contracts/registration';\nexport const probe = registrationSchema;\n")).toEqual([]);
  });

  it('allows an app to use the shared libraries', async () => {
    const errors = await boundaryErrors('apps/brand-site/app/probe.ts', "import { Header } from '@oriel/ui';\nexport const probe = Header;\n");
    expect(errors).toEqual([]);
  });
});
