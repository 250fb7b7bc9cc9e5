import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { sharedViteConfig, sharedVitePlugins } from '../../tools/vite/shared-config.ts';

export default defineConfig({
  ...sharedViteConfig,
  base: '/studio/',
  plugins: [reactRouter(), ...sharedVitePlugins],
});
