import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { brand } from '@oriel/config';
import { usePageStatusCycle } from '../page-status/page-status';
import { keepTabWithin } from '../navigation-behaviour/focus-trap';
import { useScrollLock } from '../scroll-lock';
import { type PrereleaseGateConfig, checkGateCredentials, gateInputMaxLength, hasGateCookie, serializeGateCookie } from './gate-config';

/**
 * The pre-release gate of SPEC §2/§4-§6: an overlay titled with the house's name over every page
 * until the visitor gives the pair configured on the server. It is not security (the page checks
 * the pair itself), only a curtain over a site that is not launched yet. `locked` comes from the
 * server (the request had no unlock cookie), so the curtain is there from the first paint.
 */
export function PrereleaseGate({ config, locked }: { config: PrereleaseGateConfig | null; locked: boolean }) {
  const [open, setOpen] = useState(Boolean(config) && locked);
  useEffect(() => {
    // A cookie set in another tab since the page was rendered also unlocks it.
    if (open && hasGateCookie(document.cookie)) setOpen(false);
  }, [open]);
  if (!config || !open) return null;
  return <GateForm config={config} onUnlock={() => setOpen(false)} />;
}

function GateForm({ config, onUnlock }: { config: PrereleaseGateConfig; onUnlock: () => void }) {
  usePageStatusCycle();
  useScrollLock(true);
  const intl = useIntl();
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const [wrong, setWrong] = useState(false);
  const [checking, setChecking] = useState(false);

  useEffect(() => usernameRef.current?.focus(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setChecking(true);
    const ok = await checkGateCredentials(config, String(form.get('username') ?? ''), String(form.get('password') ?? ''));
    setChecking(false);
    if (!ok) {
      setWrong(true);
      return;
    }
    setWrong(false);
    document.cookie = serializeGateCookie({ secure: window.location.protocol === 'https:' });
    onUnlock();
  };

  // The page behind is covered: Tab stays inside the form.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    keepTabWithin(event, [...dialogRef.current.querySelectorAll<HTMLElement>('input, button')]);
  };

  return (
    <div className="oriel-gate" data-slot="prerelease-gate">
      <div ref={dialogRef} className="oriel-gate__panel" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} onKeyDown={onKeyDown}>
        <h2 id={`${id}-title`} className="oriel-gate__title">
          {brand.name}
        </h2>
        <p className="oriel-gate__intro">
          <FormattedMessage id="gate.intro" />
        </p>
        <form className="oriel-gate__form" noValidate onSubmit={onSubmit} aria-describedby={wrong ? `${id}-error` : undefined}>
          <div className="oriel-field">
            <label htmlFor={`${id}-username`}>
              <FormattedMessage id="gate.username" />
            </label>
            <input
              ref={usernameRef}
              id={`${id}-username`}
              name="username"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={gateInputMaxLength}
              aria-invalid={wrong || undefined}
            />
          </div>
          <div className="oriel-field">
            <label htmlFor={`${id}-password`}>
              <FormattedMessage id="gate.password" />
            </label>
            <input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              maxLength={gateInputMaxLength}
              aria-invalid={wrong || undefined}
            />
          </div>
          <p id={`${id}-error`} className="oriel-gate__error" role="alert">
            {wrong ? intl.formatMessage({ id: 'gate.wrong' }) : null}
          </p>
          <button type="submit" className="oriel-button oriel-button--solid" disabled={checking} aria-busy={checking || undefined}>
            <FormattedMessage id="gate.submit" />
          </button>
        </form>
      </div>
    </div>
  );
}
