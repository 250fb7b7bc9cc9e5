import type { z } from 'zod';

/** Thrown when the data service answers with an error status. */
export class DataServiceError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = 'DataServiceError';
  }
}

/** Thrown when a response does not have the shape its schema promises; names the first bad field. */
export class DataShapeError extends Error {
  constructor(
    readonly path: string,
    readonly field: string,
    detail: string,
  ) {
    super(`Unexpected response from ${path}: ${field}: ${detail}`);
    this.name = 'DataShapeError';
  }
}

export interface DataClient {
  /** '' in the browser (same origin); the internal URL of the data service on the server. */
  baseUrl: string;
  fetch: typeof fetch;
}

export function createDataClient(options: { baseUrl: string; fetch?: typeof fetch }): DataClient {
  return { baseUrl: options.baseUrl.replace(/\/$/, ''), fetch: options.fetch ?? globalThis.fetch.bind(globalThis) };
}

/** GET a JSON resource and validate it against its schema. */
export async function getJson<T extends z.ZodType>(
  client: DataClient,
  path: string,
  schema: T,
  init?: { signal?: AbortSignal },
): Promise<z.infer<T>> {
  const response = await client.fetch(`${client.baseUrl}${path}`, {
    headers: { accept: 'application/json' },
    signal: init?.signal,
  });
  if (!response.ok) {
    let message = response.statusText;
    try {
      const body = (await response.json()) as { error?: { message?: string } };
      message = body.error?.message ?? message;
    } catch {
      // Not JSON: keep the status text.
    }
    throw new DataServiceError(response.status, path, message);
  }
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DataShapeError(path, issue?.path.join('.') || '(root)', issue?.message ?? 'invalid');
  }
  return parsed.data;
}
