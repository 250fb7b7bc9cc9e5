import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

/**
 * The local admin channel of `npm run staff`: PGlite is one process's database,
 * so the command talks to the running data service instead of opening its files. At start-up the
 * service writes a fresh random token and its own address to a file only its user can read; the
 * channel's routes answer only requests from the loopback interface that did not come through the
 * edge (no X-Forwarded-For) and carry that token.
 */
export interface AdminChannelFile extends Partial<SiteIdentity> {
  url: string;
  token: string;
  pid: number;
}

/**
 * Which site a data service is: its public origin and its database (the PGlite folder, or the
 * PostgreSQL host and database, never the password). Two sites started from one checkout share
 * the channel file; the commands compare this with their own configuration before using it.
 */
export interface SiteIdentity {
  site: string;
  database: string;
}

export function siteIdentity(config: { SITE_URL: string; DATABASE_URL?: string; pgliteDataDir: string }): SiteIdentity {
  if (!config.DATABASE_URL) return { site: config.SITE_URL, database: `pglite:${config.pgliteDataDir}` };
  const url = new URL(config.DATABASE_URL);
  return { site: config.SITE_URL, database: `postgres://${url.host}${url.pathname}` };
}

/** The identity a command run from a checkout means: its paths are the repository folder's (INIT_CWD under npm). */
export function commandIdentity(config: { SITE_URL: string; DATABASE_URL?: string; PGLITE_DATA_DIR: string }, env: NodeJS.ProcessEnv = process.env): SiteIdentity {
  const dir = config.PGLITE_DATA_DIR.startsWith('memory://') ? config.PGLITE_DATA_DIR : resolve(env.INIT_CWD ?? process.cwd(), config.PGLITE_DATA_DIR);
  return siteIdentity({ ...config, pgliteDataDir: dir });
}

/** Refused: the running service the channel file names is not the site the command means. */
export class OtherSiteError extends Error {}

export async function openAdminChannel(file: string, url: string, identity?: SiteIdentity): Promise<{ token: string; close(): Promise<void> }> {
  const token = randomBytes(32).toString('base64url');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ url, token, pid: process.pid, ...identity } satisfies AdminChannelFile), { mode: 0o600 });
  return {
    token,
    // Only this service's own file: another site started since on the same machine (same
    // STUDIO_ADMIN_FILE) has written its own, which its staff command needs.
    close: async () => {
      const current = await readFile(file, 'utf8').catch(() => '');
      if (current.includes(`"token":"${token}"`)) await rm(file, { force: true });
    },
  };
}

/**
 * The running data service's admin channel on this machine, when there is one: its file (a path of
 * the configuration, STUDIO_ADMIN_FILE, read from the repository folder the command was run in)
 * names a process that is still alive. The commands (`staff`, `content`, `campaigns`) go through it.
 */
export function runningAdminChannel(adminFile: string, mine?: SiteIdentity, env: NodeJS.ProcessEnv = process.env): AdminChannelFile | null {
  // npm runs workspace scripts in apps/api: paths of the configuration are the repository's.
  const file = resolve(env.INIT_CWD ?? process.cwd(), adminFile);
  if (!existsSync(file)) return null;
  const channel = JSON.parse(readFileSync(file, 'utf8')) as AdminChannelFile;
  try {
    process.kill(channel.pid, 0);
  } catch {
    return null;
  }
  if (mine) checkSameSite(file, channel, mine, env.PORT);
  return channel;
}

/**
 * The command reaches the site its configuration names or none: the same database, and, when
 * PORT is given, a site or data service on that port. Otherwise it refuses, naming both.
 */
function checkSameSite(file: string, channel: AdminChannelFile, mine: SiteIdentity, port: string | undefined): void {
  const running = `the data service in ${file} (pid ${channel.pid}) serves ${channel.site ?? channel.url}${channel.database ? ` with ${channel.database}` : ''}`;
  const advice = 'Run the command with the PORT and the data folder (PGLITE_DATA_DIR or DATABASE_URL) of the site you mean, or give that site its own STUDIO_ADMIN_FILE.';
  if (port && ![channel.site, channel.url].some((u) => u && URL.canParse(u) && new URL(u).port === port)) {
    throw new OtherSiteError(`Refusing: PORT=${port} names another site than the one running: ${running}. ${advice}`);
  }
  if (channel.database && channel.database !== mine.database) {
    throw new OtherSiteError(`Refusing: this command's database is ${mine.database}, but ${running}. ${advice}`);
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
