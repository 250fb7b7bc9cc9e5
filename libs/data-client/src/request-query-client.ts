import { QueryClient } from '@tanstack/react-query';

/**
 * A QueryClient for one request's loaders: every request gets its own (never a module-level one
 * that would leak between visitors). Loaders use the `queryOptions` factories of this library with
 * it; the browser gets their results in the loader data, not a second copy as dehydrated queries
 * (decision 074).
 */
export function createRequestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
}
