import type { Config } from '@react-router/dev/config';
import { writeRouteTree } from '../../tools/vite/route-tree.ts';

// The campaign app shares the domain with the brand site: its assets (Vite `base`) and its route
// manifest live under /discovery-trial/ so the path router sends them here, never to the brand site.
export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // The route tree beside Vite's manifest, for the size budget and the bench.
  buildEnd: writeRouteTree,
  routeDiscovery: { mode: 'lazy', manifestPath: '/discovery-trial/__manifest' },
  // A manage page sends `Referrer-Policy: no-referrer` (its token stays out of every log), so its
  // form posts without JavaScript arrive with `Origin: null`. The campaign app's actions are
  // authorised by what they carry (a manage token, a one-time code), never by a cookie, and
  // readFormPost still refuses `Sec-Fetch-Site: cross-site`.
  allowedActionOrigins: ['null'],
} satisfies Config;
