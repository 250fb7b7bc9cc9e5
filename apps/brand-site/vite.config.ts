import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { sharedViteConfig } from '../../tools/vite/shared-config.ts';

export default defineConfig({
  ...sharedViteConfig,
  plugins: [reactRouter()],
  server: { port: 4200 },
});
