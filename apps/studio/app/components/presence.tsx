import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { activityHeaders, sessionAnswered, sessionEnded } from '../lib/session-state';

/**
 * Who else has a thing open in the studio: an entry, a campaign's texts, its slots,
 * a photograph's details. The page's loader answers the first heartbeat; TanStack Query beats
 * again while the page is open, and the page says goodbye when it closes.
 */
export interface Present {
  name: string;
  email: string;
  seenAt: string;
}
export interface PresenceState {
  others: Present[];
  beatSeconds: number;
}

/** A page's own query cache (an island): nothing is shared with other pages. */
export function QueryIsland({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1 } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export function usePresence(subject: string, initial: PresenceState): Present[] {
  const query = useQuery({
    queryKey: ['presence', subject],
    queryFn: async ({ signal }) => {
      const response = await fetch('/studio/presence', { method: 'POST', body: new URLSearchParams({ subject }), signal, headers: { accept: 'application/json', ...activityHeaders() } });
      if (response.status === 401) sessionEnded();
      if (!response.ok) throw new Error(`presence ${response.status}`);
      sessionAnswered();
      return (await response.json()) as PresenceState;
    },
    initialData: initial,
    refetchInterval: initial.beatSeconds * 1000,
    refetchIntervalInBackground: true,
  });
  useEffect(() => {
    // Closing the page tells the others at once (otherwise they see the name until it expires).
    const leave = () => navigator.sendBeacon?.('/studio/presence', new URLSearchParams({ subject, intent: 'leave' }));
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [subject]);
  return query.data?.others ?? initial.others;
}

/** "Also open by …", announced politely; nothing when the person is alone. */
export function PresenceNote({ others }: { others: Present[] }) {
  if (!others.length) return null;
  return (
    <p className="studio-presence" aria-live="polite" data-testid="presence">
      Also open by {others.map((o) => o.name).join(', ')}. Your saves will not overwrite theirs: if they save first, you will be asked to merge.
    </p>
  );
}
