import type { z } from 'zod';

/**
 * The studio's fields come from the content schema itself (libs/contracts/src/content-files.ts),
 * the one the data service validates with: each text of `en` becomes a field, in both languages;
 * optional texts an entry lacks still get their (empty) field.
 */
export type FieldKind = 'text' | 'list' | 'group' | 'blocks' | 'other';
export interface FieldSpec {
  key: string;
  kind: FieldKind;
  optional: boolean;
  children?: FieldSpec[];
}

type Def = { type: string; innerType?: ZodLike; element?: ZodLike; shape?: Record<string, ZodLike>; entries?: Record<string, string> };
type ZodLike = { def: Def; shape?: Record<string, ZodLike> };

function unwrap(t: ZodLike): { t: ZodLike; optional: boolean } {
  let optional = false;
  let node = t;
  while (node.def.type === 'optional' || node.def.type === 'default' || node.def.type === 'nullable') {
    optional = true;
    node = node.def.innerType!;
  }
  return { t: node, optional };
}

function specOf(key: string, type: ZodLike): FieldSpec {
  const { t, optional } = unwrap(type);
  if (t.def.type === 'string') return { key, kind: 'text', optional };
  if (t.def.type === 'array') {
    const element = unwrap(t.def.element!).t;
    if (element.def.type === 'string') return { key, kind: 'list', optional };
    return { key, kind: 'blocks', optional };
  }
  if (t.def.type === 'object') return { key, kind: 'group', optional, children: Object.entries(t.shape ?? {}).map(([k, v]) => specOf(k, v)) };
  return { key, kind: 'other', optional };
}

/** The text fields of a content type: the shape of its `en` object. */
export function textFields(schema: z.ZodType): FieldSpec[] {
  const en = (schema as unknown as ZodLike).shape?.en;
  if (!en) return [];
  return Object.entries(unwrap(en).t.shape ?? {}).map(([k, v]) => specOf(k, v));
}

/** A language-neutral field of a content type (a fact), in the schema's order. */
export interface FactSpec {
  key: string;
  kind: 'value' | 'list' | 'other';
  optional: boolean;
  /** The choices of an enumerated field (a product's Tag: new, best_seller). */
  options?: string[];
  /** A group's fields in the schema's order (a boutique's opening hours: Monday to Sunday). */
  keys?: string[];
}

/** Every fact field of a content type, so each is shown even when an entry lacks it. */
export function factFields(schema: z.ZodType): FactSpec[] {
  const shape = (schema as unknown as ZodLike).shape ?? {};
  return Object.entries(shape)
    .filter(([k]) => k !== 'en' && k !== 'zh-Hant')
    .map(([key, type]) => {
      const { t, optional } = unwrap(type);
      if (t.def.type === 'enum') return { key, kind: 'value' as const, optional, options: Object.values(t.def.entries ?? {}) };
      if (t.def.type === 'array') return { key, kind: unwrap(t.def.element!).t.def.type === 'object' ? ('other' as const) : ('list' as const), optional };
      if (t.def.type === 'object') return { key, kind: 'other' as const, optional, keys: Object.keys(t.shape ?? {}) };
      if (t.def.type === 'record') return { key, kind: 'other' as const, optional };
      return { key, kind: 'value' as const, optional };
    });
}
