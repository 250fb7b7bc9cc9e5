export * from './locales';
export * from './paths';
export * from './cookie';
export * from './react';
export {
  type Catalogue,
  type TransferredCatalogue,
  catalogueForTransfer,
  loadCatalogue,
  loadCatalogues,
  loadedCatalogue,
  receivedCatalogue,
  registerCatalogue,
} from './catalogues';
export * from './seo';
export * from './request-locale';
