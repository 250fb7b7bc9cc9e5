// The loyalty programme: member lookup behind a one-time code, its routes and seed data.
// Other areas and server.ts import this entry only; files inside the area import each other directly.
export { loyaltyOpenApi } from './openapi';
export { loyaltyRoutes } from './routes';
export { seedLoyalty } from './seed';
export type { LoyaltyTables } from './tables';
