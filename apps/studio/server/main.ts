// Production server of the studio (apps/studio): its own process and port; the composition server
// (or the edge in production) routes /studio and everything under it here.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import { startAppServer } from '@oriel/server';

const here = dirname(fileURLToPath(import.meta.url));
// The React Router server build sits next to this bundle (build/server/index.js).
const build = (await import(new URL('./index.js', import.meta.url).href)) as ServerBuild;

await startAppServer({
  name: 'studio',
  build,
  clientDir: join(here, '..', 'client'),
  publicPath: '/studio/',
  port: Number(process.env.PORT ?? 3104),
  host: process.env.HOST ?? '127.0.0.1',
  // Every studio page is personal: nothing of it is ever kept in the page cache.
  htmlCache: false,
});
