import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { parse as parseYaml } from 'yaml';
import { brand } from '@oriel/config';
import type { z } from 'zod';
import { loadConfig } from '../config';
import type { Database } from '../db/schema';

/**
 * The content-loading framework every area uses (content, campaigns, loyalty): read the YAML files
 * of a folder under `content/`, validate each with zod, and fail loudly naming the file and field.
 * How to add an area: docs/content.md.
 */

/** Bad content: names the file (relative to content/) and the field. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly detail: string,
  ) {
    super(`content/${file}: ${field || '(file)'}: ${detail}`);
    this.name = 'ContentError';
  }
}

/**
 * The `content/` folder: CONTENT_DIR when set, otherwise the nearest `content/` above this module
 * (works from the sources, from the bundle in apps/api/dist and from any working directory).
 */
export function findContentDir(configured: string | undefined = loadConfig().CONTENT_DIR): string {
  if (configured) return resolve(configured);
  for (const start of [dirname(fileURLToPath(import.meta.url)), process.cwd()]) {
    let dir = start;
    for (;;) {
      if (existsSync(join(dir, 'content', 'media', 'manifest.json'))) return join(dir, 'content');
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  throw new Error('No content/ folder found: set CONTENT_DIR to the folder that holds the content files.');
}

export interface ContentEntry<T> {
  /** Path relative to content/, with forward slashes: named in errors. */
  file: string;
  data: T;
}

/**
 * Content names the house as `{brand}` (the name lives in one place, libs/config): replaced in every
 * string value after parsing, so the files stay valid YAML.
 */
function withBrand(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('{brand}', brand.name);
  if (Array.isArray(value)) return value.map(withBrand);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withBrand(v)]));
  return value;
}

/**
 * Parses and validates one file's text (YAML, or JSON by its name): a mistake is a ContentError
 * naming the file, the field and why. Also used for a file sent to the running service.
 */
export function parseContent<T extends z.ZodType>(file: string, raw: string, schema: T): ContentEntry<z.infer<T>> {
  let value: unknown;
  try {
    value = file.endsWith('.json') ? JSON.parse(raw) : parseYaml(raw, { uniqueKeys: true });
  } catch (error) {
    throw new ContentError(file, '', `not valid ${file.endsWith('.json') ? 'JSON' : 'YAML'}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = schema.safeParse(withBrand(value));
  if (!parsed.success) {
    const { issues } = parsed.error;
    // A misspelt field is the mistake to name, before the field it leaves missing (whose own message
    // would speak of a bad value): named itself, not its parent object, with what its object lacks.
    const unknown = issues.find((issue) => issue.code === 'unrecognized_keys');
    if (unknown) {
      const sameObject = (issue: (typeof issues)[number]) => issue.path.length === unknown.path.length + 1 && unknown.path.every((part, i) => issue.path[i] === part);
      const missing = issues.filter((issue) => sameObject(issue) && valueAt(value, issue.path) === undefined).map((issue) => String(issue.path.at(-1)));
      const field = [...unknown.path, unknown.keys[0]].map(String).join('.');
      throw new ContentError(file, field, `unknown field (misspelt, or not part of this kind of file)${missing.length ? `; missing: ${missing.join(', ')}` : ''}`);
    }
    const issue = issues[0]!;
    throw new ContentError(file, issue.path.map(String).join('.'), issue.message);
  }
  return { file, data: parsed.data };
}

/** The value at `path` in what a file holds (undefined where it has none). */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined), value);
}

/** Every file read for one area: its hash is the content version stored in the database. */
export class ContentReader {
  private readonly hash = createHash('sha256');
  readonly files: string[] = [];

  constructor(readonly root: string) {
    this.hash.update(brand.name).update('\0');
  }

  /** Reads and validates one YAML (or JSON) file. */
  async readFile<T extends z.ZodType>(file: string, schema: T): Promise<ContentEntry<z.infer<T>>> {
    const path = join(this.root, file);
    let raw: string;
    try {
      raw = await readFile(path, 'utf8');
    } catch {
      throw new ContentError(file, '', 'file is missing');
    }
    this.hash.update(file).update('\0').update(raw).update('\0');
    this.files.push(file);
    return parseContent(file, raw, schema);
  }

  /** Reads every `*.yaml` file under a folder (recursively, in name order). */
  async readFolder<T extends z.ZodType>(folder: string, schema: T): Promise<ContentEntry<z.infer<T>>[]> {
    const dir = join(this.root, folder);
    if (!existsSync(dir)) return [];
    const names = (await readdir(dir, { recursive: true })).filter((n) => n.endsWith('.yaml')).sort();
    const entries: ContentEntry<z.infer<T>>[] = [];
    for (const name of names) {
      entries.push(await this.readFile(relative(this.root, join(dir, name)).split(sep).join('/'), schema));
    }
    return entries;
  }

  /** The version of everything read so far. */
  version(): string {
    return this.hash.copy().digest('hex').slice(0, 16);
  }
}

/** Fails with the file and field when an entry names something that does not exist. */
export function checkReference(file: string, field: string, value: string, known: { has(value: string): boolean }, what: string): void {
  if (!known.has(value)) throw new ContentError(file, field, `no ${what} "${value}"`);
}

/** Fails when two entries of a folder share a key (slug). */
export function checkUnique<T>(entries: ContentEntry<T>[], key: (data: T) => string, field: string): void {
  const seen = new Map<string, string>();
  for (const entry of entries) {
    const value = key(entry.data);
    const other = seen.get(value);
    if (other) throw new ContentError(entry.file, field, `"${value}" is already used by content/${other}`);
    seen.set(value, entry.file);
  }
}

export async function readContentVersion(db: Kysely<Database>, area: string): Promise<string | null> {
  const row = await db.selectFrom('content_versions').select('version').where('area', '=', area).executeTakeFirst();
  return row?.version ?? null;
}

export async function writeContentVersion(db: Kysely<Database>, area: string, version: string): Promise<void> {
  await db
    .insertInto('content_versions')
    .values({ area, version })
    .onConflict((oc) => oc.column('area').doUpdateSet({ version, loaded_at: new Date() }))
    .execute();
}
