import type { Config } from '@react-router/dev/config';

// The studio shares the domain with the site: its assets (Vite `base`) and its route manifest live
// under /studio/ so the path router sends them here, and no public page ever loads its JavaScript.
export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  routeDiscovery: { mode: 'lazy', manifestPath: '/studio/__manifest' },
} satisfies Config;
