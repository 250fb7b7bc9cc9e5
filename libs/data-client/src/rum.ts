import type { DataClient } from './client';

/** Largest beacon an app forwards: a page view's vitals or one error are a few hundred bytes. */
export const rumBeaconMaxBytes = 8 * 1024;

/**
 * The apps' `/rum` action: what the browser sent with `navigator.sendBeacon` (JSON as text, any
 * content type a beacon may carry), forwarded to the data service with the visitor's address for
 * its per-address limit. The data service checks the report's shape; this answers 204 whatever
 * happens to it, as a beacon's sender never reads the answer, except for what is plainly refused.
 */
export async function forwardRumBeacon(client: DataClient, request: Request, forwardHeaders: Record<string, string>): Promise<Response> {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return new Response(null, { status: 403 });
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > rumBeaconMaxBytes) return new Response(null, { status: 413 });
  const body = await request.text();
  if (body.length === 0 || body.length > rumBeaconMaxBytes) return new Response(null, { status: body.length === 0 ? 400 : 413 });
  const answer = await client
    .fetch(`${client.baseUrl}/api/rum`, { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...forwardHeaders }, body, signal: AbortSignal.timeout(2000) })
    .catch(() => null);
  const status = answer && [400, 413, 429].includes(answer.status) ? answer.status : 204;
  return new Response(null, { status, headers: { 'cache-control': 'no-store' } });
}
