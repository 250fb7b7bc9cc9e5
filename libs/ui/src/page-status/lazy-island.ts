import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { noteTypedText } from './typed-before-hydration';

type Loaded<P> = { default: ComponentType<P> };

/**
 * `React.lazy` for an `Island`, with one difference on the server: the chunk is loaded when the
 * route module is, and once it is there the component renders at once. Plain `lazy` suspends on
 * its first render in every server process, so the first page that process serves would stream
 * the island after the rest of the page, where a slow link paints the page without it first and
 * then shifts everything below. In the browser the island still waits
 * for its chunk while the rest of the page hydrates.
 */
export function lazyIsland<P extends object>(
  load: () => Promise<Loaded<P>>,
  /** The island's element in the server's HTML (its fields are noted as its code arrives). */
  { root }: { root: string },
): LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<Loaded<P>> } {
  let loaded: Loaded<P> | undefined;
  let pending: Promise<Loaded<P>> | undefined;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module;
      // The page's first load: the island's server HTML may have been filled in since the page
      // hydrated; it is noted before the island hydrates over it (given back once the page is ready).
      const element = typeof document !== 'undefined' && document.documentElement.dataset.pageStatus !== 'ready' ? document.querySelector(root) : null;
      if (element) noteTypedText(element);
      return module;
    }));
  // A thenable that is already settled: React reads a lazy component's module synchronously when
  // `then` calls back at once.
  const component = lazy(() => (loaded ? ({ then: (resolve: (module: Loaded<P>) => void) => resolve(loaded!) } as Promise<Loaded<P>>) : preload()));
  if (typeof document === 'undefined') void preload();
  return Object.assign(component, { preload });
}
