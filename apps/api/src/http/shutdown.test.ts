import { get } from 'node:http';
import { Writable } from 'node:stream';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createClock } from '../clock';
import { buildServer } from '../server';
import { type TestDatabase, createTestDatabase } from '../testing/test-database';

/**
 * What SIGTERM does in src/main.ts (`app.close()`): the request under way finishes with its
 * answer, new connections are refused, and close resolves only after that.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('pglite', { seed: false });
});
afterAll(() => database.drop());

it('finishes the request under way, then stops taking new ones', async () => {
  const app = await buildServer({ database, clock: createClock(), logLevel: 'silent' });
  let release: () => void = () => {};
  let started: () => void = () => {};
  const requestStarted = new Promise<void>((resolve) => (started = resolve));
  app.get('/api/test/slow', async () => {
    started();
    await new Promise<void>((resolve) => (release = resolve));
    return { data: 'finished' };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const inFlight = fetch(`${base}/api/test/slow`);
  await requestStarted;
  let closed = false;
  const closing = app.close().then(() => (closed = true));
  await new Promise((r) => setTimeout(r, 100));
  expect(closed).toBe(false);
  // A new connection (not the busy keep-alive one) is refused.
  const refused = await new Promise<string>((resolve) => {
    get(`${base}/api/health`, { agent: false }, (res) => resolve(`answered ${res.statusCode}`))
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
      .setTimeout(1000, () => resolve('timeout'));
  });
  expect(refused).toBe('ECONNREFUSED');

  release();
  const response = await inFlight;
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ data: 'finished' });
  await closing;
  expect(closed).toBe(true);
});

it('a client that goes away in the middle of its body is not a database outage in the log', async () => {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildServer({ database, clock: createClock(), logLevel: 'info', logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  // Half of a declared body, then the connection is dropped.
  await new Promise<void>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('POST /api/otp/send HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nSec-Fetch-Site: same-origin\r\nContent-Length: 200\r\n\r\n{"channel":"sms"');
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 200);
    });
  });
  await new Promise((r) => setTimeout(r, 300));
  await app.close();
  expect(lines.filter((line) => line.includes('database unavailable'))).toEqual([]);
  expect(lines.some((line) => line.includes('client closed the request'))).toBe(true);
});
