import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { campaignFileSchema } from '../../../apps/api/src/campaigns/content-schema';

const require = createRequire(import.meta.url);
const generator = require('./generator.cjs') as (tree: unknown, options: Record<string, unknown>) => Promise<unknown>;
const root = join(import.meta.dirname, '..', '..', '..');
const copied = ['libs/config/src/index.ts', 'apps/discovery-trial/app/campaigns/registry.ts'];

async function run(options: Record<string, unknown>) {
  const tree = createTreeWithEmptyWorkspace();
  for (const path of copied) tree.write(path, readFileSync(join(root, path), 'utf8'));
  await generator(tree, { title: 'Rituel tasting', titleZh: '香氛儀式品鑑', opensAt: '2026-03-01T10:00:00+08:00', closesAt: '2026-03-31T20:00:00+08:00', ...options });
  return tree;
}

describe('the campaign generator', () => {
  it('adds the slug, a valid content file, a design folder in the registry and an e2e spec', async () => {
    const tree = await run({ slug: 'rituel-tasting', kind: 'workshop', edm: false });
    expect(tree.read('libs/config/src/index.ts', 'utf-8')).toContain("rituelTasting: 'rituel-tasting',");
    const registry = tree.read('apps/discovery-trial/app/campaigns/registry.ts', 'utf-8')!;
    expect(registry).toContain("import { design as rituelTasting } from './rituel-tasting/design';");
    expect(registry).toContain('[campaignSlugs.rituelTasting]: rituelTasting,');
    expect(tree.exists('apps/discovery-trial/app/campaigns/rituel-tasting/design.tsx')).toBe(true);
    expect(tree.read('apps/discovery-trial/e2e/rituel-tasting.spec.ts', 'utf-8')).toContain('/edm`)).status()).toBe(404)');

    const content = parse(tree.read('content/campaigns/rituel-tasting.yaml', 'utf-8')!);
    expect(content.slugKey).toBe('rituelTasting');
    // The new key exists only in the generated config; check everything else against the real schema.
    const checked = campaignFileSchema.safeParse({ ...content, slugKey: 'lePerceVent' });
    expect(checked.error?.issues ?? []).toEqual([]);
    expect(content.registration).toMatchObject({ kind: 'workshop', feeHkd: 480 });
  });

  it('refuses a slug that exists, a bad slug and dates in the wrong order', async () => {
    await expect(run({ slug: 'le-perce-vent' })).rejects.toThrow(/already exists/);
    await expect(run({ slug: 'Not A Slug' })).rejects.toThrow(/not a slug/);
    await expect(run({ slug: 'late', opensAt: '2026-04-01T10:00:00+08:00' })).rejects.toThrow(/before/);
  });
});
