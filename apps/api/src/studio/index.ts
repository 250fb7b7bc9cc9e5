// The staff studio: sign-in and staff accounts, the content workflow (seed, edit, preview,
// publish) and the routes that mount every area's staff routes.
// Other areas and server.ts import this entry only; files inside the area import each other directly.
export { createStudioAuth } from './auth';
export { seedContent } from './content-seed';
export { studioOpenApi } from './openapi';
export { previewMomentClock } from './preview-clock';
export { studioRoutes } from './routes';
export { createStudioContext, type StudioOverrides } from './setup';
export { StaffAccounts } from './staff';
export type { StudioTables } from './tables';
