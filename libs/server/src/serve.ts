import { type RequestListener, createServer } from 'node:http';
import closeWithGrace from 'close-with-grace';
import { createAppLogger, loggingConfig, logListening } from './logger';

/**
 * Serves an app on PORT / HOST (each app has its own default port, docs/deployment.md) and stops
 * gracefully on SIGTERM / SIGINT: no new connections, the requests under way answered (each the
 * last on its connection), then exit; after 10 s it exits anyway. More capacity is more instances
 * behind the edge, never more processes inside one.
 */
export function serve(app: RequestListener, { name, defaultPort }: { name: string; defaultPort: number }) {
  const logger = createAppLogger({ name, ...loggingConfig() });
  const port = Number(process.env.PORT ?? defaultPort);
  const host = process.env.HOST ?? '127.0.0.1';
  let stopping = false;
  const server = createServer((req, res) => {
    if (stopping) res.setHeader('Connection', 'close');
    // An answer that was under way when the stop came: its connection closes once it is sent.
    res.once('finish', () => stopping && server.closeIdleConnections());
    app(req, res);
  });
  // Longer than the edge's idle timeout, so the edge closes kept-alive connections first.
  server.keepAliveTimeout = 65_000;
  server.listen(port, host, () => logListening(logger, name, `http://${host}:${port}`));
  closeWithGrace({ delay: 10_000, logger }, async ({ err }) => {
    if (err) logger.error({ err }, 'stopping after an uncaught error');
    stopping = true;
    // close() also closes the idle kept-alive connections (Node 19 and later).
    await new Promise((resolve) => server.close(resolve));
  });
  return server;
}
