export * from './locales';
export * from './paths';
export * from './cookie';
export * from './react';
export { type Catalogue, loadCatalogue, loadCatalogues, loadedCatalogue, registerCatalogue } from './catalogues';
export * from './seo';
