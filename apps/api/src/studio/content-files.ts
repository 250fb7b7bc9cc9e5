import { isDeepStrictEqual } from 'node:util';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isScalar, parse as parseYaml, parseDocument, stringify } from 'yaml';
import { brand } from '@oriel/config';
import { type EntryDocument, type StudioEntryType, studioEntryTypes } from '@oriel/contracts/studio';

/**
 * `npm run content -- export` writes the live content back to `content/`: one YAML
 * file per entry, as people write them, so the diff is the review. A file is written only when
 * what it says differs from the live entry; its leading comment and its key order are kept, and
 * the house's name goes back to `{brand}` (the loader fills it in).
 */
export interface ExportedEntry {
  type: StudioEntryType;
  file: string;
  document: EntryDocument;
}

function withBrandPlaceholder(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll(brand.name, '{brand}');
  if (Array.isArray(value)) return value.map(withBrandPlaceholder);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withBrandPlaceholder(v)]));
  return value;
}

/** The document with its keys in the order the file had them (new keys after), at every level. */
function orderLike(value: unknown, like: unknown): unknown {
  if (Array.isArray(value)) return value.map((v, i) => orderLike(v, Array.isArray(like) ? like[i] : undefined));
  if (!value || typeof value !== 'object') return value;
  const model = like && typeof like === 'object' && !Array.isArray(like) ? Object.keys(like) : [];
  const keys = [...model.filter((k) => k in value), ...Object.keys(value).filter((k) => !model.includes(k))];
  return Object.fromEntries(keys.map((k) => [k, orderLike((value as Record<string, unknown>)[k], (like as Record<string, unknown> | undefined)?.[k])]));
}

const headerOf = (raw: string) => raw.match(/^(?:#[^\n]*\n)*/)![0];
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
type Path = (string | number)[];

/**
 * The single-line texts and numbers that differ between a file and the wanted document, or null
 * when the change is in the structure (items added, removed...). A key the file leaves out that
 * the schema fills in with the same value (a default) is no change.
 */
function scalarChanges(raw: unknown, parsed: unknown, wanted: unknown, path: Path = []): { path: Path; value: unknown }[] | null {
  if (isObject(wanted) && isObject(raw)) {
    const changes: { path: Path; value: unknown }[] = [];
    for (const key of new Set([...Object.keys(raw), ...Object.keys(wanted)])) {
      if (!(key in raw)) {
        if (isObject(parsed) && isDeepStrictEqual(parsed[key], wanted[key])) continue;
        return null;
      }
      if (!(key in wanted)) return null;
      const inner = scalarChanges(raw[key], isObject(parsed) ? parsed[key] : undefined, wanted[key], [...path, key]);
      if (!inner) return null;
      changes.push(...inner);
    }
    return changes;
  }
  if (Array.isArray(wanted) && Array.isArray(raw)) {
    if (wanted.length !== raw.length) return null;
    const changes: { path: Path; value: unknown }[] = [];
    for (let i = 0; i < wanted.length; i++) {
      const inner = scalarChanges(raw[i], Array.isArray(parsed) ? parsed[i] : undefined, wanted[i], [...path, i]);
      if (!inner) return null;
      changes.push(...inner);
    }
    return changes;
  }
  if (isDeepStrictEqual(raw, wanted)) return [];
  const scalar = (v: unknown) => typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && !v.includes('\n'));
  return scalar(raw) && scalar(wanted) ? [{ path, value: wanted }] : null;
}

/**
 * The file with only the changed values rewritten in place (comments, quoting and line breaks of
 * everything else stay as people wrote them); null when that cannot be done.
 */
function patchInPlace(raw: string, existing: unknown, parsed: unknown, wanted: unknown): string | null {
  const changes = scalarChanges(existing, parsed, wanted);
  if (!changes) return null;
  const document = parseDocument(raw);
  const splices = changes.map(({ path, value }) => {
    const node = document.getIn(path, true);
    if (!isScalar(node) || !node.range) return null;
    return { start: node.range[0], end: node.range[1], text: stringify(value, { lineWidth: 0, singleQuote: true }).trimEnd() };
  });
  if (splices.some((s) => s === null)) return null;
  let text = raw;
  for (const s of (splices as { start: number; end: number; text: string }[]).sort((a, b) => b.start - a.start)) text = text.slice(0, s.start) + s.text + text.slice(s.end);
  return isDeepStrictEqual(parseYaml(text), withDefaults(parseYaml(raw), changes)) ? text : null;
}

function withDefaults(value: unknown, changes: { path: Path; value: unknown }[]): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  for (const { path, value: v } of changes) {
    let node = copy;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    node[path[path.length - 1]!] = v;
  }
  return copy;
}

/** Writes the entries whose files say otherwise; answers the files written (relative to contentDir). */
export async function writeContentFiles(contentDir: string, entries: ExportedEntry[]): Promise<string[]> {
  const written: string[] = [];
  for (const { type, file, document } of entries) {
    const target = join(contentDir, file);
    const raw = existsSync(target) ? await readFile(target, 'utf8') : null;
    const existing: unknown = raw === null ? null : parseYaml(raw);
    const wanted = withBrandPlaceholder(document);
    const current = existing === null ? null : studioEntryTypes[type].schema.safeParse(existing);
    if (current?.success && isDeepStrictEqual(withBrandPlaceholder(current.data), wanted)) continue;
    const patched = raw !== null && current?.success ? patchInPlace(raw, existing, withBrandPlaceholder(current.data), wanted) : null;
    const header = raw === null ? `# ${studioEntryTypes[type].singular}, written by npm run content -- export. How to edit: docs/content.md\n` : headerOf(raw);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, patched ?? header + stringify(orderLike(wanted, existing), { lineWidth: 106, singleQuote: true }));
    written.push(file);
  }
  return written;
}

/** A media-library key: `uploads/` and the photograph's 12-character id. */
const uploadedKey = /^uploads\/[a-z0-9]{12}$/;

function keysIn(value: unknown): string[] {
  if (typeof value === 'string') return uploadedKey.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(keysIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(keysIn);
  return [];
}

/**
 * The uploaded photographs the exported entries name, each with the files naming it: the YAML
 * keeps their keys, but the photographs live in the media library (the database's
 * `media_assets` and MEDIA_DIR), not in `content/`, so the files alone do not carry them.
 */
export function uploadedMediaIn(entries: ExportedEntry[]): { key: string; files: string[] }[] {
  const byKey = new Map<string, Set<string>>();
  for (const entry of entries) {
    for (const key of keysIn(entry.document)) byKey.set(key, (byKey.get(key) ?? new Set()).add(entry.file));
  }
  return [...byKey].sort(([a], [b]) => a.localeCompare(b)).map(([key, files]) => ({ key, files: [...files].sort() }));
}
