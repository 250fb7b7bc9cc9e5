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

let before = new Set<string>();

async function run(options: Record<string, unknown>) {
  const tree = createTreeWithEmptyWorkspace();
  tree.write('content/campaigns/le-perce-vent.yaml', readFileSync(join(root, 'content/campaigns/le-perce-vent.yaml'), 'utf8'));
  before = new Set(tree.listChanges().map((c) => `${c.path} ${c.content?.length}`));
  await generator(tree, { title: 'Rituel tasting', titleZh: '香氛儀式品鑑', opensAt: '2026-03-01T10:00:00+08:00', closesAt: '2026-03-31T20:00:00+08:00', ...options });
  return tree;
}

describe('the campaign generator', () => {
  it('writes a valid content file named by its slug, no code, and an e2e spec; the default design draws it', async () => {
    const tree = await run({ slug: 'rituel-tasting', kind: 'workshop', edm: false, motif: 'waves' });
    expect(tree.exists('apps/discovery-trial/app/campaigns/rituel-tasting/design.tsx')).toBe(false);
    expect(tree.read('apps/discovery-trial/e2e/rituel-tasting.spec.ts', 'utf-8')).toContain('/edm`)).status()).toBe(404)');
    const content = parse(tree.read('content/campaigns/rituel-tasting.yaml', 'utf-8')!);
    expect(content.slug).toBe('rituel-tasting');
    expect(content.theme.motif).toBe('waves');
    const checked = campaignFileSchema.safeParse(content);
    expect(checked.error?.issues ?? []).toEqual([]);
    expect(content.registration).toMatchObject({ kind: 'workshop', feeHkd: 480 });
    // The dates fact is written as the site writes dates, for the team to keep or reword.
    expect(content.texts.en.facts[0]).toEqual({ label: 'Campaign', value: '1 – 31 March 2026' });
    expect(content.texts['zh-Hant'].facts[0]).toEqual({ label: '活動日期', value: '2026年3月1日至31日' });
    // Nothing outside the campaign's own files changes.
    expect(tree.listChanges().filter((c) => !before.has(`${c.path} ${c.content?.length}`)).map((c) => c.path).sort()).toEqual([
      'apps/discovery-trial/e2e/rituel-tasting.spec.ts',
      'content/campaigns/rituel-tasting.yaml',
    ]);
  });

  it('with --design, also writes the design folder the content names', async () => {
    const tree = await run({ slug: 'rituel-tasting', design: true });
    expect(tree.exists('apps/discovery-trial/app/campaigns/rituel-tasting/design.tsx')).toBe(true);
    expect(parse(tree.read('content/campaigns/rituel-tasting.yaml', 'utf-8')!).theme.design).toBe('rituel-tasting');
  });

  it('refuses a slug that exists, a bad slug and dates in the wrong order', async () => {
    await expect(run({ slug: 'le-perce-vent' })).rejects.toThrow(/already exists/);
    await expect(run({ slug: 'Not A Slug' })).rejects.toThrow(/not a slug/);
    await expect(run({ slug: 'late', opensAt: '2026-04-01T10:00:00+08:00' })).rejects.toThrow(/before/);
  });
});
