import { type RouteConfig, route } from '@react-router/dev/routes';

// This app owns /discovery-trial/... and /tc/discovery-trial/...; every other path is the brand site's.
export default [
  route(':lang?/discovery-trial', 'routes/locale-layout.tsx', [
    route(':slug', 'routes/campaign.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
