import { onlyPosted } from '@oriel/server/form-post';
import { consentChoiceAction } from '@oriel/ui/consent.server';
import type { Route } from './+types/cookie-choice';

/** The cookie banner's form posts here, from every page of the app, so the choice works without JavaScript. */
export function action({ request }: Route.ActionArgs) {
  return consentChoiceAction(request);
}

/** Only posted to: a GET answers 405. */
export const loader = onlyPosted;
