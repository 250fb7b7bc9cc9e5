import { type RouteConfig, route } from '@react-router/dev/routes';

// This app owns /discovery-trial/... and /tc/discovery-trial/...; every other path is the brand site's.
// A campaign has its page, and (when its content says so) an /edm landing and a /thank-you page;
// any other sub-path is a 404.
export default [
  route(':lang?/discovery-trial', 'routes/locale-layout.tsx', [
    route(':slug', 'routes/campaign.tsx'),
    route(':slug/edm', 'routes/campaign-edm.tsx'),
    route(':slug/thank-you', 'routes/campaign-thank-you.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
