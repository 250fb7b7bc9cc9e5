// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The data service's areas (apps/api/src/<area>/) depend on each other one way only, so an area can
// be read, tested and changed with what it imports and nothing that imports it. What every area
// shares sits below them: staff/ (who acts, audit, admin channel, preview links, StudioError).
// The service's plumbing is not an area: db/ gathers every area's tables into one schema and
// openapi/ every area's paths into one document; the files at the top (server.ts, main.ts,
// seed.ts) compose the areas.
const src = resolve(import.meta.dirname, '../../apps/api/src');
const plumbing = new Set(['db', 'http', 'jobs', 'metrics', 'openapi', 'health', 'testing']);

const sources = (readdirSync(src, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
const areaOf = (file: string) => (file.includes('/') ? file.split('/')[0]! : null);
const isArea = (area: string | null): area is string => area !== null && !plumbing.has(area);

/** Every relative import of one file (static, type-only, re-exports and dynamic), as paths under src. */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(join(src, file), 'utf8'), true, true);
  return info.importedFiles.filter(({ fileName }) => fileName.startsWith('.')).map(({ fileName }) => relative(src, resolve(src, dirname(file), fileName)));
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

  it('other areas reach staff/ through its entry (staff/index.ts) only', () => {
    const deep = sources.filter((file) => areaOf(file) !== 'staff').flatMap((file) => importsOf(file).filter((target) => target.startsWith('staff/')).map((target) => `${file} -> ${target}`));
    expect(deep).toEqual([]);
  });

  it('StudioError is declared in one place, and no module re-exports it', () => {
    const all = readdirSync(src, { recursive: true }) as string[];
    const declared = all.filter((file) => file.endsWith('.ts') && /class StudioError\b/.test(readFileSync(join(src, file), 'utf8')));
    expect(declared).toEqual(['staff/errors.ts']);
    const reexported = all.filter((file) => file.endsWith('.ts') && /export\s*\{[^}]*\bStudioError\b[^}]*\}\s*from/.test(readFileSync(join(src, file), 'utf8')));
    expect(reexported).toEqual([]);
  });
});
