import type { Config } from '@react-router/dev/config';
import { writeRouteTree } from '../../tools/vite/route-tree.ts';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // The route tree beside Vite's manifest, for the size budget and the bench.
  buildEnd: writeRouteTree,
} satisfies Config;
