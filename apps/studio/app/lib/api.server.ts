import { redirect } from 'react-router';
import { fetchWithRequestId } from '@oriel/server/request-context';
import type { FieldIssue } from '@oriel/contracts/studio';
import { env } from './env.server';

/**
 * The studio's calls to the data service: authentication and every action run
 * there; this server forwards the staff member's cookie and the client's address (set by the edge)
 * and the origin the browser used, so the data service can check the session, the role, the
 * origin and the sign-in rate limit itself.
 */
export interface ApiAnswer<T> {
  ok: boolean;
  status: number;
  data: T;
  error?: { message: string; details?: { code?: string; fields?: FieldIssue[] } };
  /** The answer's `meta` (e.g. the audit log's next page). */
  meta?: Record<string, unknown>;
  setCookies: string[];
}

export async function studioApi<T = unknown>(request: Request, path: string, init: { method?: string; body?: unknown } = {}): Promise<ApiAnswer<T>> {
  const url = new URL(request.url);
  const headers = new Headers({ accept: 'application/json' });
  // x-staff-activity: `idle` on a read the page made by itself with nobody at the screen, which
  // the data service does not count as use of the session (lib/session-state.ts).
  for (const name of ['cookie', 'x-forwarded-for', 'user-agent', 'x-staff-activity']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // The public host and scheme the browser used, as the edge told this server.
  headers.set('x-forwarded-host', request.headers.get('x-forwarded-host') ?? url.host);
  headers.set('x-forwarded-proto', request.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', ''));
  const method = init.method ?? 'GET';
  if (method !== 'GET') {
    headers.set('content-type', 'application/json');
    headers.set('origin', request.headers.get('origin') ?? `${headers.get('x-forwarded-proto')}://${headers.get('x-forwarded-host')}`);
  }
  const response = await fetchWithRequestId(`${env.API_INTERNAL_URL}${path}`, { method, headers, body: method === 'GET' ? undefined : JSON.stringify(init.body ?? {}) });
  const text = await response.text();
  let json: { data?: T; error?: ApiAnswer<T>['error']; meta?: Record<string, unknown> } & Record<string, unknown> = {};
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    json = {};
  }
  return {
    ok: response.ok,
    status: response.status,
    data: (json.data ?? json) as T,
    meta: json.meta,
    error: json.error ?? (response.ok ? undefined : { message: String((json as { message?: string }).message ?? `The data service answered ${response.status}.`) }),
    setCookies: response.headers.getSetCookie(),
  };
}

/** The answer's data, or the right page: sign-in when signed out, a 403 page when refused. */
/**
 * A "changed by … since you opened it" refusal (the data service's edit guard) without its closing
 * advice to compare the versions: for the pages that say instead what became of the person's change.
 */
export function changedSinceOpened(answer: ApiAnswer<unknown>): string {
  return (answer.error?.message ?? '').replace(/ Compare the versions below and choose what to keep\.$/, '');
}

export async function required<T>(request: Request, answer: Promise<ApiAnswer<T>>): Promise<T> {
  const a = await answer;
  if (a.ok) return a.data;
  if (a.status === 401) throw signInFirst(request);
  if (a.status === 403 && a.error?.details?.code === 'two_factor_required') throw redirect('/studio/account');
  throw new Response(a.error?.message ?? 'The data service refused.', { status: a.status });
}

/**
 * The sign-in page, coming back to the page asked for. A navigation or a post in the browser is a
 * data request, `/studio/…/page.data` in `request.url`: the page is the address without the suffix
 * (React Router's own rule, its loaders' `url`).
 */
export function signInFirst(request: Request): Response {
  return redirect(`/studio/sign-in?next=${encodeURIComponent(pagePathOf(request))}`);
}

export function pagePathOf(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete('_routes');
  return `${url.pathname.replace(/(\/_)?\.data$/, '') || '/studio'}${url.search}`;
}

export interface StaffSession {
  id: string;
  email: string;
  name: string;
  role: 'editor' | 'campaign-manager' | 'admin';
  twoFactorEnabled: boolean;
  twoFactorRequired: boolean;
}

/** Headers that pass the data service's cookies on to the browser. */
export function cookieHeaders(setCookies: string[], extra: Record<string, string> = {}): Headers {
  const headers = new Headers(extra);
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return headers;
}
