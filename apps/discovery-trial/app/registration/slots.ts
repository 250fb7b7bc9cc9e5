import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeSlot } from '@oriel/data-client';

/**
 * The places left per session while a campaign's form is open: server state that changes while the
 * page is open (other visitors book), so it lives in TanStack Query. It starts from
 * the page's loader (`initialData`, stamped now: the server-rendered list is the one hydrated, so
 * nothing flashes), then is read again every few seconds while the page is in view and when the
 * window regains focus, through the campaign app's own resource route (`slots` below the campaign's
 * page); the browser never asks /api.
 */
export const slotsRefreshMs = 5_000;

export const slotsPath = (slug: string) => `/discovery-trial/${slug}/slots`;

export const slotsKey = (slug: string) => ['campaign-slots', slug] as const;

export const slotsQuery = (slug: string, loaded: TimeSlot[]) =>
  queryOptions({
    queryKey: slotsKey(slug),
    queryFn: async ({ signal }): Promise<TimeSlot[]> => {
      const response = await fetch(slotsPath(slug), { signal, headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`places left: ${response.status}`);
      return ((await response.json()) as { slots: TimeSlot[] }).slots;
    },
    initialData: loaded,
    initialDataUpdatedAt: () => Date.now(),
    staleTime: slotsRefreshMs,
    refetchInterval: slotsRefreshMs,
    refetchOnWindowFocus: true,
    // A failed read keeps the last list (the action refuses a full session anyway).
    retry: 1,
  });

/** The sessions with their places left, as fresh as the last read. */
export function useSlots(slug: string, loaded: TimeSlot[]): TimeSlot[] {
  return useQuery(slotsQuery(slug, loaded)).data;
}
