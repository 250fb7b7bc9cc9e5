import type { Config } from '@react-router/dev/config';

// The campaign app shares the domain with the brand site: its assets (Vite `base`) and its route
// manifest live under /discovery-trial/ so the path router sends them here, never to the brand site.
export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  routeDiscovery: { mode: 'lazy', manifestPath: '/discovery-trial/__manifest' },
} satisfies Config;
