/**
 * A value as JSON with every object's keys in one order, to tell whether two values are the same:
 * PostgreSQL's jsonb keeps an object's keys in an order of its own, so the same rich text read
 * back and typed again would otherwise differ.
 */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v));
