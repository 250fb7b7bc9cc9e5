import type { FieldIssue } from '@oriel/contracts/studio';

/**
 * A studio action refused for a reason the person can act on (a field's problem, a missing entry,
 * a conflict). The routes answer it as `{ error: { message, details: { fields } } }` with its status.
 */
export class StudioError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly issues: FieldIssue[] = [],
    /** What the studio needs to help (a conflict's newer version), sent beside the fields. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
