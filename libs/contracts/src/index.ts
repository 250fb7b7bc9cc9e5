/**
 * What the data service and the apps both speak (no React, no fetching): request and response
 * schemas, locale codes, calling codes and provinces, the text rules of names.
 */
export * from './calling-codes';
export * from './provinces';
export * from './text-guards';
export * from './locales';
export * from './content-files';
export * from './studio';
export * from './staff-roles';
export * from './otp-challenge';
