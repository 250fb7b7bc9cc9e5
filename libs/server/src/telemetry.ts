/**
 * Traces (docs/observability.md "Traces", decision 320): on only when OTEL_EXPORTER_OTLP_ENDPOINT
 * is set. Off, nothing of the OpenTelemetry SDK is loaded (`./tracing` is imported on demand), so
 * a server without the variable runs exactly as before.
 *
 * Each server's start-up file calls this first, after `.env` is read and before it imports the
 * code it serves: the instrumentations hook the modules (HTTP, Express, Fastify, pg) as they load.
 */
export async function startTracingWhenConfigured(serviceName: string, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (!tracingConfigured(env)) return false;
  const { startTracing } = await import('./tracing');
  await startTracing(serviceName);
  return true;
}

/** Tracing is on when an OTLP endpoint is configured (the general one or the one for traces). */
export function tracingConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) && env.OTEL_SDK_DISABLED !== 'true';
}
