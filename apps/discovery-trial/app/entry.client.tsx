import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reportReactError } from '@oriel/ui/monitoring';

// React Router's default client entry, with React's error hooks reporting hydration mismatches
// and uncaught render errors to the real-user monitoring (docs/observability.md).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      onRecoverableError(error) {
        console.warn(error);
        reportReactError('hydration', error);
      },
      onUncaughtError(error) {
        console.error(error);
        reportReactError('render', error);
      },
    },
  );
});
