import { redirect } from 'react-router';
import { cookieHeaders, studioApi } from '../lib/api.server';
import type { Route } from './+types/sign-out';

export async function action({ request }: Route.ActionArgs) {
  const answer = await studioApi(request, '/api/studio/auth/sign-out', { method: 'POST' });
  throw redirect('/studio/sign-in', { headers: cookieHeaders(answer.setCookies) });
}

export function loader() {
  return redirect('/studio');
}
