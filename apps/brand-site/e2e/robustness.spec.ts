import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { campaignSites } from '../../discovery-trial/e2e/support/servers.ts';
import { e2eEnv, e2ePort } from '../../../tools/testing/e2e-env.ts';

/**
 * Against the production builds composed on one port (docs/hardening.md "Second round"):
 * an attacker's large body never stalls the next request (theirs or another visitor's), bad
 * addresses and methods are client errors, hostile requests to every page and form action never
 * give a 5xx or a hang, and the launcher lets requests under way finish on SIGTERM.
 * Time limits here detect hangs; they are not speed targets.
 */

const sites = [
  { name: 'composed site', port: e2ePort },
  // Le Perce-vent open: its registration form's action is live.
  { name: 'open campaign', port: e2ePort + campaignSites.find((s) => s.folder === 'perce-vent-open')!.offset },
];

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with a raw path (no URL normalisation); rejects after `limitMs` without an answer (a hang). */
function send(port: number, options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer; agent?: http.Agent }, limitMs = 10_000) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers: options.headers, agent: options.agent ?? false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.setTimeout(limitMs, () => req.destroy(new Error(`${options.method ?? 'GET'} ${options.path}: no answer within ${limitMs} ms`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The site's pages, as its sitemaps list them (both apps), paths only. */
async function discoverPages(port: number): Promise<string[]> {
  const index = await send(port, { path: '/sitemap.xml' });
  const parts = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const pages = new Set<string>(['/', '/tc']);
  for (const part of parts) {
    const xml = await send(port, { path: part });
    for (const m of xml.body.matchAll(/<loc>([^<]+)<\/loc>/g)) pages.add(new URL(m[1]!.replace(/&amp;/g, '&')).pathname);
  }
  return [...pages];
}

/** The field names and intents of the forms a page renders: what its action reads. */
async function discoverFields(port: number, path: string): Promise<string[]> {
  const page = await send(port, { path });
  return [...new Set([...page.body.matchAll(/<(?:input|select|textarea|button)\b[^>]*\bname="([^"]+)"/g)].map((m) => m[1]!))];
}

test.describe('robustness (issue 16)', () => {
  test('1: a 1 MB POST, then a GET on the same kept-alive connection and a visitor at the same time, through the router', async () => {
    const big = Buffer.alloc(1024 * 1024, 'a');
    // One connection, the GET pipelined behind the POST: the refusal, then the page.
    const raw = await new Promise<{ statuses: number[]; closed: boolean }>((resolve) => {
      const socket = connect(e2ePort, '127.0.0.1');
      let received = '';
      const done = (closed: boolean) => {
        clearTimeout(timer);
        socket.destroy();
        resolve({ statuses: [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1])), closed });
      };
      const timer = setTimeout(() => done(false), 10_000);
      socket.on('data', (data) => {
        received += data.toString('latin1');
        if ((received.match(/HTTP\/1\.1 \d{3}/g) ?? []).length >= 2 && received.includes('</html>')) done(false);
      });
      socket.on('close', () => done(true));
      socket.on('error', () => undefined);
      socket.write(`POST /about HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${big.length}\r\n\r\n`);
      socket.write(big);
      socket.write('GET /about HTTP/1.1\r\nHost: localhost\r\n\r\n');
    });
    expect(raw.statuses).toEqual([413, 200]);

    // A browser-like client (one kept-alive connection): after the refusal its GET is answered.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const refused = await send(e2ePort, { method: 'POST', path: '/about', headers: { 'content-type': 'application/json' }, body: big, agent }).catch(() => ({ status: 413 }));
    expect(refused.status).toBe(413);
    expect((await send(e2ePort, { path: '/about', agent }, 1000)).status).toBe(200);
    agent.destroy();

    // An attacker posting bodies just under the limit (answered without being needed), while visitors read pages.
    const attacker = new http.Agent({ keepAlive: true, maxSockets: 2 });
    const visitor = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const body = Buffer.alloc(60 * 1024, 'a');
    const attacks: Promise<unknown>[] = [];
    const visits: Promise<number>[] = [];
    for (let round = 0; round < 10; round++) {
      for (const path of ['/about', '/discovery-trial/le-perce-vent', '/tc/fragrance']) {
        attacks.push(send(e2ePort, { method: 'POST', path, headers: { 'content-type': 'application/json' }, body, agent: attacker }).catch((error: unknown) => error));
      }
      visits.push(send(e2ePort, { path: '/about', agent: visitor }, 5000).then((a) => a.status));
    }
    expect(await Promise.all(visits)).toEqual(Array(10).fill(200));
    await Promise.all(attacks);
    attacker.destroy();
    visitor.destroy();
  });

  test('6: a 50 MB body to a form action\'s data request is refused before it is read', async () => {
    const answer = await send(e2ePort, {
      method: 'POST',
      path: '/discovery-trial/le-perce-vent.data',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(50 * 1024 * 1024) },
    }).catch((error: Error) => ({ status: /socket hang up|ECONNRESET|EPIPE/.test(error.message) ? 413 : 0, headers: {}, body: '' }));
    expect(answer.status).toBe(413);
  });

  test('11: malformed encodings and unknown methods are 4xx, never 500', async () => {
    for (const path of ['/%ff', '/fragrance/%C0%AF', '/fragrance/%00', '/article/%00', '/tc/%ff', '/discovery-trial/%ff', '/discovery-trial/%C0%AF']) {
      const answer = await send(e2ePort, { path });
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
    }
    const trace = await send(e2ePort, { method: 'TRACE', path: '/about' });
    expect(trace.status).toBe(405);
  });

  /**
   * The campaign registration action (a state-changing request to a campaign page) once answered 500 to
   * a body that was not a form: its requests are fuzzed by a test of their own, with more runs.
   */
  const isCampaignAction = (method: string, path: string) => method !== 'GET' && method !== 'HEAD' && /^\/(tc\/)?discovery-trial\/[^/?]+(\/|\/\.data)?(\?|$)/.test(path);

  async function fuzz(port: number, select: (method: string, path: string) => boolean, numRuns: number) {
    const pages = await discoverPages(port);
    expect(pages.length).toBeGreaterThan(10);
    const fieldNames = new Set<string>();
    for (const path of pages.filter((p) => p.includes('discovery-trial') || p.includes('exclusive-rewards'))) for (const name of await discoverFields(port, path)) fieldNames.add(name);
    expect(fieldNames.size).toBeGreaterThan(0);

    const segment = fc.oneof(
      fc.string({ maxLength: 12 }).map(encodeURIComponent),
      fc.constantFrom('%ff', '%C0%AF', '%00', '%2e%2e', '..', '%', '%zz', '%e4%b8', '~', ';x=1', '%0d%0a', '_root', '__manifest'),
      fc.uint8Array({ minLength: 1, maxLength: 4 }).map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
    );
    const path = fc
      .tuple(fc.constantFrom(...pages), fc.array(segment, { maxLength: 2 }), fc.boolean(), fc.option(fc.constantFrom('?index', '?_routes=routes%2Fcampaign', '?step=2&intent=verify', '?x=%ff', '?a=%00')))
      .map(([page, extra, data, query]) => {
        const base = page === '/' ? '' : page;
        const joined = extra.length ? `${base}/${extra.join('/')}` : base || '/';
        return `${data && joined !== '/' ? `${joined}.data` : joined}${query ?? ''}`;
      });
    const value = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('', 'null', '0', '-1', '2147483648', '9'.repeat(30), 'true', '+852', '\u0000', '😀', '<script>', "' OR 1=1 --"));
    const formBody = fc.dictionary(fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 8 })), value, { maxKeys: 12 });
    const body = fc.oneof(
      fc.constant(undefined),
      fc.constant(''),
      fc.constantFrom('null', '[]', '{}', '"x"', '{"calling_code":null}', '{', 'intent=', '\u0000'),
      formBody.map((fields) => new URLSearchParams(fields).toString()),
      formBody.map((fields) => JSON.stringify(fields)),
      fc.json({ maxDepth: 3 }),
      fc.string({ maxLength: 300 }),
      fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
    );
    const contentType = fc.option(
      fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'multipart/form-data; boundary=xyz', 'multipart/form-data', 'text/plain;charset=UTF-8', 'application/octet-stream', 'x/y;;;', 'application/json; charset=utf-16'),
    );
    const method = fc.constantFrom('GET', 'HEAD', 'POST', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE');
    const failures: string[] = [];
    await fc
      .assert(
        fc.asyncProperty(method, path, body, contentType, async (m, p, b, type) => {
          fc.pre(select(m, p));
          const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' };
          if (type) headers['content-type'] = type;
          const withBody = m !== 'GET' && m !== 'HEAD' ? b : undefined;
          const answer = await send(port, { method: m, path: p, headers, body: withBody });
          if (answer.status >= 500) failures.push(`${m} ${p} (${type ?? 'no type'}) ${JSON.stringify(withBody?.toString().slice(0, 80))} -> ${answer.status}`);
          return answer.status < 500;
        }),
        { numRuns, maxSkipsPerRun: 1000, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), endOnFailure: true },
      )
      .catch((error: Error) => {
        throw new Error(`${failures.join('\n')}\n${error.message.split('\n').slice(0, 6).join('\n')}`);
      });
  }

  for (const site of sites) {
    test(`proof: random paths, encodings, methods, bodies and content types to every page and form action of the ${site.name} never answer 5xx or hang`, async () => {
      test.setTimeout(180_000);
      await fuzz(site.port, (method, path) => !isCampaignAction(method, path), 250);
    });
  }

  test('proof, campaign registration action: hostile bodies never answer 5xx (issue 16 item 5)', async () => {
    test.setTimeout(180_000);
    await fuzz(sites[1]!.port, isCampaignAction, 150);
  });

  test('12: SIGTERM to the launcher lets a request under way finish, then everything exits', async () => {
    test.setTimeout(120_000);
    // Clear of the other sites of the run (+10..+64 with their studios, the studio project's +70..+74).
    const port = e2ePort + 85;
    const launcher: ChildProcess = spawn(process.execPath, ['tools/compose/server.mjs'], {
      env: { ...process.env, ...e2eEnv, PORT: String(port), PGLITE_DATA_DIR: 'memory://' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        let out = '';
        launcher.stdout!.on('data', (chunk) => {
          out += chunk;
          if (out.includes('is ready on')) resolve();
        });
        launcher.once('exit', (code) => reject(new Error(`launcher exited (${code}) before it was ready`)));
      });
      // A request under way: its body arrives in two halves, with the signal in between.
      const half = 'message=' + 'x'.repeat(2000);
      const answer = new Promise<number>((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port, method: 'POST', path: '/about', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(half.length * 2) } },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.write(half);
        setTimeout(() => {
          launcher.kill('SIGTERM');
          setTimeout(() => req.end(half), 300);
        }, 300);
      });
      const exited = new Promise<number | null>((resolve) => launcher.once('exit', (code) => resolve(code)));
      // Answered by the app (not reset, not a 502 from a server that went away first).
      const status = await answer;
      expect(status).toBeGreaterThanOrEqual(200);
      expect(status).toBeLessThan(500);
      expect(await exited).toBe(0);
      // Nothing left listening.
      await expect(send(port, { path: '/api/health' }, 2000)).rejects.toThrow();
    } finally {
      if (launcher.exitCode === null) launcher.kill('SIGKILL');
    }
  });
});
