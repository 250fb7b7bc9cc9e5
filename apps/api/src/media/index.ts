// The media library: uploads, renditions and their storage, staff routes to manage them.
// Other areas and server.ts import this entry only; files inside the area import each other directly.
export { MediaLibrary } from './library';
export { mediaOpenApi } from './openapi';
export { mediaRoutes } from './routes';
export { localDiskStorage, type MediaStorage } from './storage';
export type { MediaTables } from './tables';
export { uploadContentType } from './upload-types';
