import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

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

/**
 * The running data service's admin channel on this machine, when there is one: its file (a path of
 * the configuration, STUDIO_ADMIN_FILE, read from the repository folder the command was run in)
 * names a process that is still alive. The commands (`staff`, `content`, `campaigns`) go through it.
 */
export function runningAdminChannel(adminFile: string): AdminChannelFile | null {
  // npm runs workspace scripts in apps/api: paths of the configuration are the repository's.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), adminFile);
  if (!existsSync(file)) return null;
  const channel = JSON.parse(readFileSync(file, 'utf8')) as AdminChannelFile;
  try {
    process.kill(channel.pid, 0);
    return channel;
  } catch {
    return null;
  }
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
