import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves the client build: `publicPath` + file -> `clientDir/file`. Hashed files under `assets/`
 * are immutable; a precompressed `.br` / `.gz` sibling is sent when the browser accepts it.
 * Returns false when no file matches, so the request goes on to the app.
 */
export async function serveStaticFile(
  req: IncomingMessage,
  res: ServerResponse,
  clientDir: string,
  publicPath: string,
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  if (!pathname.startsWith(publicPath)) return false;
  const relative = pathname.slice(publicPath.length);
  if (relative === '' || relative.endsWith('/')) return false;
  const file = normalize(join(clientDir, relative));
  if (!file.startsWith(clientDir + sep)) return false;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;

  const accept = String(req.headers['accept-encoding'] ?? '');
  let sendPath = file;
  let encoding: string | undefined;
  for (const [enc, ext] of [['br', '.br'], ['gzip', '.gz']] as const) {
    if (accept.includes(enc) && (await stat(file + ext).catch(() => null))?.isFile()) {
      sendPath = file + ext;
      encoding = enc;
      break;
    }
  }
  const size = encoding ? (await stat(sendPath)).size : info.size;
  res.statusCode = 200;
  res.setHeader('Content-Type', contentTypes[extname(file)] ?? 'application/octet-stream');
  res.setHeader('Content-Length', size);
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader(
    'Cache-Control',
    relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
  );
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  await new Promise<void>((resolve, reject) => {
    createReadStream(sendPath).on('error', reject).on('end', resolve).pipe(res);
  });
  return true;
}
