import { createServer, type Server } from 'node:http';
import { createRequestListener } from '@react-router/node';
import type { ServerBuild } from 'react-router';
import { hardenResponse, isHttps } from './security-headers';
import { serveStaticFile } from './static-files';

export interface AppServerOptions {
  /** Shown in the ready line and in logs. */
  name: string;
  build: ServerBuild;
  /** Absolute path of the client build (`build/client`). */
  clientDir: string;
  /** URL prefix the client files are served under (Vite `base`). */
  publicPath: string;
  port: number;
  host: string;
}

/**
 * One React Router app on its own HTTP server: client files first, then server rendering.
 * Stops cleanly on SIGINT / SIGTERM, finishing the requests already under way.
 */
export function startAppServer(options: AppServerOptions): Promise<Server> {
  const render = createRequestListener({ build: options.build, mode: process.env.NODE_ENV ?? 'production' });
  const server = createServer(async (req, res) => {
    // Security headers on every response, whichever code writes it (docs/hardening.md).
    hardenResponse(res, { https: isHttps(req.headers['x-forwarded-proto']) });
    try {
      if (await serveStaticFile(req, res, options.clientDir, options.publicPath)) return;
      await render(req, res);
    } catch (error) {
      console.error(`[${options.name}]`, error);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      }
      res.end('Internal Server Error');
    }
  });
  server.keepAliveTimeout = 65_000;
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return new Promise((resolve) => {
    server.listen(options.port, options.host, () => {
      console.log(`${options.name} listening on http://${options.host}:${options.port}`);
      resolve(server);
    });
  });
}
