import { type FormEvent, useEffect, useState } from 'react';
import { useLoaderData } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediaAsset } from '@oriel/contracts/media';
import { Button, Notice, PageHeader } from '../components/admin-ui';
import { StudioTextField } from '../components/studio-field';
import { FileDropZone, MediaCard, UploadProgress } from '../components/media-ui';
import { QueryIsland } from '../components/presence';
import { required, studioApi } from '../lib/api.server';
import { liveQuery } from '../lib/live-data';
import { sendPhotograph } from '../lib/media-upload';
import '../styles/media.css';
import type { Route } from './+types/media';

export function meta() {
  return [{ title: 'Media library · Studio' }];
}

/** Editors and admins (media.manage); the data service refuses the others (403 page). */
export async function loader({ request }: Route.LoaderArgs) {
  return { assets: await required(request, studioApi<MediaAsset[]>(request, '/api/studio/media')) };
}

/** Upload a photograph: a file (dropped or chosen) and its alt texts in both languages, both required. */
function UploadForm({ onUploaded }: { onUploaded: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const busy = progress !== null && progress < 1 && result === null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    if (!file) {
      setResult({ ok: false, message: 'Choose a photograph first.' });
      return;
    }
    const query = new URLSearchParams({ altEn: String(form.get('altEn') ?? ''), altZhHant: String(form.get('altZhHant') ?? '') });
    setResult(null);
    setProgress(0);
    const answer = await sendPhotograph(`/api/studio/media?${query}`, 'POST', file, setProgress);
    setResult(answer);
    if (answer.ok) {
      setFile(null);
      element.reset();
      onUploaded();
    } else setProgress(null);
  }

  return (
    <form className="studio-upload" onSubmit={submit} aria-labelledby="upload-heading">
      <h2 id="upload-heading">Upload a photograph</h2>
      <FileDropZone label="Choose a photograph" hint="JPEG, PNG, WebP or AVIF, sRGB, up to 20 MB; 1,440 px wide or more for a picture across the page." onFile={setFile} disabled={busy}>
        {file ? (
          <p className="studio-muted" aria-live="polite">
            Selected: {file.name} ({Math.round(file.size / 1024).toLocaleString('en')} KB)
          </p>
        ) : null}
      </FileDropZone>
      <div className="studio-text-row">
        <StudioTextField label="Alt text (English)" name="altEn" lang="en" required maxLength={300} hint="What the photograph shows, for people who cannot see it." />
        <StudioTextField label="Alt text (Traditional Chinese)" name="altZhHant" lang="zh-Hant" required maxLength={300} hint="相片所見的內容。" />
      </div>
      <UploadProgress fraction={progress} />
      {result ? <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice> : null}
      <div>
        <Button type="submit" variant="primary" disabled={busy}>
          Upload
        </Button>
      </div>
    </form>
  );
}

/** Renditions are made in the background: the library looks again this often until every photograph is ready. */
export const processingCheckMs = 1500;
const processing = (assets: MediaAsset[] | undefined) => (assets ?? []).some((a) => a.status === 'processing' || a.replacing);

export default function MediaLibrary() {
  return (
    <QueryIsland>
      <LiveMediaLibrary />
    </QueryIsland>
  );
}

function LiveMediaLibrary() {
  const loaded = useLoaderData<typeof loader>().assets;
  const query = useQuery(liveQuery(['media'], '/studio/media.json', loaded, { every: (assets) => (processing(assets) ? processingCheckMs : false) }));
  const queryClient = useQueryClient();
  // The loader's answer (after a navigation) is the freshest: it replaces the polled one.
  useEffect(() => {
    queryClient.setQueryData(['media'], loaded);
  }, [loaded, queryClient]);
  const assets = query.data ?? loaded;

  return (
    <>
      <PageHeader title="Media library" />
      <p className="studio-muted">
        Photographs for products, collections, stories, pages and boutiques. Each is served as AVIF and WebP at 480, 960 and 1,440 px. Open one to set its focal point, change its alt
        texts, replace it everywhere it is used, or add it to a product.
      </p>
      <UploadForm onUploaded={() => void query.refetch()} />
      <h2>Photographs</h2>
      {assets.length ? (
        <ul className="studio-media-grid">
          {assets.map((asset) => (
            <MediaCard key={asset.id} asset={asset} href={`/studio/media/${asset.id}`} />
          ))}
        </ul>
      ) : (
        <p>No photograph uploaded yet. The site shows its generated art until one replaces it.</p>
      )}
    </>
  );
}
