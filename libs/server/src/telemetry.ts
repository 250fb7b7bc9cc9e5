import { createRequire } from 'node:module';

/**
 * Traces (docs/observability.md "Traces"): on only when OTEL_EXPORTER_OTLP_ENDPOINT is set. Off,
 * nothing of the OpenTelemetry SDK is loaded (its packages are imported on demand, inside
 * `startTracing`, never at the top: the server bundles keep packages as they are, or inline them
 * lazily), so a server without the variable runs exactly as before.
 *
 * Each server's start-up file calls this first, after `.env` is read and before it imports the
 * code it serves: the instrumentations hook the modules (HTTP, Express, Fastify, pg) as they load.
 */
export async function startTracingWhenConfigured(serviceName: string, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (!tracingConfigured(env)) return false;
  await startTracing(serviceName);
  return true;
}

/** Tracing is on when an OTLP endpoint is configured (the general one or the one for traces). */
export function tracingConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) && env.OTEL_SDK_DISABLED !== 'true';
}

/**
 * OpenTelemetry's Node SDK with the instrumentations of what a request passes through: the HTTP
 * server and Node's `fetch` (undici) in every server, Express in the app servers, Fastify and
 * pg in the data service. Spans go over OTLP (HTTP, protobuf) to OTEL_EXPORTER_OTLP_ENDPOINT; the
 * SDK reads the standard OTEL_* variables itself (service name, sampler, headers, resource attributes).
 */
async function startTracing(serviceName: string): Promise<void> {
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { UndiciInstrumentation }, { ExpressInstrumentation }, { PgInstrumentation }, fastifyOtel] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/exporter-trace-otlp-proto'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-undici'),
      import('@opentelemetry/instrumentation-express'),
      import('@opentelemetry/instrumentation-pg'),
      import('@fastify/otel'),
    ]);
  const { FastifyOtelInstrumentation } = fastifyOtel;
  const sdk = new NodeSDK({
    // OTEL_SERVICE_NAME, when set, wins over the server's own name (the SDK's resource detection).
    serviceName: process.env.OTEL_SERVICE_NAME || serviceName,
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        // Health checks and scrapes every few seconds would drown the traces of visits.
        ignoreIncomingRequestHook: (req) => /^\/(?:api\/)?(?:healthz|readyz|metrics)(?:\?|$)/.test(req.url ?? ''),
      }),
      new UndiciInstrumentation(),
      new ExpressInstrumentation(),
      // Fastify announces each new instance on a diagnostics channel: its route spans need no module hook.
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      new PgInstrumentation({ requireParentSpan: true }),
    ],
    // Traces only: metrics are Prometheus's (GET /metrics), logs are the JSON lines on stdout.
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  handLoadedModulesToHooks();
  // Spans are sent in batches (OTEL_BSP_SCHEDULE_DELAY, 5 s): the last batch goes when the process ends on its own.
  process.once('beforeExit', () => void sdk.shutdown().catch(() => {}));
}

/**
 * A bundled server imports some of these modules before its start-up code runs (ES imports are
 * evaluated first). The instrumentations' require hooks patch a module the next time it is
 * required, and a module's exports are one shared object: requiring each once more now patches
 * the copy the server already holds. In a deploy package (one bundled file) only Node's own
 * modules can be found this way; its Express and pg are inside the bundle, out of the hooks' reach.
 */
function handLoadedModulesToHooks(): void {
  const require = createRequire(import.meta.url);
  for (const name of ['node:http', 'node:https', 'express', 'pg', 'pg-pool']) {
    try {
      require(name);
    } catch {
      // Not installed beside this file (a deploy package): nothing to patch.
    }
  }
}
