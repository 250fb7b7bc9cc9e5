import { describe, expect, it } from 'vitest';
import { tracingConfigured } from './telemetry';

// The processes themselves are tested in tools/ops/tracing.test.ts (spans over OTLP, the SDK never
// resolved without the variable); this is the switch.
describe('tracing switch', () => {
  it('is on with an OTLP endpoint, general or for traces, and off otherwise', () => {
    expect(tracingConfigured({})).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: '' })).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' })).toBe(false);
  });
});
