/**
 * A form's fields as one plain object for its schema (browser and server read a form the same
 * way): one value per name, or every value for the names that are lists (checkbox groups). Files
 * are never expected and are dropped.
 */
export type FormFields = Record<string, string | string[]>;

export function formFields(form: FormData, lists: readonly string[] = []): FormFields {
  const fields: FormFields = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name).filter((value): value is string => typeof value === 'string');
    fields[name] = lists.includes(name) ? values : (values[0] ?? '');
  }
  for (const name of lists) fields[name] ??= [];
  return fields;
}

/** One text field of a form (a list field's first value), or ''. */
export function textField(fields: FormFields, name: string): string {
  const value = fields[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}
