import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { sharedViteConfig, sharedVitePlugins } from '../../tools/vite/shared-config.ts';

export default defineConfig({
  ...sharedViteConfig,
  plugins: [reactRouter(), ...sharedVitePlugins],
  // The server build's entry is the Express app (server/app.ts), which imports React Router's build.
  environments: { ssr: { build: { rolldownOptions: { input: './server/app.ts' } } } },
  server: { port: 4200 },
});
