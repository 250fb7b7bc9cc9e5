import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * The local admin channel of `npm run staff` (decision 130): PGlite is one process's database,
 * so the command talks to the running data service instead of opening its files. At start-up the
 * service writes a fresh random token and its own address to a file only its user can read; the
 * channel's routes answer only requests from the loopback interface that did not come through the
 * edge (no X-Forwarded-For) and carry that token.
 */
export interface AdminChannelFile {
  url: string;
  token: string;
  pid: number;
}

export async function openAdminChannel(file: string, url: string): Promise<{ token: string; close(): Promise<void> }> {
  const token = randomBytes(32).toString('base64url');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ url, token, pid: process.pid } satisfies AdminChannelFile), { mode: 0o600 });
  return { token, close: () => rm(file, { force: true }) };
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function adminChannelAllows(token: string | null, request: { socketAddress: string | undefined; headers: Record<string, string | string[] | undefined> }): boolean {
  if (!token) return false;
  if (!loopback.has(request.socketAddress ?? '')) return false;
  if (request.headers['x-forwarded-for'] !== undefined) return false;
  const given = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
