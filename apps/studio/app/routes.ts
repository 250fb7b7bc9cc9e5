import { type RouteConfig, index, route } from '@react-router/dev/routes';

// The studio owns /studio and everything under it (tools/compose/server.mjs, docs/deployment.md).
export default [
  route('studio/sign-in', 'routes/sign-in.tsx'),
  route('studio/sign-in/two-factor', 'routes/sign-in.two-factor.tsx'),
  route('studio/sign-out', 'routes/sign-out.tsx'),
  route('studio', 'routes/studio-layout.tsx', [
    index('routes/studio-home.tsx'),
    route('entries/:type', 'routes/entries.tsx'),
    route('entries/:type/:key', 'routes/entry.tsx'),
    route('preview/:type/:key', 'routes/preview.tsx'),
    route('media', 'routes/media.tsx'),
    route('media/:id', 'routes/media-detail.tsx'),
    route('staff', 'routes/staff.tsx'),
    route('audit', 'routes/audit.tsx'),
    route('account', 'routes/account.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
