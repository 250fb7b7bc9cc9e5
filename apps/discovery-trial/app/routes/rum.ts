import { forwardRumBeacon } from '@oriel/data-client';
import { forwardedFor } from '@oriel/server/form-post';
import { serverDataClient } from '../lib/data.server';
import type { Route } from './+types/rum';

/** Visitors' web vitals and client errors, sent by the frame with sendBeacon (docs/observability.md). */
export function action({ request }: Route.ActionArgs) {
  return forwardRumBeacon(serverDataClient, request, forwardedFor(request));
}
