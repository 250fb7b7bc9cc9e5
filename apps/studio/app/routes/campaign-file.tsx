import { Form, Link, data, useActionData, useNavigation } from 'react-router';
import { Button, Notice, PageHeader } from '../components/admin-ui';
import { required, signInFirst, studioApi } from '../lib/api.server';
import type { Route } from './+types/campaign-file';
import { keepTypingOnFailure, splitNotSaved } from '../lib/keep-typing';

/**
 * New campaign from a file, for engineers (campaign managers use the form): a campaign file, the same YAML as content/campaigns/*.yaml
 * (docs/campaigns.md), pasted or uploaded, is posted to the data service's
 * /api/studio/campaign-files, which checks it, stores it, audits it and publishes it within seconds.
 * A plain multipart form post (a route action): works without JavaScript; with it, a chosen file is
 * also shown in the text area. The same file with the same slug updates the campaign.
 */
export function meta() {
  return [{ title: 'New campaign from a file · Studio' }];
}

/** Campaign managers and admins only: the data service's own check answers for the page too. */
export async function loader({ request }: Route.LoaderArgs) {
  await required(request, studioApi(request, '/api/studio/campaigns'));
  return null;
}

// A form post carries 64 KB at most (decision 111): the file within it, a little less (bytes: a
// Chinese character is three). A campaign file is about 10 KB.
const maxBytes = 60 * 1024;

type Result =
  | { ok: true; slug: string; created: boolean; changes: string[] }
  | { ok: false; file: string; text: string; message: string; fields: { path: string; message: string }[] };

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const upload = form.get('upload');
  const fromUpload = upload instanceof File && upload.size > 0;
  const text = fromUpload ? await upload.text() : String(form.get('text') ?? '');
  const file = (fromUpload ? upload.name : String(form.get('file') ?? '').trim()) || 'studio.yaml';
  const bytes = new TextEncoder().encode(text).length;
  const refuse = (message: string, fields: { path: string; message: string }[] = [], status = 400) =>
    data<Result>({ ok: false, file, text: bytes > maxBytes ? '' : text, message, fields }, { status });
  if (!text.trim()) return refuse('Paste the campaign file or choose it.', [{ path: 'text', message: 'The file is empty.' }]);
  if (bytes > maxBytes) return refuse('The file is larger than 60 KB.');
  const replaceStudioTexts = form.get('replaceStudioTexts') === 'yes';
  const answer = await studioApi<{ slug: string; created: boolean; changes: string[] }>(request, '/api/studio/campaign-files', { method: 'POST', body: { file, text, replaceStudioTexts } });
  if (answer.status === 401) throw signInFirst(request);
  if (!answer.ok) return refuse(answer.error?.message ?? 'The data service refused the file.', answer.error?.details?.fields ?? [], answer.status || 500);
  return data<Result>({ ok: true, ...answer.data });
}

/** A post that fails (session ended, server unreachable) keeps the form as typed (lib/keep-typing.ts). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepTypingOnFailure(serverAction);

export default function NewCampaignFromFile() {
  const { answer: result, notSaved } = splitNotSaved(useActionData<typeof clientAction>());
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const refused = result && !result.ok ? result : null;
  return (
    <>
      <p className="studio-crumbs">
        <Link to="/studio/campaigns">Campaigns</Link> / <Link to="/studio/campaigns/new">New campaign</Link> / From a file
      </p>
      <PageHeader title="New campaign from a file" />
      <p className="studio-muted">
        Paste or choose a campaign file: the same YAML as the files in content/campaigns, described in the campaign guide, <code>docs/campaigns.md</code> in the repository. A file whose slug is already a campaign updates it; texts published in the studio are replaced only when you say so below. Times in the file carry their offset (+08:00 is Hong Kong time).
      </p>

      {result?.ok ? <CampaignSaved slug={result.slug} created={result.created} changes={result.changes} /> : null}
      {notSaved ? <Notice tone="error">{notSaved.message}</Notice> : null}
      {refused ? (
        <Notice tone="error">
          <p>
            <strong>{refused.file}</strong> was refused: nothing was saved.
          </p>
          {refused.fields.length ? (
            <ul aria-label="What to fix">
              {refused.fields.map((f) => (
                <li key={`${f.path}-${f.message}`}>
                  <code>{f.path || '(file)'}</code>: {f.message}
                </li>
              ))}
            </ul>
          ) : (
            <p>{refused.message}</p>
          )}
        </Notice>
      ) : null}

      <Form method="post" encType="multipart/form-data" className="studio-entry-form" aria-label="Campaign file" key={result?.ok ? result.slug : 'file'}>
        <div className="studio-field">
          <label htmlFor="campaign-upload">Choose a file (.yaml)</label>
          <input
            id="campaign-upload"
            name="upload"
            type="file"
            accept=".yaml,.yml,text/yaml,application/yaml"
            onChange={async (event) => {
              const chosen = event.currentTarget.files?.[0];
              const form = event.currentTarget.form;
              if (!chosen || !form) return;
              (form.elements.namedItem('text') as HTMLTextAreaElement).value = await chosen.text();
              (form.elements.namedItem('file') as HTMLInputElement).value = chosen.name;
            }}
          />
        </div>
        <div className="studio-field">
          <label htmlFor="campaign-file-name">File name (how the report names it)</label>
          <input id="campaign-file-name" name="file" type="text" defaultValue={refused?.file ?? ''} placeholder="rituel-tasting.yaml" />
        </div>
        <div className="studio-field" data-invalid={refused ? '' : undefined}>
          <label htmlFor="campaign-text">Or paste the file</label>
          <textarea id="campaign-text" name="text" rows={24} spellCheck={false} defaultValue={refused?.text ?? ''} aria-invalid={refused ? true : undefined} className="studio-code" />
        </div>
        <div className="studio-field studio-checkbox">
          <input id="campaign-replace-texts" name="replaceStudioTexts" type="checkbox" value="yes" aria-describedby="campaign-replace-texts-hint" />
          <label htmlFor="campaign-replace-texts">Replace the texts published in the studio</label>
          <p id="campaign-replace-texts-hint" className="studio-muted">
            Without it, a file that would change texts published in the studio since it was last loaded is refused, naming them.
          </p>
        </div>
        <div className="studio-actions">
          <Button type="submit" variant="primary" disabled={busy}>
            Check and save campaign
          </Button>
        </div>
      </Form>
    </>
  );
}

function CampaignSaved({ slug, created, changes }: { slug: string; created: boolean; changes: string[] }) {
  return (
    <Notice tone="success">
      <p>
        {created ? 'Campaign created' : 'Campaign updated'}: <strong>{slug}</strong>. Its page shows it within a few seconds.
      </p>
      {changes.length ? (
        <ul aria-label="What changed">
          {changes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      ) : created ? null : (
        <p>Nothing changed.</p>
      )}
      <p>
        <Link to={`/studio/campaigns/${slug}`}>Open {slug} in the studio</Link> · <a href={`/discovery-trial/${slug}`}>Public page (English)</a> · <a href={`/tc/discovery-trial/${slug}`}>Public page (Chinese)</a>
      </p>
    </Notice>
  );
}
