/**
 * What an app server needs from the data service, besides its loaders' reads
 * (docs/deployment.md "Health" and docs/content.md "After a content change"):
 * - readiness: the app is ready when the data service is (`GET <url>/readyz`);
 * - the site's content version (`GET <url>/api/content-version`), compared at most once a second
 *   on the request path, so a page cache on every instance drops its pages within a second of a
 *   content change, whatever the pages' own s-maxage says.
 */
export interface DataServiceLink {
  /** 200 when the data service is ready; the status and body otherwise. */
  readiness(): Promise<{ ok: boolean; detail: string }>;
  /**
   * Resolves once the content version is known to be at most `maxAgeMs` old; calls `onChange`
   * first when it differs from the last one seen. One request at a time, shared by callers. A
   * data service that does not answer leaves the caches as they are (they are the fallback).
   */
  checkContentVersion(onChange: () => void): Promise<void>;
}

export function dataServiceLink(baseUrl: string, options: { maxAgeMs?: number; timeoutMs?: number } = {}): DataServiceLink {
  const maxAgeMs = options.maxAgeMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 1000;
  const base = baseUrl.replace(/\/+$/, '');
  let version: string | null = null;
  let checkedAt = 0;
  let pending: Promise<void> | null = null;
  return {
    async readiness() {
      try {
        const res = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2000) });
        const body = await res.text();
        return { ok: res.ok, detail: `data service ${res.status} ${body.slice(0, 200)}` };
      } catch (error) {
        return { ok: false, detail: `data service at ${base} unreachable (${error instanceof Error ? error.message : String(error)})` };
      }
    },
    async checkContentVersion(onChange) {
      if (Date.now() - checkedAt < maxAgeMs) return;
      pending ??= fetch(`${base}/api/content-version`, { signal: AbortSignal.timeout(timeoutMs) })
        .then(async (res) => {
          if (!res.ok) return;
          const { version: current } = (await res.json()) as { version?: string };
          if (typeof current !== 'string') return;
          if (version !== null && current !== version) onChange();
          version = current;
        })
        .catch(() => {})
        .finally(() => {
          checkedAt = Date.now();
          pending = null;
        });
      await pending;
    },
  };
}
