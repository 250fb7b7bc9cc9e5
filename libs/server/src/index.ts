export * from './app-server';
export * from './static-files';
