// The content area: the site's content files read and checked (bundle, loader), written to the
// database and served to the apps (routes, snapshot), its version, links and uploaded media.
// Other areas and server.ts import this entry only; files inside the area import each other directly.
export { checkContentBundle, type ContentBundle, readContentBundle, readContentFiles } from './bundle';
export { linkIssues } from './links';
export { checkReference, type ContentEntry, ContentError, ContentReader, findContentDir, parseContent, readContentVersion, writeContentVersion } from './loader';
export { imageData, type MediaEntry } from './media';
export { contentOpenApi } from './openapi';
export { contentArea, readContentRows, writeContent } from './queries';
export { contentRoutes } from './routes';
export { boutiqueFileSchema } from './schemas';
export { buildSnapshot, type Snapshot } from './snapshot';
export { readUploadedMedia, uploadPath } from './uploaded-media';
export { markContentChanged, readSiteContentVersion } from './version';
