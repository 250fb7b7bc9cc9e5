import { useEffect } from 'react';

let locks = 0;
let saved = '';

/**
 * Locks page scrolling while `active` (the mobile menu, the pre-release gate). Locks nest: the
 * page scrolls again only when the last holder lets go. `data-scroll-locked` on `<html>` lets
 * styles and tests see the state.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    if (locks === 0) {
      saved = root.style.overflow;
      root.style.overflow = 'hidden';
      root.dataset.scrollLocked = 'true';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) {
        root.style.overflow = saved;
        delete root.dataset.scrollLocked;
      }
    };
  }, [active]);
}
