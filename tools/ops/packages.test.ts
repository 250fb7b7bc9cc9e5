// Deploy packages (docs/deployment.md "Artefacts"): each app's dist/packages/<app>/, copied to an
// empty temporary folder (no node_modules above it), starts with Node alone and answers.
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { createDatabase, freePort, postgresUrl, root, type Running, startNode, waitForStatus } from './processes';
import { unavailableCsp } from '../compose/server.mjs';

const apps = ['api', 'brand-site', 'discovery-trial', 'studio'] as const;
const temp = mkdtempSync(join(tmpdir(), 'oriel-packages-'));
const started: Running[] = [];
let database: Awaited<ReturnType<typeof createDatabase>> | undefined;

function hasNodeModulesAbove(dir: string): boolean {
  for (let d = dir; ; d = dirname(d)) {
    if (existsSync(join(d, 'node_modules'))) return true;
    if (dirname(d) === d) return false;
  }
}

beforeAll(() => {
  // What `npx nx run <app>:package` runs after the build (npm test has built every app by now).
  for (const app of apps) execFileSync(process.execPath, [join(root, 'tools/scripts/package.mjs'), app], { cwd: root, stdio: 'pipe' });
  for (const app of apps) cpSync(join(root, 'dist/packages', app), join(temp, app), { recursive: true });
});
afterAll(async () => {
  await Promise.all(started.map((p) => p.stop()));
  await database?.drop();
  rmSync(temp, { recursive: true, force: true });
});

describe('deploy packages', () => {
  it('hold the server bundle and its files, without node_modules (the data service: only sharp, a native module)', () => {
    expect(hasNodeModulesAbove(temp)).toBe(false);
    for (const app of apps) {
      const files = readdirSync(join(temp, app));
      expect(files).toContain('server.mjs');
      if (app !== 'api') expect(files).not.toContain('node_modules');
    }
    // The media library's renditions: sharp's prebuilt binary and its two helpers
    // cannot be bundled; nothing else is installed beside the bundle.
    expect(readdirSync(join(temp, 'api', 'node_modules')).sort()).toEqual(['@img', 'detect-libc', 'semver', 'sharp']);
    expect(readdirSync(join(temp, 'api'))).toEqual(expect.arrayContaining(['content', 'pglite.wasm', 'pglite.data', 'initdb.wasm', 'pg_trgm.tar.gz']));
    for (const app of ['brand-site', 'discovery-trial', 'studio']) expect(readdirSync(join(temp, app, 'client'))).toContain('assets');
  });

  it('start from an empty folder with Node alone and answer /healthz, /readyz and pages', async () => {
    const [apiPort, sitePort, campaignPort, studioPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    // PostgreSQL when the tests have one (quicker to start), the embedded database otherwise.
    database = postgresUrl ? await createDatabase('ops_packages') : undefined;
    const work = join(temp, 'run');
    cpSync(join(temp, 'api', 'package.json'), join(work, 'package.json'));
    const env = { PATH: '/usr/bin:/bin' };
    const api = startNode(join(temp, 'api', 'server.mjs'), { ...env, PORT: String(apiPort), ...(database ? { DATABASE_URL: database.url } : { PGLITE_DATA_DIR: join(work, 'pglite') }) }, work);
    started.push(api);
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const site = startNode(join(temp, 'brand-site', 'server.mjs'), { ...env, PORT: String(sitePort), API_INTERNAL_URL: apiUrl }, work);
    const campaign = startNode(join(temp, 'discovery-trial', 'server.mjs'), { ...env, PORT: String(campaignPort), API_INTERNAL_URL: apiUrl }, work);
    const studio = startNode(join(temp, 'studio', 'server.mjs'), { ...env, PORT: String(studioPort), API_INTERNAL_URL: apiUrl }, work);
    started.push(site, campaign, studio);
    for (const [port, p] of [[apiPort, api], [sitePort, site], [campaignPort, campaign], [studioPort, studio]] as const) {
      await waitForStatus(`http://127.0.0.1:${port}/healthz`, { process: p });
      await waitForStatus(`http://127.0.0.1:${port}/readyz`, { process: p, timeoutMs: 120_000 });
    }
    const collections = await fetch(`${apiUrl}/api/collections?locale=en`);
    expect(collections.status).toBe(200);
    const home = await fetch(`http://127.0.0.1:${sitePort}/fragrance`);
    expect(home.status).toBe(200);
    expect((await home.text()).includes('Gratte-ciel'), 'the page shows the collections from the data service').toBe(true);
    const css = (await fetch(`http://127.0.0.1:${sitePort}/fragrance`).then((r) => r.text())).match(/\/assets\/[\w-]+\.css/)?.[0];
    expect(css && (await fetch(`http://127.0.0.1:${sitePort}${css}`)).status).toBe(200);
    const page = await fetch(`http://127.0.0.1:${campaignPort}/discovery-trial/le-perce-vent`);
    expect(page.status).toBe(200);
    // The studio: its sign-in page, and its assets under /studio/ (where the edge routes them).
    const signIn = await fetch(`http://127.0.0.1:${studioPort}/studio/sign-in`);
    expect(signIn.status).toBe(200);
    const studioScript = (await signIn.text()).match(/\/studio\/assets\/[\w.-]+\.js/)?.[0];
    expect(studioScript && (await fetch(`http://127.0.0.1:${studioPort}${studioScript}`)).status).toBe(200);
  });
});

describe('container files', () => {
  // They cannot be built here (no container daemon): they must copy exactly what is tested above.
  const compose = parseYaml(readFileSync(join(root, 'compose.yaml'), 'utf8')) as { services: Record<string, { environment?: Record<string, unknown>; build?: { dockerfile: string } }> };
  const nginx = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
  it.each(apps)('%s: the image is the deploy package, run as a non-root user with a health check, on the port compose and the edge use', (app) => {
    const dockerfile = readFileSync(join(root, 'apps', app, 'Dockerfile'), 'utf8');
    expect(dockerfile).toContain(`npx nx run @oriel/${app}:package`);
    expect(dockerfile).toContain(`COPY --from=build --chown=node:node /src/dist/packages/${app}/ ./`);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/readyz/m);
    expect(dockerfile).toMatch(/^CMD \["node", "--enable-source-maps", "server.mjs"\]$/m);
    const port = /ENV .*PORT=(\d+)/.exec(dockerfile)![1];
    const service = compose.services[app]!;
    expect(service.build?.dockerfile).toBe(`apps/${app}/Dockerfile`);
    expect(String(service.environment?.PORT)).toBe(port);
    expect(nginx).toContain(`server ${app}:${port};`);
  });
  it('the edge answers a page whose server cannot with the house\'s page (the committed copy of what the router sends)', () => {
    const html = readFileSync(join(root, 'deploy/unavailable.html'), 'utf8');
    expect(nginx, 'npm run unavailable-page').toContain(`add_header Content-Security-Policy "${unavailableCsp(html)}" always;`);
    expect(nginx).toContain('alias /usr/share/nginx/oriel/unavailable.html;');
    // Every location that proxies pages falls back on it (not the data service's, the studio's data requests or the apps' files).
    const pageLocations = nginx.split('\n').filter((line) => /^\s*location .*proxy_pass http:\/\/oriel_(brand|campaign|studio)/.test(line) && !line.includes('/studio.data') && !line.includes('/assets/'));
    expect(pageLocations).toHaveLength(4);
    for (const line of pageLocations) expect(line).toContain('error_page 502 503 504 /_oriel/unavailable.html;');
    const edge = (compose.services as Record<string, { volumes?: string[] }>).edge!;
    expect(edge.volumes).toContain('./deploy/unavailable.html:/usr/share/nginx/oriel/unavailable.html:ro');
  });
  it('the edge sends /studio and everything under it to the studio, never cached', () => {
    expect(nginx).toMatch(/location = \/studio \{ proxy_pass http:\/\/oriel_studio; proxy_no_cache 1;/);
    expect(nginx).toMatch(/location \/studio\/ \{ proxy_pass http:\/\/oriel_studio; proxy_no_cache 1;/);
  });
  it('the edge configuration is one nginx starts with, and slow clients cannot hold it', () => {
    // Debian's nginx checks the file as the container's would, the services' names (Docker's DNS)
    // standing for this machine. A regular expression with a brace, unquoted, once stopped it.
    const folder = mkdtempSync(join(tmpdir(), 'oriel-nginx-'));
    try {
      const edge = nginx.replace(/server [a-z-]+:(\d+);/g, 'server 127.0.0.1:$1;').replaceAll('/var/log/nginx/', `${folder}/`);
      writeFileSync(join(folder, 'oriel.conf'), edge);
      writeFileSync(join(folder, 'nginx.conf'), `pid ${folder}/nginx.pid;\nerror_log ${folder}/error.log;\nevents {}\nhttp { include ${folder}/oriel.conf; }\n`);
      execFileSync('nginx', ['-t', '-q', '-e', `${folder}/error.log`, '-c', join(folder, 'nginx.conf')], { stdio: 'pipe' });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    for (const directive of ['client_header_timeout 10s;', 'client_body_timeout 10s;', 'send_timeout 20s;', 'limit_conn oriel_per_address 128;']) expect(nginx).toContain(directive);
  });
  /** The edge as the container runs it, every upstream standing for one small server of ours answering with `handler`. */
  async function withEdge(handler: Parameters<typeof createServer>[1], run: (base: string) => Promise<void>) {
    const folder = mkdtempSync(join(tmpdir(), 'oriel-nginx-'));
    const upstream = createServer(handler);
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const edgePort = await freePort();
    const edge = nginx
      .replace(/server [a-z-]+:\d+;/g, `server 127.0.0.1:${(upstream.address() as AddressInfo).port};`)
      .replace('listen 8080;', `listen 127.0.0.1:${edgePort};`)
      .replaceAll('/var/log/nginx/', `${folder}/`);
    writeFileSync(join(folder, 'oriel.conf'), edge);
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${folder}/${kind};`).join(' ');
    writeFileSync(join(folder, 'nginx.conf'), `pid ${folder}/nginx.pid;\nerror_log ${folder}/error.log;\nevents {}\nhttp { ${temp} include ${folder}/oriel.conf; }\n`);
    const server = spawn('nginx', ['-e', `${folder}/error.log`, '-c', join(folder, 'nginx.conf'), '-g', 'daemon off; master_process off;'], { stdio: 'ignore' });
    try {
      await waitForStatus(`http://127.0.0.1:${edgePort}/assets/entry.js`, { timeoutMs: 10_000 });
      await run(`http://127.0.0.1:${edgePort}`);
    } finally {
      server.kill();
      upstream.close();
      rmSync(folder, { recursive: true, force: true });
    }
  }

  it('one address looping over pages is answered 429 past a burst, by the edge nginx itself; the fingerprinted files are never counted', async () => {
    await withEdge(
      (_req, res) => res.end('page'),
      async (base) => {
        const statuses = async (path: string, count: number) => Promise.all(Array.from({ length: count }, () => fetch(`${base}${path}`).then((r) => r.status, () => 0)));
        const count = (answered: number[], status: number) => answered.filter((s) => s === status).length;
        const brand = await statuses('/fragrance', 120);
        // The burst (60) and what the rate let through meanwhile pass; the loop's rest does not.
        expect(count(brand, 200)).toBeGreaterThanOrEqual(60);
        expect(count(brand, 429)).toBeGreaterThanOrEqual(40);
        // The campaign app's pages share the address's budget: right after, nearly all are refused.
        expect(count(await statuses('/tc/discovery-trial/le-perce-vent', 60), 429)).toBeGreaterThanOrEqual(50);
        // A page's scripts and styles, after the address has used its pages up.
        for (const path of ['/assets/entry.js', '/discovery-trial/assets/entry.js']) expect(new Set(await statuses(path, 120)), path).toEqual(new Set([200]));
      },
    );
  });

  it('the apps get the host as the browser wrote it, port included (their forms compare Origin with it); health, metrics and the version stay inside', async () => {
    await withEdge(
      (req, res) => res.end(JSON.stringify({ host: req.headers.host, forwardedHost: req.headers['x-forwarded-host'] })),
      async (base) => {
        const port = new URL(base).port;
        for (const path of ['/exclusive-rewards', '/discovery-trial/le-perce-vent', '/studio/sign-in']) {
          expect(await (await fetch(`${base}${path}`)).json(), path).toEqual({ host: `127.0.0.1:${port}`, forwardedHost: `127.0.0.1:${port}` });
        }
        for (const path of ['/readyz', '/healthz', '/READYZ', '/metrics', '/api/metrics']) expect((await fetch(`${base}${path}`)).status, path).toBe(404);
        expect((await fetch(`${base}/`)).headers.get('server')).toBe('nginx');
        // A form is small; a body past 64 KB never reaches an app.
        expect((await fetch(`${base}/exclusive-rewards`, { method: 'POST', body: 'x'.repeat(70 * 1024) })).status).toBe(413);
      },
    );
  });
});
