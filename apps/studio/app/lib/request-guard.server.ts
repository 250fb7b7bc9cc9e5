import { isCrossSite } from '@oriel/server/form-post';

const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * What a studio action may receive, checked before any action runs: a form (every studio action
 * reads one) posted by the studio itself. Refused: another origin (`Origin`), another site by
 * the browser's own word (`Sec-Fetch-Site`, sent even when `Origin` is not, as the data service
 * checks), a body that is not a form (JSON, `null`, nothing) and a form that does not parse (a
 * broken multipart body): each a 4xx, never a 500 from inside an action.
 */
export async function refusedStudioPost(request: Request): Promise<Response | null> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? new URL(request.url).host;
  const foreignOrigin = origin !== null && (!URL.canParse(origin) || new URL(origin).host !== host);
  if (foreignOrigin || isCrossSite(request)) return new Response('Cross-site requests are refused.', { status: 403 });
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!formTypes.includes(type)) return new Response('Send a form.', { status: 400 });
  try {
    // Bodies are capped before the app runs (request guards): reading a copy here is cheap.
    await request.clone().formData();
  } catch {
    return new Response('The form could not be read.', { status: 400 });
  }
  return null;
}
