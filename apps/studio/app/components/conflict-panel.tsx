import type { ReactNode } from 'react';
import { Form } from 'react-router';
import type { Conflict } from '../lib/merge';
import { inHongKong } from '../lib/moment';
import { Button } from './admin-ui';

/**
 * A refused save (someone saved first), on every studio form that guards against lost updates:
 * each field that differs, theirs beside mine, with the choice per field. Keeps both people's work
 * by default: the side that changed the field. "Save the merged …" posts `intent=merge` with the
 * choices, what the person typed (`_mine`), what they opened (`_opened`) and the version to base
 * the save on (`_baseVersion`).
 */
export function ConflictPanel({
  conflict,
  busy,
  what,
  saveLabel = 'Save the merged version',
  children,
}: {
  conflict: Conflict;
  busy: boolean;
  /** What was saved, as the heading names it: "this entry", "these texts". */
  what: string;
  saveLabel?: string;
  /** Further hidden fields the merge needs (a slot's id). */
  children?: ReactNode;
}) {
  return (
    <section className="studio-decision studio-conflict" id="entry-decision" tabIndex={-1} aria-labelledby="conflict-title">
      <h2 id="conflict-title">
        {conflict.by} saved {what} at {conflict.at ? `${inHongKong(conflict.at)} (Hong Kong)` : 'a moment ago'}
      </h2>
      <p>Your changes are not lost. Choose, field by field, what to keep; then save the merged version.</p>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="_baseVersion" value={conflict.version} />
        <input type="hidden" name="_mine" value={JSON.stringify(conflict.mine)} />
        <input type="hidden" name="_opened" value={JSON.stringify(conflict.opened)} />
        {children}
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
                      <input type="radio" name={`_pick:${row.path}`} value="mine" defaultChecked={row.pick === 'mine'} aria-label={`${row.label}: keep yours`} />
                      <span>{row.mine ?? '(empty)'}</span>
                    </label>
                  </td>
                  <td>
                    <label className="studio-pick">
                      <input type="radio" name={`_pick:${row.path}`} value="theirs" defaultChecked={row.pick === 'theirs'} aria-label={`${row.label}: take ${conflict.by}'s`} />
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
        <Button type="submit" name="intent" value="merge" variant="primary" disabled={busy}>
          {saveLabel}
        </Button>
      </Form>
    </section>
  );
}
