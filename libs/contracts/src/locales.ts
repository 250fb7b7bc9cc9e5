import { z } from 'zod';

/**
 * The languages as the data service and its tables name them (`en`, `zh-Hant`); the sites' URL
 * prefixes (`/`, `/tc`) are mapped to these by `toDataLocale` in libs/i18n.
 */
export const dataLocales = ['en', 'zh-Hant'] as const;
export type DataLocale = (typeof dataLocales)[number];
// Pure: a module that only needs `dataLocales` (the registration schema, in the browser) must not
// bring zod's classic API with it (it is not tree-shaken).
export const dataLocaleSchema = /* @__PURE__ */ z.enum(dataLocales);
