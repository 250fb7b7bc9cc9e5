import { data, redirect } from 'react-router';
import { readFormPost } from '@oriel/server/form-post';
import { type ConsentChoice, consentIntent, serializeConsent } from './consent-cookie';

/** What the cookie-choice action answers a fetcher (JavaScript on): the choice now stored. */
export interface ConsentAnswer {
  choice: ConsentChoice | null;
}

/**
 * A path of this site to go back to, never another origin. URL parsers drop tabs and line breaks
 * and read `\\` as `/`, so `/\t/evil.example` is `//evil.example`: the value is resolved as a
 * browser would and kept only when it stays on this origin; a control character refuses it (and a
 * line break would otherwise reach the Location header).
 */
export function localPath(value: FormDataEntryValue | null): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  const base = 'http://this-site.invalid';
  const url = URL.canParse(value, base) ? new URL(value, base) : null;
  if (!url || url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export const isHttps = (request: Request) => request.headers.get('x-forwarded-proto') === 'https' || new URL(request.url).protocol === 'https:';

/**
 * The cookie banner's action, mounted by each app's `cookie-choice` route: stores
 * the choice in the `oriel_consent` cookie. A plain form post (JavaScript off, or withdrawing a
 * consent, which needs a clean page) says where it came from (`return_to`) and goes back there
 * with a 303; a fetcher's post gets the choice as data. Other sites' posts and bodies that are
 * not forms are refused by `readFormPost`, like every form of the site.
 */
export async function consentChoiceAction(request: Request) {
  const post = await readFormPost(request);
  if (!post.ok) return data<ConsentAnswer>({ choice: null }, { status: post.status });
  const choice = post.form.get('choice');
  if (post.form.get('intent') !== consentIntent || (choice !== 'accepted' && choice !== 'rejected')) return data<ConsentAnswer>({ choice: null }, { status: 400 });
  const headers = { 'Set-Cookie': serializeConsent(choice, { secure: isHttps(request) }), 'Cache-Control': 'no-store' };
  const back = localPath(post.form.get('return_to'));
  if (back) return redirect(back, { status: 303, headers });
  return data<ConsentAnswer>({ choice }, { headers });
}
