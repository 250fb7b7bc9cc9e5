import type { Preview } from '@storybook/react-vite';
import { type ActionFunction, createMemoryRouter, RouterProvider } from 'react-router';
import { I18nProvider, loadCatalogues, localeInfo, localePath, type Locale } from '@oriel/i18n';
import '@oriel/ui/styles.css';

/**
 * Every story renders inside the providers the apps use: react-intl with the chosen locale and a
 * memory router at the locale's home (components use locale-aware links). The toolbar switches
 * between English and Traditional Chinese; viewports cover phone (375px), the narrowest common
 * laptop (1280px, where the header is tightest) and desktop (1440px). Every component has a docs
 * page (autodocs) built from its stories and props.
 */
const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'tc', title: '繁體中文' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'en',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    options: { storySort: { order: ['Foundations', ['Colour', 'Type', 'Spacing and grid', 'Imagery', 'Motion'], '*'] } },
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' } },
        laptop: { name: 'Laptop 1280', styles: { width: '1280px', height: '800px' } },
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' } },
      },
    },
  },
  // The message catalogues are lazily loaded chunks (libs/i18n/src/catalogues.ts).
  loaders: [
    async () => {
      await loadCatalogues();
      return {};
    },
  ],
  decorators: [
    (Story, context) => {
      const locale = (context.parameters.locale ?? context.globals.locale ?? 'en') as Locale;
      const path = (context.parameters.path as string | undefined) ?? '/';
      // The story's language, as the site's document says it: the type follows it (Chinese stands
      // upright where Latin is set in italic, with its own sizes and line breaks). A docs page
      // shows stories of both languages, so each is wrapped in its own.
      const lang = localeInfo[locale].htmlLang;
      if (context.viewMode === 'story') document.documentElement.lang = lang;
      const router = createMemoryRouter(
        [
          // The cookie banner posts its choice to the app's action (decision 170); here it is kept.
          { path: '/cookie-choice', action: async ({ request }) => ({ choice: (await request.formData()).get('choice') }) },
          {
            // A form's story can answer its posts (`parameters.routeAction`) and start from an
            // earlier answer (`parameters.actionData`), as the page's route action would.
            id: 'story',
            path: '*',
            action: context.parameters.routeAction as ActionFunction | undefined,
            element: (
              <I18nProvider locale={locale} app="brand-site">
                <div lang={lang} style={{ display: 'contents' }}>
                  <Story />
                </div>
              </I18nProvider>
            ),
          },
        ],
        {
          initialEntries: [localePath(locale, path)],
          ...(context.parameters.actionData ? { hydrationData: { actionData: { story: context.parameters.actionData }, loaderData: {} } } : {}),
        },
      );
      return <RouterProvider router={router} />;
    },
  ],
};
export default preview;
