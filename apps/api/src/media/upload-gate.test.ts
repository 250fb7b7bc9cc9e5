import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildServer } from '../server';
import { createStudioAuth, StaffAccounts } from '../studio';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { localDiskStorage } from './storage';

const origin = 'http://localhost:3000';
const password = 'correct horse battery staple';
const nineteenMegabytes = 19 * 1024 * 1024;

/** A raw upload over a socket: headers announcing `length` bytes, then only `sent` of them. */
function partialUpload(port: number, { cookie, length, sent }: { cookie?: string; length: number; sent: number }) {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  let bytesWritten = 0;
  const answered = new Promise<string>((resolve) => {
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n\r\n')) resolve(answer);
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
  socket.write(
    [
      'POST /api/studio/media?altEn=a&altZhHant=b HTTP/1.1',
      'Host: localhost:3000',
      `Origin: ${origin}`,
      'Content-Type: image/jpeg',
      `Content-Length: ${length}`,
      ...(cookie ? [`Cookie: ${cookie}`] : []),
      '',
      '',
    ].join('\r\n'),
  );
  const chunk = Buffer.alloc(64 * 1024, 0xff);
  for (let i = 0; i < sent; i += chunk.length) {
    socket.write(chunk);
    bytesWritten += chunk.length;
  }
  return { socket, answered, bytesWritten: () => bytesWritten };
}

const within = <T,>(promise: Promise<T>, ms: number) => Promise.race([promise, new Promise<'timed out'>((r) => setTimeout(() => r('timed out'), ms))]);

describe('media uploads are checked before their body is read', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let folder: string;
  let port: number;
  let cookie: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    folder = mkdtempSync(join(tmpdir(), 'oriel-upload-gate-'));
    app = await buildServer({ database, logLevel: 'silent', studio: { mediaStorage: localDiskStorage(folder), uploadConcurrency: 2 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
    const staff = new StaffAccounts(database.db, createStudioAuth({ db: database.db, secret: loadConfig().STUDIO_SECRET, trustedOrigins: [origin] }));
    await staff.add({ email: 'test setup' }, { email: 'eddie@oriel.example', role: 'editor', password });
    const response = await app.inject({
      method: 'POST',
      url: '/api/studio/auth/sign-in/email',
      headers: { origin, host: 'localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.77' },
      payload: JSON.stringify({ email: 'eddie@oriel.example', password }),
    });
    expect(response.statusCode).toBe(200);
    cookie = [response.headers['set-cookie']].flat().map((c) => String(c).split(';')[0]).join('; ');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await app.close();
    await database.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers a cookie-less 19 MB upload with 401 while most of its body is still unsent', async () => {
    const upload = partialUpload(port, { length: nineteenMegabytes, sent: 256 * 1024 });
    sockets.push(upload.socket);
    const answer = await within(upload.answered, 3000);
    expect(answer).not.toBe('timed out');
    expect(String(answer)).toMatch(/^HTTP\/1\.1 401/);
    expect(upload.bytesWritten()).toBeLessThan(nineteenMegabytes / 10);
  });

  it('holds no more uploads at once than its limit: the next one is refused at once with 503 and Retry-After', async () => {
    const held = [0, 1].map(() => partialUpload(port, { cookie, length: nineteenMegabytes, sent: 64 * 1024 }));
    sockets.push(...held.map((h) => h.socket));
    // Both are being read (no answer yet).
    expect(await within(Promise.race(held.map((h) => h.answered)), 500)).toBe('timed out');
    const third = partialUpload(port, { cookie, length: nineteenMegabytes, sent: 64 * 1024 });
    sockets.push(third.socket);
    const answer = String(await within(third.answered, 3000));
    expect(answer).toMatch(/^HTTP\/1\.1 503/);
    expect(answer).toMatch(/\r\nretry-after: \d+\r\n/i);
    // A client that gives up frees its place.
    for (const h of held) h.socket.destroy();
    await new Promise((r) => setTimeout(r, 200));
    const next = partialUpload(port, { cookie, length: nineteenMegabytes, sent: 64 * 1024 });
    sockets.push(next.socket);
    expect(await within(next.answered, 500)).toBe('timed out');
  });
});
