// Campaigns are data: while the whole site runs (the router and its servers from the
// production builds), `npm run campaigns -- load <file>` puts a new campaign on the site: its page
// answers in both locales, the hub, the sitemap and the brand site's band name it, and no process
// restarted. A file with an unknown field or a bad date is reported (file, field, why) and the
// site keeps serving. `npx nx run-many -t build` first, as npm test does.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePortBlock, root, type Running, startNode, waitForStatus } from './processes';

const temp = mkdtempSync(join(tmpdir(), 'oriel-campaign-load-'));
const fixture = join(root, 'apps/api/src/campaigns/fixtures/rituel-tasting.yaml');
let site: Running;
let base = '';
const env: Record<string, string> = {};

/** The router and every server it started (their process ids). */
function processIds(): number[] {
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(site.child.pid)], { encoding: 'utf8' });
  return [site.child.pid!, ...children.split('\n').map((l) => Number(l.trim())).filter(Boolean)].sort((a, b) => a - b);
}

/** `npm run campaigns -- load <file>`, as a campaign team runs it beside the running site. */
function loadCommand(file: string, extraEnv: Record<string, string> = {}): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', 'campaigns', '--', 'load', file], { cwd: root, env: { ...process.env, ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.once('exit', (code) => resolve({ code, out }));
  });
}

const text = async (path: string) => {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, body: await response.text() };
};

beforeAll(async () => {
  // The composed site: the edge on PORT, its four servers on PORT+1 to PORT+4.
  const port = await freePortBlock(5);
  base = `http://127.0.0.1:${port}`;
  Object.assign(env, {
    PGLITE_DATA_DIR: join(temp, 'pglite'),
    STUDIO_ADMIN_FILE: join(temp, 'studio-admin.json'),
    APP_NOW: '2026-03-10T12:00:00+08:00',
    SITE_URL: base,
  });
  site = startNode(join(root, 'tools/compose/server.mjs'), { ...env, PORT: String(port) });
  await waitForStatus(`${base}/discovery-trial`, { process: site, timeoutMs: 150_000 });
});
afterAll(async () => {
  await site?.stop();
  rmSync(temp, { recursive: true, force: true });
});

describe('a campaign loaded while the site runs', () => {
  it('is served in both locales, named by the hub, the sitemap and the brand site’s band, with no restart', async () => {
    const before = processIds();
    expect(before.length).toBeGreaterThanOrEqual(5); // router, data service, brand site, campaign app, studio
    expect((await text('/discovery-trial/rituel-tasting')).status).toBe(404);
    expect((await text('/')).body).not.toContain('Rituel tasting');

    const loaded = await loadCommand(fixture);
    expect(loaded.out).toContain('loaded campaign "rituel-tasting" (new)');
    expect(loaded.code).toBe(0);

    await expect.poll(async () => (await text('/discovery-trial/rituel-tasting')).status, { timeout: 15_000 }).toBe(200);
    const tc = await text('/tc/discovery-trial/rituel-tasting');
    expect(tc.status).toBe(200);
    expect(tc.body).toContain('香氛儀式品鑑');
    // The default design drew it (no design folder): its motif comes from the theme.
    expect((await text('/discovery-trial/rituel-tasting')).body).toContain('data-motif="waves"');
    await expect.poll(async () => (await text('/discovery-trial')).body, { timeout: 15_000 }).toContain('href="/discovery-trial/rituel-tasting"');
    expect((await text('/tc/discovery-trial')).body).toContain('香氛儀式品鑑');
    await expect.poll(async () => (await text('/sitemap/discovery-trial.xml')).body, { timeout: 15_000 }).toContain(`${base}/discovery-trial/rituel-tasting`);
    // Open now, so the brand site's "Try before you choose" band names it.
    await expect.poll(async () => (await text('/')).body, { timeout: 15_000 }).toContain('Rituel tasting');

    expect(processIds()).toEqual(before);
  });

  it('refuses a file with an unknown field or a bad date with a clear report; the site keeps serving', async () => {
    const before = processIds();
    const good = readFileSync(fixture, 'utf8');
    const unknownField = join(temp, 'rituel-tasting-typo.yaml');
    writeFileSync(unknownField, good.replace('title: Rituel tasting', 'title: Changed').replace(/^opensAt:/m, 'openAt: 2026-03-01T10:00:00+08:00\nopensAt:'));
    const typo = await loadCommand(unknownField);
    expect(typo.code).toBe(1);
    expect(typo.out).toContain('rituel-tasting-typo.yaml: openAt: unknown field');
    expect(typo.out).toContain('Not loaded: nothing was changed');

    const badDate = join(temp, 'rituel-tasting-date.yaml');
    writeFileSync(badDate, good.replace('title: Rituel tasting', 'title: Changed').replace(/^closesAt: .*$/m, 'closesAt: 31/03/2026'));
    const date = await loadCommand(badDate);
    expect(date.code).toBe(1);
    expect(date.out).toMatch(/rituel-tasting-date\.yaml: closesAt: use a date and time with its offset/);

    const page = await text('/discovery-trial/rituel-tasting');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Rituel tasting');
    expect(page.body).not.toContain('Changed');
    expect((await text('/')).status).toBe(200);
    expect(processIds()).toEqual(before);
  });

  it('refuses, in one line and changing nothing, to load into another database than the running site’s', async () => {
    const other = await loadCommand(fixture, { PGLITE_DATA_DIR: join(temp, 'another-site') });
    expect(other.code).toBe(1);
    expect(other.out).toContain("Refusing: this command's database is pglite:");
    expect(other.out, 'no stack trace for a refusal').not.toMatch(/^\s+at /m);
  });

  it("takes the header's Discovery trial link with header: true, on both apps' pages, and gives it back to the hub without", async () => {
    const headerLink = /<a [^>]*href="(\/discovery-trial[^"]*)"[^>]*>Discovery trial</;
    const link = async (path: string) => (await text(path)).body.match(headerLink)?.[1];
    expect(await link('/about')).toBe('/discovery-trial/palais-royal-gardens');

    const file = join(temp, 'rituel-header.yaml');
    const header = readFileSync(fixture, 'utf8').replace(/^slug: .*$/m, 'slug: rituel-header').replace(/^pages:/m, 'header: true\npages:');
    writeFileSync(file, header);
    const loaded = await loadCommand(file);
    expect(loaded.code).toBe(0);
    expect(loaded.out).toContain('header: the Discovery trial link now opens this campaign (it opened palais-royal-gardens)');
    await expect.poll(() => link('/about'), { timeout: 15_000 }).toBe('/discovery-trial/rituel-header');
    await expect.poll(() => link('/discovery-trial'), { timeout: 15_000 }).toBe('/discovery-trial/rituel-header');

    // Loaded again without it: no campaign holds the link, which opens the hub.
    writeFileSync(file, header.replace('header: true\n', ''));
    expect((await loadCommand(file)).out).toContain('no longer opens this campaign');
    await expect.poll(() => link('/about'), { timeout: 15_000 }).toBe('/discovery-trial');
  });
});
