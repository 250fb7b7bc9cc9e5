import { useId } from 'react';
import { Link, useFetcher } from 'react-router';
import type { StudioEntryType } from '@oriel/contracts/studio';
import { type ReleaseStatus, type ReleaseSummary, releaseNameLimit } from '@oriel/contracts/studio-releases';
import { Button } from './admin-ui';
import { inHongKong } from '../lib/moment';

const statusLabels: Record<ReleaseStatus, string> = { open: 'Being prepared', scheduled: 'Scheduled', published: 'Published' };

export function ReleaseStatusBadge({ status }: { status: ReleaseStatus }) {
  return (
    <span data-slot="status" data-status={status === 'open' ? 'changed' : status} className="studio-badge">
      {statusLabels[status]}
    </span>
  );
}

interface ReleaseControlProps {
  type: StudioEntryType;
  entryKey: string;
  /** The releases still to publish; null when the role may not read them. */
  releases: ReleaseSummary[] | null;
  /** The entry's latest saved version (its newest revision), and whether it has a draft. */
  latestRevision: number | null;
  hasDraft: boolean;
  /** Unsaved edits on screen: a release takes the saved draft only. */
  dirty: boolean;
  writable: boolean;
}

/**
 * "Add to a release", beside the entry's own Publish and Schedule: which release the entry waits
 * in (and whether its draft changed since it was added), or a choice of release to add its saved
 * draft to, or a new release started with it. Posts to the releases page's action.
 */
export function ReleaseControl({ type, entryKey, releases, latestRevision, hasDraft, dirty, writable }: ReleaseControlProps) {
  const fetcher = useFetcher<{ ok: boolean; message: string; field?: string }>();
  const id = useId();
  if (!releases) return null;
  const entry = `${type}:${entryKey}`;
  const holder = releases.find((r) => r.entries.some((e) => e.type === type && e.key === entryKey));
  const inRelease = holder?.entries.find((e) => e.type === type && e.key === entryKey);
  const busy = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const behind = inRelease && hasDraft && latestRevision !== null && latestRevision > inRelease.revision;

  return (
    <section className="studio-release-control" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Release</h2>
      {holder && inRelease ? (
        <>
          <p>
            In the release <Link to={`/studio/releases/${holder.id}`}>{holder.name}</Link>: version {inRelease.revision} goes live with it
            {holder.status === 'scheduled' && holder.scheduledAt ? ` at ${inHongKong(holder.scheduledAt)} (Hong Kong time)` : ', when it is published'}.
          </p>
          {behind ? (
            <p className="studio-muted">
              The draft saved since (version {latestRevision}) is not in the release.{' '}
              {writable ? (
                <fetcher.Form method="post" action="/studio/releases" className="studio-inline-form">
                  <input type="hidden" name="release" value={holder.id} />
                  <input type="hidden" name="entry" value={entry} />
                  <Button type="submit" name="intent" value="add" variant="secondary" disabled={busy}>
                    Use the latest draft in the release
                  </Button>
                </fetcher.Form>
              ) : null}
            </p>
          ) : null}
        </>
      ) : !writable ? (
        <p className="studio-muted">Not in a release.</p>
      ) : !hasDraft ? (
        <p className="studio-muted">A release publishes saved drafts: save a draft of this entry to add it to one.</p>
      ) : (
        <>
          <p className="studio-muted">Publish this entry together with others at one moment (a launch). The release takes the saved draft{dirty ? ': save your changes first' : ''}.</p>
          {releases.length ? (
            <fetcher.Form method="post" action="/studio/releases" className="studio-inline-form">
              <input type="hidden" name="entry" value={entry} />
              <span className="studio-field studio-inline-field">
                <label htmlFor={`${id}-release`}>Release to add it to</label>
                <select id={`${id}-release`} name="release" required defaultValue={releases[0]!.id}>
                  {releases.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.name}
                      {r.scheduledAt ? ` (goes live ${inHongKong(r.scheduledAt)})` : ''}
                    </option>
                  ))}
                </select>
              </span>
              <Button type="submit" name="intent" value="add" variant="secondary" disabled={busy}>
                Add to the release
              </Button>
            </fetcher.Form>
          ) : null}
          <fetcher.Form method="post" action="/studio/releases" className="studio-inline-form">
            <input type="hidden" name="entry" value={entry} />
            <span className="studio-field studio-inline-field">
              <label htmlFor={`${id}-name`}>{releases.length ? 'Or a new release named' : 'New release named'}</label>
              <input id={`${id}-name`} name="name" required maxLength={releaseNameLimit} placeholder="Winter launch" />
            </span>
            <Button type="submit" name="intent" value="create-and-add" variant="secondary" disabled={busy}>
              Start the release with this entry
            </Button>
          </fetcher.Form>
        </>
      )}
      {result ? (
        <p className={result.ok ? 'studio-muted' : 'studio-field-error'} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </p>
      ) : null}
    </section>
  );
}
