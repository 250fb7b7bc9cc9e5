import { type RouteConfig, index, route } from '@react-router/dev/routes';

// The studio owns /studio and everything under it (tools/compose/server.mjs, docs/deployment.md).
export default [
  route('studio/sign-in', 'routes/sign-in.tsx'),
  route('studio/sign-in/two-factor', 'routes/sign-in.two-factor.tsx'),
  route('studio/sign-out', 'routes/sign-out.tsx'),
  // Resource routes of campaign operations: the live slot figures and the CSV.
  route('studio/campaigns/:slug/slots.json', 'routes/campaign-slots-json.ts'),
  route('studio/campaigns/:slug/registrations.csv', 'routes/campaign-registrations-csv.ts'),
  // The campaign dashboard's and the media library's figures, refreshed by TanStack Query.
  route('studio/campaigns/:slug/dashboard.json', 'routes/campaign-dashboard-json.ts'),
  route('studio/media.json', 'routes/media-json.ts'),
  route('studio/media/:id/status.json', 'routes/media-status-json.ts'),
  // The image picker's focal point (entry editor), saved as the photograph's page saves it.
  route('studio/media/:id/focus', 'routes/media-focus.ts'),
  // Who else has a page open: the heartbeat of entry pages.
  route('studio/presence', 'routes/presence.ts'),
  route('studio', 'routes/studio-layout.tsx', [
    index('routes/studio-home.tsx'),
    route('entries/:type', 'routes/entries.tsx'),
    route('entries/:type/:key', 'routes/entry.tsx'),
    route('preview/:type/:key', 'routes/preview.tsx'),
    route('campaigns', 'routes/campaigns.tsx'),
    route('campaigns/new', 'routes/campaign-new.tsx'),
    route('campaigns/new/file', 'routes/campaign-file.tsx'),
    route('campaigns/:slug', 'routes/campaign-slots.tsx'),
    route('campaigns/:slug/preview', 'routes/campaign-preview.tsx'),
    route('campaigns/:slug/registrations', 'routes/campaign-registrations.tsx'),
    route('campaigns/:slug/registrations/:id', 'routes/campaign-registration.tsx'),
    route('campaigns/:slug/dashboard', 'routes/campaign-dashboard.tsx'),
    route('campaigns/:slug/texts', 'routes/campaign-texts.tsx'),
    route('releases', 'routes/releases.tsx'),
    route('releases/:id', 'routes/release.tsx'),
    route('media', 'routes/media.tsx'),
    route('media/:id', 'routes/media-detail.tsx'),
    route('staff', 'routes/staff.tsx'),
    route('audit', 'routes/audit.tsx'),
    route('site-health', 'routes/site-health.tsx'),
    route('account', 'routes/account.tsx'),
    route('enrol/:token', 'routes/enrol.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
