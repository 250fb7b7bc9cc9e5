export * from './header';
export * from './footer';
export * from './error-page';
export * from './document';
export * from './site-frame';
export * from './editorial';
