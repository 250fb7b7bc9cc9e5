import { type Document, flatten } from './document-form';
import { labelOfPath } from './field-labels';

/**
 * Merging after a refused save (decision 275): the person's version ("mine"), the one saved
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

export function conflictRows(opened: Document, mine: Document, theirs: Document): ConflictRow[] {
  const o = flatten(opened);
  const m = flatten(mine);
  const t = flatten(theirs);
  const paths = [...new Set([...m.keys(), ...t.keys()])].filter((p) => m.get(p) !== t.get(p));
  return paths.sort().map((path) => {
    const meChanged = m.get(path) !== o.get(path);
    const theyChanged = t.get(path) !== o.get(path);
    const changedBy = meChanged && theyChanged ? 'both' : meChanged ? 'me' : 'them';
    return { path, label: labelOfPath(path), mine: m.get(path) ?? null, theirs: t.get(path) ?? null, changedBy, pick: changedBy === 'them' ? 'theirs' : 'mine' };
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

/** Theirs, with my value at each field where the person chose "mine". */
export function mergeDocuments(theirs: Document, mine: Document, picks: Record<string, 'mine' | 'theirs'>): Document {
  const merged = structuredClone(theirs) as Node;
  // Deepest and last items first, so removing an item does not shift the others.
  const chosen = Object.entries(picks)
    .filter(([, pick]) => pick === 'mine')
    .map(([path]) => path)
    .sort()
    .reverse();
  for (const path of chosen) putAt(merged, path, valueAt(mine, path));
  return merged as Document;
}
