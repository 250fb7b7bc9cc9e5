import { useEffect, useState } from 'react';
import type { AppName } from '@oriel/i18n';
import { Island } from '../page-status/island';
import { lazyIsland } from '../page-status/lazy-island';
import { type PrereleaseGateConfig, hasGateCookie } from './gate-config';

/** The form comes in its own chunk (react-hook-form with it): only a site whose gate is on loads it. */
const GateForm = lazyIsland(() => import('./gate-form').then((module) => ({ default: module.GateForm })), { root: '[data-slot="prerelease-gate"]' });

/**
 * The pre-release gate of SPEC §2/§4-§6: an overlay titled with the house's name over every page
 * until the visitor gives the pair configured on the server. It is not security (the page checks
 * the pair itself), only a curtain over a site that is not launched yet. `locked` comes from the
 * server (the request had no unlock cookie), so the curtain is there from the first paint.
 */
export function PrereleaseGate({ app, config, open, onUnlock, wrong = false }: { app: AppName; config: PrereleaseGateConfig | null; open: boolean; onUnlock: () => void; wrong?: boolean }) {
  if (!config || !open) return null;
  return (
    <Island>
      <GateForm app={app} config={config} sentBackWrong={wrong} onUnlock={onUnlock} />
    </Island>
  );
}

/**
 * Whether the gate covers the page, and how it opens. While it does, the page behind is `inert`
 * (Document), from the server's HTML on: Tab, a screen reader's cursor and a click reach the form
 * only, with JavaScript or without. Once unlocked, the focus goes to the page's main content.
 */
export function useGate(config: PrereleaseGateConfig | null, locked: boolean): [open: boolean, unlock: () => void] {
  const [open, setOpen] = useState(Boolean(config) && locked);
  useEffect(() => {
    // A cookie set in another tab since the page was rendered also unlocks it.
    if (open && hasGateCookie(document.cookie)) setOpen(false);
  }, [open]);
  const unlock = () => {
    setOpen(false);
    requestAnimationFrame(() => {
      const main = document.querySelector<HTMLElement>('main');
      if (!main) return;
      if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
      main.focus();
    });
  };
  return [open, unlock];
}
