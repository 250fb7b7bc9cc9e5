// Site search over the content.
// Other areas and server.ts import this entry only; files inside the area import each other directly.
export { searchOpenApi } from './openapi';
export { searchRoutes } from './routes';
