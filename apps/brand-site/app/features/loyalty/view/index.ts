export * from './member-card';
export * from './programme';
