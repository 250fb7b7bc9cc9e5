import { data, redirect } from 'react-router';
import { readFormPost } from '@oriel/server/form-post';
import { isHttps, localPath } from '../consent/consent-choice.server';
import { type PrereleaseGateConfig, checkGateCredentials, gateInputMaxLength, gateWrongParam, serializeGateCookie } from './gate-config';

/**
 * The gate form's plain post, mounted by each app's `prerelease-gate` route. With
 * JavaScript the form checks the pair in the browser and never posts; a visitor who submits before
 * the page's scripts have run (or without them) posts here instead, so the password never lands in
 * the address. The same check as the browser's: the right pair sets the one-day cookie and goes
 * back (`return_to`, a path of this site) with a 303; a wrong one goes back with `?gate=wrong`,
 * which the root loader reads so the page draws the message. With the gate off there is nothing here.
 */
export async function prereleaseGateAction(request: Request, config: PrereleaseGateConfig | null) {
  if (!config) return data(null, { status: 404 });
  const post = await readFormPost(request);
  if (!post.ok) return data(null, { status: post.status });
  const field = (name: string) => {
    const value = post.form.get(name);
    return typeof value === 'string' ? value.slice(0, gateInputMaxLength) : '';
  };
  const back = new URL(localPath(post.form.get('return_to')) ?? '/', 'http://this-site.invalid');
  back.searchParams.delete(gateWrongParam);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (await checkGateCredentials(config, field('username'), field('password'))) {
    headers.set('Set-Cookie', serializeGateCookie({ secure: isHttps(request) }));
  } else {
    back.searchParams.set(gateWrongParam, 'wrong');
  }
  return redirect(`${back.pathname}${back.search}`, { status: 303, headers });
}

