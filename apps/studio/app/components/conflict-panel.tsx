import type { Conflict } from '../lib/merge';
import { inHongKong } from '../lib/moment';
import { Button } from './admin-ui';

/**
 * A refused save (someone saved first), on every studio form that guards against lost updates:
 * each field that differs, theirs beside mine, with the choice per field. Keeps both people's work
 * by default: the side that changed the field.
 *
 * The choices and "Save the merged …" belong to the edit form itself (`form`, the HTML form
 * attribute), so the merge posts the form as it is when the button is pressed: what was typed
 * after the comparison appeared is part of it (the action merges every field the person changed
 * since opening it, `mergeDocuments`). `_mergeVersion` is the version the merge is based on; the
 * form's own version stays the one it was opened at, so a plain save is refused again, never
 * saved over the colleague's change.
 */
export function ConflictPanel({
  conflict,
  busy,
  what,
  form,
  saveLabel = 'Save the merged version',
}: {
  conflict: Conflict;
  busy: boolean;
  /** What was saved, as the heading names it: "this entry", "these texts". */
  what: string;
  /** The id of the edit form the merge posts. */
  form: string;
  saveLabel?: string;
}) {
  return (
    <section className="studio-decision studio-conflict" id="entry-decision" tabIndex={-1} aria-labelledby="conflict-title">
      <h2 id="conflict-title">
        {conflict.by} saved {what} at {conflict.at ? `${inHongKong(conflict.at)} (Hong Kong)` : 'a moment ago'}
      </h2>
      <p>Your changes are not lost. Choose, field by field, what to keep; then save the merged version. What you change in the form meanwhile is saved with it.</p>
      <input type="hidden" name="_mergeVersion" value={conflict.version} form={form} />
      {conflict.rows.length ? (
        <table className="studio-table">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Your version</th>
              <th scope="col">{conflict.by}&rsquo;s version</th>
            </tr>
          </thead>
          <tbody>
            {conflict.rows.map((row) => (
              <tr key={row.path} data-changed-by={row.changedBy}>
                <th scope="row">
                  {row.label}
                  <span className="studio-muted"> · {row.changedBy === 'both' ? 'changed by both of you' : row.changedBy === 'me' ? 'changed by you' : `changed by ${conflict.by}`}</span>
                </th>
                <td>
                  <label className="studio-pick">
                    <input type="radio" form={form} name={`_pick:${row.path}`} value="mine" defaultChecked={row.pick === 'mine'} aria-label={`${row.label}: keep yours`} />
                    <span>{row.mine ?? '(empty)'}</span>
                  </label>
                </td>
                <td>
                  <label className="studio-pick">
                    <input type="radio" form={form} name={`_pick:${row.path}`} value="theirs" defaultChecked={row.pick === 'theirs'} aria-label={`${row.label}: take ${conflict.by}'s`} />
                    <span>{row.theirs ?? '(empty)'}</span>
                  </label>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>Your version and theirs are the same.</p>
      )}
      <Button type="submit" form={form} name="intent" value="merge" variant="primary" disabled={busy}>
        {saveLabel}
      </Button>
    </section>
  );
}
