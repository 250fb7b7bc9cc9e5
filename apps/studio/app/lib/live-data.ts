import { queryOptions } from '@tanstack/react-query';
import { activityHeaders, sessionAnswered, sessionEnded } from './session-state';

/**
 * Server state that changes while a studio page is open (the campaign dashboard, the slots'
 * figures, photographs being processed): read again from the studio's own JSON route by TanStack
 * Query, starting from what the page's loader answered (hydrated, never fetched twice on load).
 */
export async function fetchStudioJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json', ...activityHeaders() } });
  if (response.status === 401) {
    sessionEnded();
    throw new Error('Your session has ended: sign in again.');
  }
  sessionAnswered();
  if (!response.ok) throw new Error(`The figures could not be refreshed (error ${response.status}). Try again in a moment.`);
  return (await response.json()) as T;
}

export function liveQuery<T>(key: readonly unknown[], url: string, initial: T, options: { every: number | ((data: T | undefined) => number | false); loadedAt?: number }) {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => fetchStudioJson<T>(url, signal),
    initialData: initial,
    initialDataUpdatedAt: options.loadedAt,
    refetchInterval: typeof options.every === 'number' ? options.every : (query) => (options.every as (data: T | undefined) => number | false)(query.state.data as T | undefined),
    staleTime: typeof options.every === 'number' ? options.every : 0,
  });
}
