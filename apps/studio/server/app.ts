// The Express app of the studio: the server build's entry (vite.config.ts), so the app server and
// the routes share one copy of every module. server/main.ts loads it and listens.
import { clientDirBeside, createApp } from '@oriel/server/app-server';
import * as build from 'virtual:react-router/server-build';
import { env } from '../app/lib/env.server';

/** React Router behind the standard middleware (libs/server/src/app-server.ts), its CSP allowing this app (the studio loads no third party). */
export const app = createApp({
  name: 'studio',
  build,
  clientDir: clientDirBeside(import.meta.url),
  publicPath: '/studio/',
  dataServiceUrl: env.API_INTERNAL_URL,
});
