import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { noteTypedText } from '@oriel/ui/typed-before-hydration';

// React Router's default client entry, with a note of the text typed before the page hydrated
// (@oriel/ui/typed-before-hydration; the root puts it back once hydrated).
noteTypedText();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
