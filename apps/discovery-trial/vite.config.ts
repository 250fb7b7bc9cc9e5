import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { sharedViteConfig, sharedVitePlugins } from '../../tools/vite/shared-config.ts';

export default defineConfig({
  ...sharedViteConfig,
  base: '/discovery-trial/',
  plugins: [reactRouter(), ...sharedVitePlugins],
  // The server build's entry is the Express app (server/app.ts), which imports React Router's build.
  environments: { ssr: { build: { rolldownOptions: { input: './server/app.ts' } } } },
});
