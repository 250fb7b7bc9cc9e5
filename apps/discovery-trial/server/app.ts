// The Express app of the discovery-trial: the server build's entry (vite.config.ts), so the app server and
// the routes share one copy of every module. server/main.ts loads it and listens.
import { clientDirBeside, createApp } from '@oriel/server/app-server';
import { originsOf, tagManagerOrigins } from '@oriel/server/security-headers';
import * as build from 'virtual:react-router/server-build';
import { env } from '../app/lib/env.server';

/** React Router behind the standard middleware (libs/server/src/app-server.ts), its CSP allowing this app and the third parties its configuration names. */
export const app = createApp({
  name: 'discovery-trial',
  build,
  clientDir: clientDirBeside(import.meta.url),
  publicPath: '/discovery-trial/',
  thirdPartyOrigins: [...(env.GTM_ID ? tagManagerOrigins : []), ...originsOf([env.CHAT_WIDGET_SRC, env.JQUERY_SRC])],
  dataServiceUrl: env.API_INTERNAL_URL,
});
