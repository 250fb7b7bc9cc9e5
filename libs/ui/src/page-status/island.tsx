import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { restoreIslandInput } from './lazy-island';
import { usePageStatus, useHoldPageStatus } from './page-status';

function OnMount({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(run, [run]);
  return children;
}

/**
 * Room for a component whose code loads on demand (`React.lazy`): the page hydrates without it,
 * its server-rendered HTML stays in place until its chunk has come, then it hydrates on its own.
 * While the page itself is being put on screen, the island holds page_status, so the loading
 * overlay lifts only once the island can be used: nothing is typed into a form that React has
 * not taken over yet. On a later navigation the page is already ready and the
 * island does not hold it.
 */
export function Island({ children }: { children: ReactNode }) {
  const { ready } = usePageStatus();
  const [waiting, setWaiting] = useState(!ready);
  useHoldPageStatus(waiting);
  // Mounted (after react-hook-form's first values): what was typed into its server HTML comes back.
  const [arrived] = useState(() => () => {
    restoreIslandInput();
    setWaiting(false);
  });
  return (
    <Suspense fallback={null}>
      <OnMount run={arrived}>{children}</OnMount>
    </Suspense>
  );
}
