/**
 * The one way a page's route action reads a form post: refuse what comes
 * from another site, refuse a body that is not a form (JSON, `null`, nothing), and hand on the
 * visitor's address to the data service. Body size is capped before the app runs (request-guards);
 * what the form says is then checked by its own schema.
 */

export type FormPost =
  | { ok: true; form: FormData; forwardHeaders: Record<string, string> }
  | { ok: false; status: 400 | 403; reason: 'cross-site' | 'not-a-form' };

const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Whether the browser says the request was made by another site's page (Fetch Metadata). A post
 * whose `Origin` names another host never gets here: React Router refuses it (400) before any
 * action runs.
 */
export function isCrossSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  return site !== null && site !== 'same-origin' && site !== 'none';
}

/** The visitor's X-Forwarded-For (set by the edge), for the data service's per-visitor limits. */
export function forwardedFor(request: Request): Record<string, string> {
  const value = request.headers.get('x-forwarded-for');
  return value ? { 'x-forwarded-for': value } : {};
}

/** Reads a form post; never throws for what a client sent. */
export async function readFormPost(request: Request): Promise<FormPost> {
  if (isCrossSite(request)) return { ok: false, status: 403, reason: 'cross-site' };
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!formTypes.includes(type)) return { ok: false, status: 400, reason: 'not-a-form' };
  try {
    return { ok: true, form: await request.formData(), forwardHeaders: forwardedFor(request) };
  } catch {
    return { ok: false, status: 400, reason: 'not-a-form' };
  }
}

/** The loader of a route that is only posted to: a GET is the wrong method, not a missing page or an error. */
export function onlyPosted(): Response {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } });
}
