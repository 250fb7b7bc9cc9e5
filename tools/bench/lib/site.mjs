// The site under test: a snapshot of the production builds (so a rebuild in the work tree during a
// run cannot change what is measured), started by the same composition server as `npm start`.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const builds = [
  // Node's flags and glibc's setting as tools/compose/server.mjs and the image start the data service.
  { app: 'api', dir: 'apps/api/dist', entry: 'apps/api/dist/main.js', nodeArgs: ['--enable-source-maps', '--max-semi-space-size=2', '--max-old-space-size=256'], env: { MALLOC_MMAP_THRESHOLD_: '131072' } },
  { app: 'brand-site', dir: 'apps/brand-site/build', entry: 'apps/brand-site/build/server/main.js' },
  { app: 'discovery-trial', dir: 'apps/discovery-trial/build', entry: 'apps/discovery-trial/build/server/main.js' },
  // The composition server starts the staff studio too; the bench does not measure it.
  { app: 'studio', dir: 'apps/studio/build', entry: 'apps/studio/build/server/main.js' },
];

export function missingBuilds(root) {
  return builds.filter((build) => !existsSync(join(root, build.entry))).map((build) => build.app);
}

/**
 * Copies the builds and the composition server into `workDir`, keeping the repository's
 * layout (so `node_modules` and `content/` resolve by walking up, as from the real builds). The
 * copy is taken under the build lock, so it never catches a build half-written.
 */
export function snapshotBuilds(root, workDir) {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(join(workDir, 'tools', 'compose'), { recursive: true });
  const copy = () => {
    for (const build of builds) cpSync(join(root, build.dir), join(workDir, build.dir), { recursive: true });
    cpSync(join(root, 'tools', 'compose', 'server.mjs'), join(workDir, 'tools', 'compose', 'server.mjs'));
  };
  const hasFlock = spawnSync('sh', ['-c', 'command -v flock'], { stdio: 'ignore' }).status === 0;
  if (!hasFlock) return copy();
  const script = `${builds.map((b) => `mkdir -p '${join(workDir, b.dir, '..')}' && cp -a '${join(root, b.dir)}' '${join(workDir, b.dir)}'`).join(' && ')} && cp '${join(root, 'tools/compose/server.mjs')}' '${join(workDir, 'tools/compose/server.mjs')}'`;
  const result = spawnSync('flock', ['/tmp/build.lock', 'sh', '-c', script], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('could not copy the builds');
}

/** Resident memory of a process in bytes (Linux /proc), or null when it is gone. */
export function rssOf(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/** Child processes of `pid`, with their command lines. */
function childrenOf(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push({ pid: Number(entry), cmdline: readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ') });
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

export async function waitFor(url, { timeoutMs = 90_000, ok = (status) => status < 500 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (ok(response.status)) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * A fresh embedded database on disk, as a first `npm start` gets (`.data/pglite`, created and
 * seeded at start-up), in a temporary folder: `dir` for PGLITE_DATA_DIR (its lock file beside it,
 * inside the folder) and `remove()` once the service stopped. Not `memory://`: there the
 * database's files would count in the service's resident memory.
 */
export function freshPgliteDir() {
  const parent = mkdtempSync(join(tmpdir(), 'oriel-bench-pglite-'));
  return { dir: join(parent, 'pglite'), remove: () => rmSync(parent, { recursive: true, force: true }) };
}

/**
 * Starts the composed site from the snapshot on `port` (its servers on port+1..+3) with a fresh
 * database on disk (freshPgliteDir). Returns the ports and process ids of the servers and a stop
 * function (which also removes the database).
 */
export async function startSite(workDir, { port, env = {}, log = () => {} }) {
  const pglite = freshPgliteDir();
  const child = spawn(process.execPath, [join(workDir, 'tools', 'compose', 'server.mjs')], {
    cwd: workDir,
    env: { ...process.env, PORT: String(port), PGLITE_DATA_DIR: pglite.dir, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await Promise.race([
      // A first start seeds a fresh database: minutes on a busy shared machine.
      waitFor(`http://127.0.0.1:${port}/api/health`, { timeoutMs: 240_000 }),
      exited.then((code) => {
        throw new Error(`the site exited during start-up (${code}):\n${output.join('').slice(-2000)}`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    pglite.remove();
    throw error;
  }
  const pids = {};
  for (const { pid, cmdline } of childrenOf(child.pid)) {
    for (const build of builds) if (cmdline.includes(build.entry)) pids[build.app] = pid;
  }
  log(`site up on http://127.0.0.1:${port} (servers ${JSON.stringify(pids)})`);
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    ports: { api: port + 1, 'brand-site': port + 2, 'discovery-trial': port + 3 },
    pids,
    output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      }
      pglite.remove();
    },
  };
}

/**
 * One server process from the snapshot, with its production Node flags and environment (`builds`)
 * and the caller's. The data service without DATABASE_URL or PGLITE_DATA_DIR gets a fresh
 * database on disk (freshPgliteDir), removed by stop().
 */
export async function startServer(workDir, entry, { port, env = {}, ready, nodeArgs: extraArgs = [] }) {
  const build = builds.find((b) => b.entry === entry);
  const nodeArgs = [...new Set([...(build?.nodeArgs ?? []), ...extraArgs])];
  const pglite = build?.app === 'api' && !env.DATABASE_URL && !env.PGLITE_DATA_DIR ? freshPgliteDir() : null;
  const child = spawn(process.execPath, [...nodeArgs, join(workDir, entry)], {
    cwd: workDir,
    env: { ...build?.env, ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...(pglite ? { PGLITE_DATA_DIR: pglite.dir } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    }
    pglite?.remove();
  };
  try {
    await Promise.race([
      waitFor(`http://127.0.0.1:${port}${ready}`),
      exited.then((code) => {
        throw new Error(`${entry} exited during start-up (${code}):\n${output.join('').slice(-2000)}`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    pid: child.pid,
    stop,
  };
}
