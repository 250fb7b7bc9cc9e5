import { onlyPosted } from '@oriel/server/form-post';
import { prereleaseGateAction } from '@oriel/ui/gate.server';
import { prereleaseGate } from '../lib/env.server';
import type { Route } from './+types/prerelease-gate';

/** The pre-release gate's plain post, before the page's scripts have run or without them: the pair never lands in the address bar. */
export function action({ request }: Route.ActionArgs) {
  return prereleaseGateAction(request, prereleaseGate);
}

/** Only posted to: a GET answers 405. */
export const loader = onlyPosted;
