// Campaign operations for staff: registrations and bookings of a campaign, exported or acted on.
// Other areas and server.ts import this entry only; files inside the area import each other directly.
export { campaignOpsOpenApi } from './openapi';
export { campaignOpsRoutes } from './routes';
export { CampaignOps } from './service';
