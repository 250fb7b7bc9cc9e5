import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  // SPEC §2: the maintenance page has its own layout, outside the frame (decision 023).
  layout('routes/maintenance-layout.tsx', [route(':lang?/maintenance', 'routes/maintenance.tsx')]),
  route(':lang?', 'routes/locale-layout.tsx', [
    index('routes/home.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
