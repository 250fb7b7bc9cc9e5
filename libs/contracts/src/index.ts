export * from './content-files';
export * from './studio';
export * from './staff-roles';
