// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type ProjectGraph, createProjectGraphAsync } from '@nx/devkit';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { brand } from '@oriel/config';

// "The campaign app ships alone": a campaign team builds, tests and packages
// apps/discovery-trial without the data service or the brand site. Nx builds what a project
// depends on first (`build` dependsOn `^build`), so the app's project graph must not reach them.

const app = '@oriel/discovery-trial';
const root = join(import.meta.dirname, '..', '..', '..');

function reachable(graph: ProjectGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    for (const { target } of graph.dependencies[name] ?? []) {
      if (target.startsWith('npm:') || seen.has(target)) continue;
      seen.add(target);
      visit(target);
    }
  };
  visit(from);
  return seen;
}

describe('the campaign app', () => {
  it('depends on no other app, nor on the tools that reach the data service', { timeout: 180_000 }, async () => {
    const graph = await createProjectGraphAsync({ exitOnError: false });
    const deps = reachable(graph, app);
    for (const other of ['@oriel/api', '@oriel/brand-site', '@oriel/studio', '@oriel/tools']) expect(deps, other).not.toContain(other);
    // Only libraries (and the shared build and test settings) are built before it.
    for (const dep of deps) expect(graph.nodes[dep]?.type, dep).not.toBe('app');
  });

  it('names no campaign: any slug of content/campaigns can be served, none is written in its code', () => {
    const slugs = readdirSync(join(root, 'content/campaigns'))
      .filter((n) => n.endsWith('.yaml') && n !== 'locations.yaml')
      .map((n) => String(parse(readFileSync(join(root, 'content/campaigns', n), 'utf8')).slug).replace('{brand-slug}', brand.slug));
    expect(slugs.length).toBeGreaterThan(5);
    const sources = (readdirSync(join(root, 'apps/discovery-trial'), { recursive: true }) as string[])
      .filter((p) => /\.(ts|tsx)$/.test(p) && !/(^|\/)(e2e|build|node_modules|\.react-router)\//.test(p) && !/\.(test|stories)\.tsx?$/.test(p));
    const named = sources.flatMap((p) => {
      const text = readFileSync(join(root, 'apps/discovery-trial', p), 'utf8');
      return slugs.filter((slug) => text.includes(`'${slug}`) || text.includes(`/${slug}'`)).map((slug) => `${relative(root, join(root, 'apps/discovery-trial', p))}: ${slug}`);
    });
    expect(named).toEqual([]);
  });
});
