import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type * as EarlyInputModule from './typed-before-hydration';

type Loaded<P> = { default: ComponentType<P> };
type EarlyInput = typeof EarlyInputModule;

/**
 * What a visitor put into an island's server HTML before its code came (a slow phone): react-hook-
 * form's values would wipe it as the island mounts (typed-before-hydration.ts). Noted as the code
 * arrives, on the page's first load only, and given back once the island has mounted
 * (`restoreIslandInput`, from `Island`). The module comes with the island's own code, so pages
 * without an island do not load it.
 */
let earlyInput: EarlyInput | null = null;

/** Gives back what was noted in an island before it hydrated (a task after its effects). */
export function restoreIslandInput(): void {
  earlyInput?.restoreTypedTextSoon();
}

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
  const preload = () => {
    const firstLoad = typeof document !== 'undefined' && document.documentElement.dataset.pageStatus !== 'ready';
    return (pending ??= Promise.all([load(), firstLoad ? import('./typed-before-hydration') : null]).then(([module, notes]) => {
      loaded = module;
      // The island's server HTML may have been filled in meanwhile: noted before it hydrates over it.
      const element = notes ? document.querySelector(root) : null;
      if (notes && element) {
        earlyInput = notes;
        notes.noteTypedText(element);
      }
      return module;
    }));
  };
  // A thenable that is already settled: React reads a lazy component's module synchronously when
  // `then` calls back at once.
  const component = lazy(() => (loaded ? ({ then: (resolve: (module: Loaded<P>) => void) => resolve(loaded!) } as Promise<Loaded<P>>) : preload()));
  if (typeof document === 'undefined') void preload();
  return Object.assign(component, { preload });
}
