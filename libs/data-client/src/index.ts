export * from './client';
export * from './menu';
export * from './content';
export * from './request-query-client';
export * from './frame';
export * from './campaigns';
export * from './otp';
export * from './loyalty';
