/**
 * A `datetime-local` field's value (`2026-12-01T10:00`) read as Hong Kong time, the house's, as
 * ISO 8601 with its offset; undefined when empty or malformed. For "Preview at" and "Schedule".
 */
export function hongKongMoment(value: FormDataEntryValue | string | null | undefined): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  return `${value.length === 16 ? `${value}:00` : value}+08:00`;
}

/** An ISO moment shown in Hong Kong time: `2026-12-01 10:00`. */
export function inHongKong(iso: string): string {
  return new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}
