export * from './schema';
export * from './form';
