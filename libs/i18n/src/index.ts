export * from './locales';
export * from './paths';
export * from './cookie';
export * from './react';
export * from './dates';
export * from './date-range';
export {
  type Catalogue,
  type MessagesHandle,
  frameAreas,
  loadCatalogue,
  loadCatalogues,
  loadedCatalogue,
  messageAreasOf,
  messageSlice,
  messageSliceUrls,
  registerCatalogue,
} from './catalogues';
export * from './seo';
export * from './request-locale';
