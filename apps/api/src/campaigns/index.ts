// Campaigns as data: their files loaded and checked, their state and places left, public and
// staff routes.
// Other areas and server.ts import this entry only; files inside the area import each other directly.
export { campaignAdminRoutes } from './admin-routes';
export { campaignsArea, parseCampaignFile, seedCampaigns } from './load';
export { runLoadCommand } from './load-command';
export { campaignDefinitionOpenApi } from './openapi';
export { findCampaign, remainingCapacity } from './queries';
export { campaignRoutes } from './routes';
export { campaignState } from './state';
export { campaignDefinitionRoutes } from './studio-routes';
export type { CampaignTables } from './tables';
