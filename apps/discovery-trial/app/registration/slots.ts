import { useEffect, useRef } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
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

/**
 * The sessions with their places left, as fresh as the last read. The page's loader reads them
 * again after every booking submitted (`shouldRevalidate` in routes/campaign.tsx), straight from
 * the data service: that list replaces the query's, and a read under way is dropped, since it may
 * come from a CDN's copy of up to 2 s before the booking was refused.
 */
export function useSlots(slug: string, loaded: TimeSlot[]): TimeSlot[] {
  const queryClient = useQueryClient();
  const hydrated = useRef(loaded);
  useEffect(() => {
    if (loaded === hydrated.current) return;
    hydrated.current = loaded;
    void queryClient.cancelQueries({ queryKey: slotsKey(slug) });
    queryClient.setQueryData(slotsKey(slug), loaded);
  }, [loaded, slug, queryClient]);
  return useQuery(slotsQuery(slug, loaded)).data;
}
