/**
 * Input hygiene for every request, before any area sees it: what no field of this service can
 * legitimately hold is refused with a message naming the field. Field-level rules (lengths,
 * scripts, formats) belong to the shared zod schemas of each form (libs/forms).
 */
export const maxStringLength = 5_000;
const maxDepth = 12;

// C0 controls except tab, line feed and carriage return, DEL, and C1 controls.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacters = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function describe(path: string): string {
  return path ? `The field "${path}"` : 'The request';
}

/** A whole content or campaign file sent as one field's text (its route says which: `fileTextField`). */
export const maxFileTextLength = 512 * 1024;

function stringProblem(value: string, path: string, limit = maxStringLength): string | undefined {
  if (value.includes('\u0000')) return `${describe(path)} contains a NUL character.`;
  if (value.length > limit) return `${describe(path)} is too long (${limit.toLocaleString('en')} characters at most).`;
  if (controlCharacters.test(value)) return `${describe(path)} contains control characters.`;
  if (loneSurrogate.test(value)) return `${describe(path)} is not valid Unicode text.`;
  return undefined;
}

/**
 * The first problem found in a parsed query, path or body, or undefined when it is clean.
 * `fileTextField`: the one top-level field that holds a whole file's text (up to 512 KB).
 */
export function inputProblem(value: unknown, where: string, path = '', depth = 0, fileTextField?: string): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (depth > maxDepth) return `${describe(path || where)} is nested too deeply.`;
  if (typeof value === 'string') return stringProblem(value, path, fileTextField !== undefined && path === fileTextField ? maxFileTextLength : maxStringLength);
  if (typeof value !== 'object') return undefined;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    const childPath = path ? `${path}.${key}` : key;
    const keyProblem = stringProblem(key, path || where);
    if (keyProblem) return keyProblem;
    const problem = inputProblem(child, where, childPath, depth + 1, fileTextField);
    if (problem) return problem;
  }
  return undefined;
}
