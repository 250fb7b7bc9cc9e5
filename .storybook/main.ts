import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';

const config: StorybookConfig = {
  // The foundations first: a designer finds colour, type, grid, imagery and motion before the components.
  stories: ['../libs/ui/src/foundations/*.mdx', '../libs/*/src/**/*.stories.@(ts|tsx)', '../apps/discovery-trial/app/**/*.stories.@(ts|tsx)', '../apps/brand-site/app/**/*.stories.@(ts|tsx)', '../apps/studio/app/**/*.stories.@(ts|tsx)'],
  // GitHub-flavoured Markdown in the MDX pages (the foundations' tables), as Storybook's docs show.
  addons: [{ name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } }, '@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(config) {
    const { sharedViteConfig } = await import('../tools/vite/shared-config');
    config.resolve ??= {};
    const existing = Array.isArray(config.resolve.alias) ? config.resolve.alias : [];
    config.resolve.alias = [...existing, ...sharedViteConfig.resolve.alias];
    return config;
  },
};
export default config;
