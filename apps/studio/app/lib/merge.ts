import { canonicalJson } from '@oriel/contracts/json';
import { type Document, flatten } from './document-form';
import { labelOfPath } from './field-labels';

/**
 * Merging after a refused save: the person's version ("mine"), the one saved
 * meanwhile ("theirs") and the one both started from ("opened"). Each field that differs is a
 * row; the choice starts on the side that changed it (mine when both did), and the person can
 * take the other, field by field.
 */
export interface ConflictRow {
  path: string;
  label: string;
  mine: string | null;
  theirs: string | null;
  /** Who changed the field since it was opened. */
  changedBy: 'me' | 'them' | 'both';
  pick: 'mine' | 'theirs';
}

/**
 * A refused save, as every studio form shows it (entries, campaign texts, slots, media details):
 * who saved first and when, the version to base the merge on, and the three documents.
 */
export interface Conflict {
  by: string;
  at: string;
  version: number;
  opened: Document;
  mine: Document;
  rows: ConflictRow[];
}

/** The data service's refusal of a stale save (the edit guard's 409), or undefined for any other answer. */
export function staleConflictOf(
  answer: { status: number; error?: { message: string; details?: unknown } },
  opened: Document | null,
  mine: Document,
  labelOf: (path: string) => string = labelOfPath,
  theirsOf: (current: unknown) => Document = (current) => current as Document,
): Conflict | undefined {
  const stale = answer.error?.details as { code?: string; version?: number; by?: string; at?: string; current?: unknown } | undefined;
  if (answer.status !== 409 || stale?.code !== 'stale' || !stale.current) return undefined;
  const theirs = theirsOf(stale.current);
  const base = opened ?? theirs;
  return { by: stale.by ?? 'someone', at: stale.at ?? '', version: stale.version ?? 0, opened: base, mine, rows: conflictRows(base, mine, theirs, labelOf) };
}

/** The person's choices in the merge form (`_pick:<path>`), mine unless they took theirs. */
export function picksFromForm(form: FormData): Record<string, 'mine' | 'theirs'> {
  return Object.fromEntries([...form].filter(([n]) => n.startsWith('_pick:')).map(([n, v]) => [n.slice('_pick:'.length), v === 'theirs' ? ('theirs' as const) : ('mine' as const)]));
}

/** A document sent back in a hidden field (what was opened, what the person typed). */
export function parseDocument(value: FormDataEntryValue | null): Document | null {
  if (typeof value !== 'string' || !value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Document) : null;
  } catch {
    return null;
  }
}

/**
 * The fields a merge chooses between, `path -> { text, same }`: every leaf, except that a list of
 * items (a rich text's blocks, a page's sections, sizes, shades) is one field. Items have no
 * identity of their own, so merging them by position would put one person's paragraph where the
 * other inserted one, and lose or repeat the rest: a list is kept whole, from one side.
 */
function mergeFields(document: unknown): Map<string, { text: string; json: string }> {
  const out = new Map<string, { text: string; json: string }>();
  const walk = (v: unknown, p: string) => {
    if (Array.isArray(v)) {
      const items = v.map((item) => (item && typeof item === 'object' ? [...flatten(item).entries()].filter(([key]) => !/(^|\.)type$/.test(key)).map(([, text]) => text).join(' · ') : String(item)));
      out.set(p, { text: items.join('\n'), json: canonicalJson(v) });
    } else if (v && typeof v === 'object') for (const [k, child] of Object.entries(v)) walk(child, p ? `${p}.${k}` : k);
    else if (v !== undefined && v !== null) out.set(p, { text: String(v), json: canonicalJson(v) });
  };
  walk(document, '');
  return out;
}

export function conflictRows(opened: Document, mine: Document, theirs: Document, labelOf: (path: string) => string = labelOfPath): ConflictRow[] {
  const o = mergeFields(opened);
  const m = mergeFields(mine);
  const t = mergeFields(theirs);
  const same = (a: Map<string, { json: string }>, b: Map<string, { json: string }>, path: string) => a.get(path)?.json === b.get(path)?.json;
  const paths = [...new Set([...m.keys(), ...t.keys()])].filter((p) => !same(m, t, p));
  return paths.sort().map((path) => {
    const meChanged = !same(m, o, path);
    const theyChanged = !same(t, o, path);
    const changedBy = meChanged && theyChanged ? 'both' : meChanged ? 'me' : 'them';
    return { path, label: labelOf(path), mine: m.get(path)?.text ?? null, theirs: t.get(path)?.text ?? null, changedBy, pick: changedBy === 'them' ? 'theirs' : 'mine' };
  });
}

type Node = Record<string | number, unknown>;
const steps = (path: string) => path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

function valueAt(document: unknown, path: string): unknown {
  return steps(path).reduce<unknown>((node, step) => (node && typeof node === 'object' ? (node as Node)[step] : undefined), document);
}

function putAt(document: Node, path: string, value: unknown) {
  const parts = steps(path);
  let node = document;
  for (let i = 0; i < parts.length - 1; i++) {
    const step = parts[i]!;
    if (!node[step] || typeof node[step] !== 'object') node[step] = typeof parts[i + 1] === 'number' ? [] : {};
    node = node[step] as Node;
  }
  const last = parts.at(-1)!;
  if (value === undefined) {
    if (Array.isArray(node) && typeof last === 'number') node.splice(last, 1);
    else delete node[last];
  } else node[last] = structuredClone(value);
}

/**
 * Theirs, with my value at each field where the person chose "mine", and at each field they
 * changed since opening it that the choices do not name: what was typed after the comparison was
 * shown (the form is still open beside it) is kept too. A list is taken whole (`mergeFields`).
 */
export function mergeDocuments(theirs: Document, mine: Document, picks: Record<string, 'mine' | 'theirs'>, opened?: Document): Document {
  const merged = structuredClone(theirs) as Node;
  const m = mergeFields(mine);
  const o = opened ? mergeFields(opened) : null;
  const changedByMe = o ? [...new Set([...m.keys(), ...o.keys()])].filter((path) => !(path in picks) && m.get(path)?.json !== o.get(path)?.json) : [];
  // Deepest and last first, so removing a field does not shift the others.
  const chosen = [
    ...Object.entries(picks)
      .filter(([, pick]) => pick === 'mine')
      .map(([path]) => path),
    ...changedByMe,
  ]
    .sort()
    .reverse();
  for (const path of chosen) putAt(merged, path, valueAt(mine, path));
  return merged as Document;
}
