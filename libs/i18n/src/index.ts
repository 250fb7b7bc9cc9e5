export * from './locales';
export * from './paths';
export * from './cookie';
export * from './react';
export * from './seo';
