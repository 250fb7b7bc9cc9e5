// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The data service's areas (apps/api/src/<area>/) depend on each other one way only, so an area can
// be read, tested and changed with what it imports and nothing that imports it. What every area
// shares sits below them: staff/ (who acts, audit, admin channel, preview links, StudioError).
// Each area has one entry (<area>/index.ts): what the rest of the service may use of it. Files
// inside an area import each other directly, never through their own entry.
// The service's plumbing is not an area: db/ gathers every area's tables into one schema and
// openapi/ every area's paths into one document; the files at the top (server.ts, main.ts,
// seed.ts) compose the areas.
const src = resolve(import.meta.dirname, '../../apps/api/src');
const plumbing = new Set(['db', 'http', 'jobs', 'metrics', 'openapi', 'health', 'testing']);

const allFiles = (readdirSync(src, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file));
const sources = allFiles.filter((file) => !/\.test\.tsx?$/.test(file));
const areaOf = (file: string) => (file.includes('/') ? file.split('/')[0]! : null);
const isArea = (area: string | null): area is string => area !== null && !plumbing.has(area);

/** Every relative import of one file (static, type-only, re-exports and dynamic), as paths under src (a folder as its index). */
const importsCache = new Map<string, string[]>();
function importsOf(file: string): string[] {
  const cached = importsCache.get(file);
  if (cached) return cached;
  const info = ts.preProcessFile(readFileSync(join(src, file), 'utf8'), true, true);
  const targets = info.importedFiles
    .filter(({ fileName }) => fileName.startsWith('.'))
    .map(({ fileName }) => relative(src, resolve(src, dirname(file), fileName)))
    .map((target) => (existsSync(join(src, target, 'index.ts')) ? `${target}/index` : target));
  importsCache.set(file, targets);
  return targets;
}

/** area -> the areas it imports, with the file and import that make each edge. */
const edges = new Map<string, Map<string, string>>();
for (const file of sources) {
  const from = areaOf(file);
  if (!isArea(from)) continue;
  for (const target of importsOf(file)) {
    const to = areaOf(target);
    if (!isArea(to) || to === from) continue;
    const out = edges.get(from) ?? new Map<string, string>();
    if (!out.has(to)) out.set(to, `${file} -> ${target}`);
    edges.set(from, out);
  }
}

/** The import cycles between areas, each as its chain of imports. */
function cycles(): string[][] {
  const found: string[][] = [];
  const visit = (area: string, path: string[]) => {
    for (const [next, why] of edges.get(area) ?? []) {
      const at = path.findIndex((step) => step.startsWith(`${next}:`));
      if (next === path[0]?.split(':')[0]) found.push([...path, `${next}: ${why}`]);
      else if (at < 0 && path.length < 12) visit(next, [...path, `${next}: ${why}`]);
    }
  };
  for (const area of edges.keys()) visit(area, [`${area}:`]);
  return found;
}

describe('data service areas (apps/api/src)', () => {
  it('finds the areas and their imports', () => {
    expect([...edges.keys()]).toEqual(expect.arrayContaining(['studio', 'media', 'campaigns', 'bookings', 'registrations']));
    expect(edges.get('studio')?.has('content')).toBe(true);
  });

  it('no area imports another that imports it back, directly or through others', () => {
    expect(cycles().map((cycle) => cycle.join('\n  '))).toEqual([]);
  });

  it('every area has an entry (index.ts)', () => {
    const areas = [...new Set(sources.map(areaOf).filter(isArea))];
    expect(areas.length).toBeGreaterThan(10);
    expect(areas.filter((area) => !sources.includes(`${area}/index.ts`))).toEqual([]);
  });

  it('code and tests outside an area reach it through its entry only', () => {
    const deep = allFiles.flatMap((file) =>
      importsOf(file)
        .filter((target) => isArea(areaOf(target)) && areaOf(target) !== areaOf(file) && target !== `${areaOf(target)}/index`)
        .map((target) => `${file} -> ${target}`),
    );
    expect(deep).toEqual([]);
  });

  it('files inside an area import each other directly, not through their own entry', () => {
    const throughOwnEntry = allFiles.flatMap((file) =>
      importsOf(file)
        .filter((target) => isArea(areaOf(file)) && target === `${areaOf(file)}/index`)
        .map((target) => `${file} -> ${target}`),
    );
    expect(throughOwnEntry).toEqual([]);
  });

  it('StudioError is declared in one place, and no module re-exports it', () => {
    const all = readdirSync(src, { recursive: true }) as string[];
    const declared = all.filter((file) => file.endsWith('.ts') && /class StudioError\b/.test(readFileSync(join(src, file), 'utf8')));
    expect(declared).toEqual(['staff/errors.ts']);
    const reexported = all.filter((file) => file.endsWith('.ts') && /export\s*\{[^}]*\bStudioError\b[^}]*\}\s*from/.test(readFileSync(join(src, file), 'utf8')));
    expect(reexported).toEqual([]);
  });
});
