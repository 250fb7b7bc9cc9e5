import { type IncomingMessage, createServer } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, freePort, postgresUrl, root, type Running, startNode, waitForStatus } from './processes';

// Traces (docs/observability.md "Traces"): the production builds of the data
// service and the brand site, each sending spans over OTLP (HTTP, protobuf) to a receiver this
// test runs, as a collector would receive them.

const api = join(root, 'apps/api/dist/main.js');
const brandSite = join(root, 'apps/brand-site/build/server/main.js');

/**
 * Written to stderr by every process of this file whenever something resolves OpenTelemetry's SDK
 * (Node's module hooks, before any import is loaded): proves the SDK is, or is not, loaded at all.
 */
const sdkProbe = `data:text/javascript,${encodeURIComponent(
  `import { registerHooks } from 'node:module';
registerHooks({ resolve(specifier, context, next) {
  if (specifier.startsWith('@opentelemetry/sdk-')) process.stderr.write('SDK-RESOLVED ' + specifier + '\\n');
  return next(specifier, context);
} });`,
)}`;

interface Span {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean>;
}

const started: Running[] = [];
const cleanups: (() => Promise<void>)[] = [];
const received: Span[] = [];
let receiverUrl = '';
/** The data service without tracing, started beside the traced one (start-up is most of this file's time). */
let untraced: Promise<{ url: string; process: Running }>;

beforeAll(async () => {
  const receiver = createServer((req, res) => {
    void readBody(req).then((body) => {
      if (req.url === '/v1/traces') received.push(...decodeTraces(body));
      res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => receiver.listen(port, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${port}`;
  cleanups.push(() => new Promise((resolve) => receiver.close(() => resolve())));
  untraced = startApi({});
  untraced.catch(() => {});
});

afterAll(async () => {
  await Promise.all(started.map((p) => p.stop()));
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function startApi(env: Record<string, string>): Promise<{ url: string; process: Running }> {
  const port = await freePort();
  let databaseUrl: string | undefined;
  if (postgresUrl) {
    const database = await createDatabase('tracing');
    cleanups.push(database.drop);
    databaseUrl = database.url;
  }
  const running = startNode(api, {
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    PGLITE_DATA_DIR: 'memory://',
    STUDIO_ADMIN_FILE: join(root, `.data/tracing-admin-${port}.json`),
    LOG_LEVEL: 'info',
    NODE_OPTIONS: `--import=${sdkProbe}`,
    ...env,
  });
  started.push(running);
  const url = `http://127.0.0.1:${port}`;
  await waitForStatus(`${url}/readyz`, { process: running, timeoutMs: 120_000 });
  return { url, process: running };
}

/** OTLP to this test's receiver; spans leave in batches every 50 ms instead of 5 s. */
const tracingOn = () => ({ OTEL_EXPORTER_OTLP_ENDPOINT: receiverUrl, OTEL_BSP_SCHEDULE_DELAY: '50' });

describe('tracing', () => {
  it('follows a page view from the app through the data service to the database in one trace, whose id is the request id of every log line', async () => {
    const dataService = await startApi(tracingOn());
    const sitePort = await freePort();
    const site = startNode(brandSite, {
      PORT: String(sitePort),
      API_INTERNAL_URL: dataService.url,
      LOG_LEVEL: 'info',
      NODE_OPTIONS: `--import=${sdkProbe}`,
      ...tracingOn(),
    });
    started.push(site);
    const siteUrl = `http://127.0.0.1:${sitePort}`;
    await waitForStatus(`${siteUrl}/healthz`, { process: site });

    // A page whose loader reads the data service, which reads the database (a cache miss at first).
    const res = await fetch(`${siteUrl}/fragrance`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const requestId = res.headers.get('x-request-id') ?? '';
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);

    const trace = () => received.filter((s) => s.traceId === requestId);
    const complete = () => trace().some((s) => s.service === 'brand-site' && s.kind === spanKind.server) && trace().some((s) => s.service === 'api' && isPostgresQuery(s));
    await expect.poll(complete, { timeout: 10_000 }).toBe(true);
    const spans = trace();
    // The app's HTTP server span is the root; the data service's server span is a descendant of
    // the app's fetch (traceparent), and the database's span a descendant of that.
    const siteServer = spans.find((s) => s.service === 'brand-site' && s.kind === spanKind.server);
    // A page view makes several data-service requests: follow one query up its own chain.
    const query = spans.find((s) => s.service === 'api' && isPostgresQuery(s));
    const isApiServer = (s: (typeof spans)[number]) => s.service === 'api' && s.kind === spanKind.server;
    const apiServer = spans.find((s) => isApiServer(s) && query && ancestors(query, spans).includes(s.spanId)) ?? spans.find(isApiServer);
    const isSiteFetch = (s: (typeof spans)[number]) => s.service === 'brand-site' && s.kind === spanKind.client;
    const siteFetch = spans.find((s) => isSiteFetch(s) && apiServer && ancestors(apiServer, spans).includes(s.spanId)) ?? spans.find(isSiteFetch);
    expect(siteServer, describeSpans(spans)).toBeDefined();
    expect(siteServer!.parentSpanId).toBe('');
    expect(siteFetch, describeSpans(spans)).toBeDefined();
    expect(apiServer, describeSpans(spans)).toBeDefined();
    expect(ancestors(apiServer!, spans)).toContain(siteFetch!.spanId);
    expect(ancestors(query!, spans)).toContain(apiServer!.spanId);

    // The request id of both servers' log lines is the trace id.
    const logged = (output: string) => output.split('\n').filter((line) => line.includes('"reqId"')).map((line) => JSON.parse(line) as { reqId: string });
    expect(logged(site.output()).map((l) => l.reqId)).toContain(requestId);
    expect(logged(dataService.process.output()).map((l) => l.reqId)).toContain(requestId);
    expect(site.output()).toContain('SDK-RESOLVED @opentelemetry/sdk-node');
    await Promise.all([site.stop(), dataService.process.stop()]);
  });

  it('loads nothing of the OpenTelemetry SDK when OTEL_EXPORTER_OTLP_ENDPOINT is not set', async () => {
    const before = received.length;
    const dataService = await untraced;
    const res = await fetch(`${dataService.url}/api/collections?locale=en`);
    await res.arrayBuffer();
    // A request id of its own (a UUID), no trace id.
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(dataService.process.output()).not.toContain('SDK-RESOLVED');
    await new Promise((r) => setTimeout(r, 200));
    expect(received.length).toBe(before);
  });
});

const spanKind = { internal: 1, server: 2, client: 3 } as const;

/** A database span: the pg instrumentation's (PostgreSQL) or the data service's own (PGlite); old or new semantic conventions. */
const isPostgresQuery = (s: Span) => s.attributes['db.system.name'] === 'postgresql' || s.attributes['db.system'] === 'postgresql';

function ancestors(span: Span, spans: Span[]): string[] {
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  const chain: string[] = [];
  for (let parent = byId.get(span.parentSpanId); parent; parent = byId.get(parent.parentSpanId)) chain.push(parent.spanId);
  return chain;
}

function describeSpans(spans: Span[]): string {
  return spans.map((s) => `${s.service} ${s.kind} ${s.name} ${s.spanId}<-${s.parentSpanId}`).join('\n');
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

// OTLP's protobuf, read with the wire format alone (opentelemetry-proto's trace.proto): enough of
// ExportTraceServiceRequest > ResourceSpans > ScopeSpans > Span for the assertions above.
type Field = { number: number; value: Buffer | bigint };

function fields(buffer: Buffer): Field[] {
  const out: Field[] = [];
  let offset = 0;
  const varint = () => {
    let result = 0n;
    let shift = 0n;
    for (;;) {
      const byte = buffer[offset++]!;
      result |= BigInt(byte & 0x7f) << shift;
      if (!(byte & 0x80)) return result;
      shift += 7n;
    }
  };
  while (offset < buffer.length) {
    const key = Number(varint());
    const number = key >> 3;
    switch (key & 7) {
      case 0:
        out.push({ number, value: varint() });
        break;
      case 1:
        out.push({ number, value: buffer.readBigUInt64LE(offset) });
        offset += 8;
        break;
      case 2: {
        const length = Number(varint());
        out.push({ number, value: buffer.subarray(offset, offset + length) });
        offset += length;
        break;
      }
      case 5:
        out.push({ number, value: BigInt(buffer.readUInt32LE(offset)) });
        offset += 4;
        break;
      default:
        throw new Error(`unexpected wire type in ${buffer.toString('hex')}`);
    }
  }
  return out;
}

const bytesOf = (list: Field[], number: number) => list.filter((f) => f.number === number).map((f) => f.value as Buffer);

function attributesOf(list: Field[], number: number): Span['attributes'] {
  const attributes: Span['attributes'] = {};
  for (const keyValue of bytesOf(list, number)) {
    const kv = fields(keyValue);
    const key = bytesOf(kv, 1)[0]?.toString() ?? '';
    const value = fields(bytesOf(kv, 2)[0] ?? Buffer.alloc(0))[0];
    if (!value) continue;
    attributes[key] = value.number === 1 ? (value.value as Buffer).toString() : value.number === 2 ? value.value === 1n : Number(value.value);
  }
  return attributes;
}

function decodeTraces(body: Buffer): Span[] {
  const spans: Span[] = [];
  for (const resourceSpans of bytesOf(fields(body), 1)) {
    const rs = fields(resourceSpans);
    const resource = attributesOf(fields(bytesOf(rs, 1)[0] ?? Buffer.alloc(0)), 1);
    for (const scopeSpans of bytesOf(rs, 2)) {
      for (const encoded of bytesOf(fields(scopeSpans), 2)) {
        const span = fields(encoded);
        spans.push({
          service: String(resource['service.name']),
          traceId: bytesOf(span, 1)[0]!.toString('hex'),
          spanId: bytesOf(span, 2)[0]!.toString('hex'),
          parentSpanId: bytesOf(span, 4)[0]?.toString('hex') ?? '',
          name: bytesOf(span, 5)[0]?.toString() ?? '',
          kind: Number(span.find((f) => f.number === 6)?.value ?? 0),
          attributes: attributesOf(span, 9),
        });
      }
    }
  }
  return spans;
}
