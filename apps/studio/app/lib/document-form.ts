import type { FieldIssue } from '@oriel/contracts/studio';
import { cleanListText, cleanText } from './clean-text';
import { labelOfPath, messageForPeople } from './field-labels';

/**
 * An entry's document as form fields and back. Field names are dotted paths (`en.description`,
 * `variants.0.price`); a prefix says how to read the value: `num:` a number, `list:` one item per
 * line, `json:` a value as JSON (the blocks of a rich text). Chinese fields left empty are dropped, so the entry falls back to English there and the
 * studio flags the missing translation (never a silent empty text).
 */
export type Document = Record<string, unknown>;

type Path = (string | number)[];

export function parsePath(name: string): { kind: 'text' | 'num' | 'list' | 'json'; path: Path } {
  const match = /^(num|list|json):(.*)$/.exec(name);
  const kind = (match?.[1] as 'num' | 'list' | 'json' | undefined) ?? 'text';
  const raw = match ? match[2]! : name;
  return { kind, path: raw.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) };
}

function setAt(target: Record<string | number, unknown>, path: Path, value: unknown) {
  let node = target;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i]!;
    if (node[key] === undefined || node[key] === null || typeof node[key] !== 'object') node[key] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path[path.length - 1]!] = value;
}

/** Keys that describe a block rather than hold its words: they do not make a block "written". */
const structuralKeys = new Set(['type', 'image', 'anchor']);

/** Drops empty texts, then objects with no words left and empty lists (Chinese side). */
export function pruneEmpty(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) {
    const items = value.map(pruneEmpty).filter((v) => v !== undefined);
    return items.length ? items : undefined;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => [k, pruneEmpty(v)] as const).filter(([, v]) => v !== undefined);
    if (!entries.some(([k]) => !structuralKeys.has(k))) return undefined;
    return Object.fromEntries(entries);
  }
  return value;
}

/** Lays the posted fields over the document they were drawn from (fields not in the form stay). */
export function documentFromForm(base: Document, form: Iterable<[string, FormDataEntryValue]>): Document {
  const document = structuredClone(base) as Record<string | number, unknown>;
  // The texts of each language are rebuilt from the form, so a cleared field really goes.
  const posted = [...form].filter(([name]) => !name.startsWith('_') && name !== 'intent' && name !== 'revision');
  if (posted.some(([n]) => parsePath(n).path[0] === 'en')) document.en = {};
  if (posted.some(([n]) => parsePath(n).path[0] === 'zh-Hant')) document['zh-Hant'] = {};
  for (const [name, raw] of posted) {
    if (typeof raw !== 'string') continue;
    const { kind, path } = parsePath(name);
    const value =
      kind === 'num'
        ? raw.trim() === '' ? undefined : Number(raw)
        : kind === 'json'
          ? parseJson(raw)
          : kind === 'list'
          ? cleanListText(raw).split('\n').map((l) => l.trim()).filter(Boolean)
          : cleanText(raw);
    setAt(document, path, value);
  }
  const pruned = pruneEmpty(document['zh-Hant']);
  if (pruned === undefined) delete document['zh-Hant'];
  else document['zh-Hant'] = pruned;
  // Types without texts of their own (the new-arrivals list, finder facets) have no `en`.
  if ('en' in document) document.en = pruneEmpty(document.en) ?? {};
  // Items with texts of their own (sub-categories, facet terms): an empty Chinese name is dropped.
  for (const [k, v] of Object.entries(document)) {
    if (k === 'en' || k === 'zh-Hant' || !Array.isArray(v)) continue;
    for (const item of v) {
      if (!item || typeof item !== 'object' || !('zh-Hant' in item)) continue;
      const zh = pruneEmpty((item as Record<string, unknown>)['zh-Hant']);
      if (zh === undefined) delete (item as Record<string, unknown>)['zh-Hant'];
      else (item as Record<string, unknown>)['zh-Hant'] = zh;
    }
  }
  return dropUndefined(document) as Document;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    // Not JSON: the schema check refuses it as text where blocks are expected.
    return raw;
  }
}

function dropUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(dropUndefined);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, dropUndefined(v)]));
  return value;
}

/** Every leaf of a document as `path -> text`, for comparing two versions. */
export function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (v: unknown, p: string) => {
    if (Array.isArray(v) && v.every((x) => typeof x !== 'object')) out.set(p, v.join('\n'));
    else if (v && typeof v === 'object') for (const [k, child] of Object.entries(v)) walk(child, p ? `${p}.${k}` : k);
    else if (v !== undefined && v !== null) out.set(p, String(v));
  };
  walk(value, prefix);
  return out;
}

/** The fields that differ between two versions, with both values. */
export function compareDocuments(older: Document, newer: Document): { path: string; before: string | null; after: string | null }[] {
  const a = flatten(older);
  const b = flatten(newer);
  const paths = [...new Set([...a.keys(), ...b.keys()])].sort();
  return paths.filter((p) => a.get(p) !== b.get(p)).map((p) => ({ path: p, before: a.get(p) ?? null, after: b.get(p) ?? null }));
}

/**
 * The document's issues as the form's field errors, by posted field name: an issue lands on the
 * field of its path (`en.name` on `en.name`, `price` on `num:price`), or else on the field that
 * holds it (a rich text's block on `json:en.body`, a list's item on `list:images`), prefixed there
 * by its own label. One message per field, the first. Issues of no field of the form are left to
 * the summary above the form.
 */
export function fieldErrorsOf(names: Iterable<string>, issues: readonly FieldIssue[]): Record<string, string> {
  const byPath = new Map<string, string>();
  for (const name of names) if (!byPath.has(parsePath(name).path.join('.'))) byPath.set(parsePath(name).path.join('.'), name);
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    let path = issue.path;
    let field = byPath.get(path);
    while (!field && path.includes('.')) {
      path = path.slice(0, path.lastIndexOf('.'));
      field = byPath.get(path);
    }
    if (!field || field in errors) continue;
    errors[field] = path === issue.path ? messageForPeople(issue.message) : `${labelOfPath(issue.path)}: ${messageForPeople(issue.message)}`;
  }
  return errors;
}
