import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the page hydrates, true once React runs the page in the browser:
 * a form can then narrow its choices as the visitor makes them, where the server-rendered form
 * (JavaScript off) must keep every choice open.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
