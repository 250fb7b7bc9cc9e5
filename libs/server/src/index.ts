export * from './app-server';
export * from './security-headers';
export * from './logger';
export * from './request-context';
export * from './env';
export * from './request-guards';
