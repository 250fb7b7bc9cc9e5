import { createServer, type Server, type ServerResponse } from 'node:http';
import { createRequestListener } from '@react-router/node';
import { type ServerBuild, createRequestHandler } from 'react-router';
import { compressResponse } from './compression';
import { createHtmlCache } from './html-cache';
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
  /** In-process cache of anonymous, publicly cacheable HTML (decision 073); on unless false. */
  htmlCache?: boolean;
}

/** Cookies the frame renders differently for (SPEC: pre-release gate, locale choice). */
const htmlCacheKeyCookies = ['sl-brand-uat-login', 'i18n_redirected'];

/**
 * One React Router app on its own HTTP server: client files first, then server rendering.
 * Stops cleanly on SIGINT / SIGTERM, finishing the requests already under way.
 */
export function startAppServer(options: AppServerOptions): Promise<Server> {
  const mode = process.env.NODE_ENV ?? 'production';
  const render = createRequestListener({ build: options.build, mode });
  const htmlCache =
    options.htmlCache === false
      ? null
      : createHtmlCache({ renderFresh: createRequestHandler(options.build, mode), keyCookies: htmlCacheKeyCookies });
  const server = createServer(async (req, res) => {
    // Security headers on every response, whichever code writes it (docs/hardening.md).
    hardenResponse(res, { https: isHttps(req.headers['x-forwarded-proto']) });
    if (stopping) lastOnItsConnection(res);
    else {
      underWay.add(res);
      res.on('close', () => underWay.delete(res));
    }
    // Rendered pages and data compressed for browsers that accept it (decision 073).
    compressResponse(req, res);
    try {
      if (await serveStaticFile(req, res, options.clientDir, options.publicPath)) return;
      if (htmlCache) await htmlCache.handle(req, res, render);
      else await render(req, res);
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
  let stopping = false;
  // Shutting down: answers still to be written close their keep-alive connection once sent, so
  // the server stops as soon as the requests under way are answered.
  const underWay = new Set<ServerResponse>();
  const lastOnItsConnection = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
    res.on('finish', () => server.closeIdleConnections());
  };
  const stop = () => {
    stopping = true;
    for (const res of underWay) lastOnItsConnection(res);
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
