export * from './app-server';
export * from './static-files';
export * from './security-headers';
export * from './html-cache';
export * from './compression';
export * from './logger';
export * from './request-context';
