import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';

// The first page of a visit is server-rendered and shown at once; only later pages fade in.
let firstPageShown = false;

/**
 * SPEC §2: page transitions fade over 0.4 s. The page fades out while the next one loads and the
 * new page fades in (keyed by path, so every new page gets its fade). Reduced motion: no fade.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.state === 'loading' && navigation.location.pathname !== location.pathname;
  const enter = firstPageShown;
  useEffect(() => {
    firstPageShown = true;
  }, []);
  return (
    <div key={location.pathname} className="oriel-page" data-slot="page" data-leaving={leaving ? 'true' : undefined} data-enter={enter ? 'true' : undefined}>
      {children}
    </div>
  );
}
