// Real-user measurements (Web Vitals, client errors) from the apps, and their staff view.
// Other areas and server.ts import this entry only; files inside the area import each other directly.
export { rumOpenApi } from './openapi';
export { rumRoutes, rumStudioRoutes } from './routes';
export type { RumTables } from './tables';
