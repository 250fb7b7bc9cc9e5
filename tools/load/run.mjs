#!/usr/bin/env node
// Load test of the composed site: the pages at 100 connections with zero errors, and the
// registration path (SMS code -> verify -> booking) with 50 concurrent visitors for 60 s on
// PostgreSQL with zero 5xx and every accepted booking in the database. Not part of `npm test`:
// it takes minutes of both cores. Figures of the last run: docs/hardening.md.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { publicPages } from './pages.mjs';

const help = `Usage: node tools/load/run.mjs [pages|registrations|all] [options]

Starts the composed site from the production builds (run the build first) on PostgreSQL and loads it.

  pages           autocannon over the brand site, the campaign app and the data service's reads
  registrations   visitors that each send an SMS code, read it from the outbox, verify it and book
  all             both (default)

Options:
  --database-url URL   PostgreSQL of the run (default: $LOAD_DATABASE_URL); a fresh database is
                       created in it and dropped afterwards. Required: the booking path is measured
                       on PostgreSQL, not on the embedded database.
  --port N             port of the composed site (default 4100; it uses N+1..N+3 too)
  --base URL           load an already running site instead (no start, no database check)
  --connections N      pages: connections (default 100); registrations: visitors (default 50)
  --duration S         seconds per part (default 60 for registrations, 30 for pages)
  --campaign SLUG      campaign to book (default le-perce-vent, open at APP_NOW below)
  --app-now ISO        service clock of the started site (default 2025-04-20T10:00:00+08:00)
  --help

Exit status 1 when a part misses its target (any error or 5xx, or an accepted booking missing).`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'database-url': { type: 'string' },
    port: { type: 'string', default: '4100' },
    base: { type: 'string' },
    connections: { type: 'string' },
    duration: { type: 'string' },
    campaign: { type: 'string', default: 'le-perce-vent' },
    'app-now': { type: 'string', default: '2025-04-20T10:00:00+08:00' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(help);
  process.exit(0);
}
const part = positionals[0] ?? 'all';
if (!['pages', 'registrations', 'all'].includes(part)) {
  console.error(`Unknown part "${part}".\n\n${help}`);
  process.exit(2);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(values.port);
const base = values.base ?? `http://127.0.0.1:${port}`;
const json = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

async function startSite(databaseUrl) {
  const child = spawn(process.execPath, [join(root, 'tools/compose/server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      APP_NOW: values['app-now'],
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Every visitor of the run comes from 127.0.0.1: the per-address limits are for real networks.
      OTP_IP_SEND_LIMIT: '1000000',
      OTP_VERIFY_IP_LIMIT: '1000000',
      REGISTRATION_IP_LIMIT: '1000000',
      // The run's visitors send thousands of SMS a minute: the global circuit breaker (tested on its
      // own) would refuse them after the first 60.
      OTP_SMS_PER_MINUTE_LIMIT: '1000000',
      OTP_SMS_PER_HOUR_LIMIT: '1000000',
      OTP_EMAIL_PER_MINUTE_LIMIT: '1000000',
      OTP_EMAIL_PER_HOUR_LIMIT: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (c) => (log += c));
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (c) => String(c).includes('is ready on') && resolve());
    child.once('exit', (code) => reject(new Error(`the site exited (${code}):\n${log}`)));
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
    log: () => log,
  };
}

const pagePaths = [
  ...publicPages,
  '/api/collections?locale=en&filters[status][$eq]=Active',
  '/api/categories/get-all-categories-with-sub-categories?locale=zh-Hant',
];

async function loadPages() {
  const connections = Number(values.connections ?? 100);
  const duration = Number(values.duration ?? 30);
  // Warm up: every page once (first renders, caches), so the figures are of a running site.
  for (const path of pagePaths) await fetch(base + path).then((r) => r.arrayBuffer());
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: pagePaths.map((path) => ({ method: 'GET', path, headers: { 'accept-encoding': 'br, gzip' } })),
  });
  const non2xx = result.non2xx;
  const ok = result.errors === 0 && result.timeouts === 0 && non2xx === 0;
  return {
    ok,
    lines: [
      `pages: ${connections} connections, ${duration} s, ${pagePaths.length} URLs in turn`,
      `  requests ${result.requests.total} (${Math.round(result.requests.average)}/s), 2xx ${result['2xx']}, non-2xx ${non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
      `  latency p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    ],
  };
}

let numberSequence = 0;
function uniqueNumber() {
  numberSequence += 1;
  return `9${String((Date.now() % 1_000_000) * 10 + numberSequence).slice(-7).padStart(7, '0')}`;
}

async function loadRegistrations(databaseUrl) {
  const visitors = Number(values.connections ?? 50);
  const duration = Number(values.duration ?? 60);
  const slug = values.campaign;
  const campaign = await (await fetch(`${base}/api/campaigns/${slug}?locale=en`)).json();
  if (campaign?.data?.attributes?.state !== 'open') throw new Error(`campaign ${slug} is not open at APP_NOW: ${JSON.stringify(campaign?.data?.attributes?.state)}`);
  const statuses = new Map();
  const latencies = [];
  const accepted = new Set();
  const count = (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const deadline = Date.now() + duration * 1000;
  let serverErrors = 0;
  let networkErrors = 0;

  async function call(path, init) {
    const started = performance.now();
    try {
      const response = await fetch(base + path, init);
      const body = await response.json().catch(() => null);
      latencies.push(performance.now() - started);
      count(`${init?.method ?? 'GET'} ${path.split('?')[0]} ${response.status}`);
      if (response.status >= 500) serverErrors += 1;
      return { status: response.status, body };
    } catch (error) {
      networkErrors += 1;
      count(`${init?.method ?? 'GET'} ${path.split('?')[0]} network error: ${error.cause?.code ?? error.message}`);
      return { status: 0, body: null };
    }
  }

  async function visitor() {
    while (Date.now() < deadline) {
      const slots = (await call(`/api/campaigns/${slug}/slots`)).body?.data ?? [];
      const open = slots.filter((s) => s.remaining > 0);
      const number = uniqueNumber();
      const destination = `+852${number}`;
      const sent = await call('/api/otp/send', { method: 'POST', headers: json, body: JSON.stringify({ channel: 'sms', destination, purpose: 'campaign-registration' }) });
      if (sent.status !== 202) continue;
      const outbox = await call(`/api/dev/outbox?to=${encodeURIComponent(destination)}`);
      const code = outbox.body?.data?.[0]?.code;
      if (!code) continue;
      const verified = await call('/api/otp/verify', { method: 'POST', headers: json, body: JSON.stringify({ channel: 'sms', destination, purpose: 'campaign-registration', code, challenge: sent.body?.data?.challenge }) });
      const token = verified.body?.data?.verificationToken;
      if (!token) continue;
      // When every slot is full the booking is still sent: "all reservations are full" is a 4xx.
      const slot = open[Math.floor(Math.random() * open.length)] ?? slots[0];
      if (!slot) break;
      const idempotencyKey = `load-${number}-${Date.now()}`;
      const booking = await call('/api/registrations', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          campaign: slug,
          salutation: 'ms',
          first_name: 'Load',
          last_name: 'Test',
          age_range: '25-34',
          email: `load.${number}@example.com`,
          calling_code: '852',
          contact_number: number,
          otp_token: token,
          redemption_location: slot.location,
          pickup_date: slot.date,
          pickup_time: String(slot.id),
          terms: true,
          marketing_opt_out: true,
          communication: [],
          idempotency_key: idempotencyKey,
          locale: 'en',
        }),
      });
      if (booking.status === 201) accepted.add(`load.${number}@example.com`);
    }
  }

  await Promise.all(Array.from({ length: visitors }, visitor));
  latencies.sort((a, b) => a - b);
  const pct = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0);

  let stored = null;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const keys = [...accepted];
    // One row per accepted booking, found by its visitor's (unique) email.
    const { rows } = await client.query('SELECT count(*)::int AS n FROM registrations WHERE email_normalised = ANY($1)', [keys]);
    stored = rows[0].n;
    await client.end();
  }
  const ok = serverErrors === 0 && networkErrors === 0 && (stored === null || stored === accepted.size);
  return {
    ok,
    lines: [
      `registrations: ${visitors} visitors, ${duration} s, campaign ${slug} (send code, read outbox, verify, book)`,
      `  requests ${latencies.length}, 5xx ${serverErrors}, network errors ${networkErrors}; latency p50 ${pct(50)} ms, p99 ${pct(99)} ms`,
      `  bookings accepted (201) ${accepted.size}; found in the database ${stored ?? 'not checked (--base)'}`,
      ...[...statuses.entries()].sort().map(([k, v]) => `    ${k}: ${v}`),
    ],
  };
}

async function main() {
  let site = null;
  let databaseUrl = null;
  let dropDatabase = async () => {};
  if (!values.base) {
    const adminUrl = values['database-url'] ?? process.env.LOAD_DATABASE_URL;
    if (!adminUrl) throw new Error('Give --database-url (PostgreSQL) or --base.');
    const name = `oriel_load_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
    console.log(`starting the site on ${base} (PostgreSQL database ${name}, APP_NOW ${values['app-now']})`);
    site = await startSite(databaseUrl);
  }
  const results = [];
  try {
    if (part === 'pages' || part === 'all') results.push(await loadPages());
    if (part === 'registrations' || part === 'all') results.push(await loadRegistrations(databaseUrl));
  } finally {
    await site?.stop();
    await dropDatabase();
  }
  console.log(`\n${new Date().toISOString()}, ${(await import('node:os')).cpus().length} cores`);
  for (const r of results) console.log([...r.lines, `  target ${r.ok ? 'met' : 'MISSED'}`].join('\n'));
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

await main();
