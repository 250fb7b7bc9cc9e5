export * from './client';
export * from './menu';
export * from './content';
export * from './frame';
export * from './campaigns';
export * from './otp';
export * from './loyalty';
export * from './search';
