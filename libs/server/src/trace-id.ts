import { isSpanContextValid, trace } from '@opentelemetry/api';

/**
 * The trace id of the request being answered, when tracing is on (telemetry.ts): the request id
 * of the logs then (decision 320), so a log line leads to its trace and back. Without the SDK,
 * OpenTelemetry's API has no span to give and this is undefined (a function call, nothing more).
 */
export function activeTraceId(): string | undefined {
  const context = trace.getActiveSpan()?.spanContext();
  return context && isSpanContextValid(context) ? context.traceId : undefined;
}
