// Production server of the brand site: its own process and port; the composition server (or the
// CDN in production) routes every path that is not /discovery-trial or /api here.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import { startAppServer } from '@oriel/server';

const here = dirname(fileURLToPath(import.meta.url));
// The React Router server build sits next to this bundle (build/server/index.js).
const build = (await import(new URL('./index.js', import.meta.url).href)) as ServerBuild;

await startAppServer({
  name: 'discovery-trial',
  build,
  clientDir: join(here, '..', 'client'),
  publicPath: '/discovery-trial/',
  port: Number(process.env.PORT ?? 3102),
  host: process.env.HOST ?? '127.0.0.1',
});
