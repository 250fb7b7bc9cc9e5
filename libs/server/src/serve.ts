import { type RequestListener, createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { EnvError, drainSeconds } from './env';
import { createAppLogger, loggingConfig, logListening } from './logger';

/**
 * Serves an app on PORT / HOST (each app has its own default port, docs/deployment.md) and stops
 * gracefully on SIGTERM / SIGINT: after the drain (above), no new connections, the requests under
 * way answered (each the last on its connection), then exit; 10 s after the drain it exits anyway.
 * More capacity is more instances behind the edge, never more processes inside one.
 */
export function serve(app: RequestListener & { set?(setting: string, value: unknown): unknown }, { name, defaultPort }: { name: string; defaultPort: number }) {
  const logger = createAppLogger({ name, ...loggingConfig() });
  const port = Number(process.env.PORT ?? defaultPort);
  const host = process.env.HOST ?? '127.0.0.1';
  const drain = parseEnvOrExit(() => drainSeconds(name));
  let stopping = false;
  let closed = false;
  const server = createServer((req, res) => {
    // Stopping: each answer is the last on its connection.
    if (stopping) res.setHeader('Connection', 'close');
    // An answer that was under way when the server closed: its connection closes once it is sent.
    res.once('finish', () => closed && server.closeIdleConnections());
    app(req, res);
  });
  // Longer than the edge's idle timeout, so the edge closes kept-alive connections first.
  server.keepAliveTimeout = 65_000;
  server.listen(port, host, () => logListening(logger, name, `http://${host}:${port}`));
  closeWithGrace({ delay: (drain + 10) * 1000, logger }, async ({ err }) => {
    if (err) logger.error({ err }, 'stopping after an uncaught error');
    stopping = true;
    // `/readyz` answers 503 from now on (app-server.ts): whatever probes it sends no more.
    app.set?.('stopping', true);
    if (drain > 0 && !err) {
      logger.info(`stopping: answering for ${drain} s more, each answer closing its connection`);
      await sleep(drain * 1000);
    }
    // close() also closes the idle kept-alive connections (Node 19 and later); the busy ones close
    // once their answer is sent.
    closed = true;
    await new Promise((resolve) => server.close(resolve));
  });
  return server;
}

/** A setting read at start-up: a bad value prints its line and stops the process (78, EX_CONFIG). */
function parseEnvOrExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(78);
  }
}

