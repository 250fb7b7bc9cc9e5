import { type KeyboardEvent, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { useForm } from 'react-hook-form';
import type { AppName } from '@oriel/i18n';
import { FormattedMessage, useIntl } from 'react-intl';
import { brand } from '@oriel/config';
import { usePageStatusCycle } from '../page-status/page-status';
import { keepTabWithin } from '../navigation-behaviour/focus-trap';
import { useScrollLock } from '../scroll-lock';
import { type PrereleaseGateConfig, checkGateCredentials, gateActionPaths, gateInputMaxLength, serializeGateCookie } from './gate-config';

interface GateValues {
  username: string;
  password: string;
}

/**
 * The gate's form on react-hook-form: SPEC §5 gives it no field rule and no native validation, so
 * the form only holds the two inputs and the one refusal ("Wrong username or password"), a root
 * error cleared by the next submit; `isSubmitting` covers the check (a SHA-256 in the browser).
 * Its own chunk (an island of prerelease-gate.tsx): it loads only on a site whose gate is on.
 * The server-drawn form is also a plain post to the app's gate action: submitted
 * before the scripts have run, the pair is checked there and never lands in the address;
 * `sentBackWrong` is that action's answer to a wrong pair, shown until the next submit.
 */
export function GateForm({ app, config, sentBackWrong, onUnlock }: { app: AppName; config: PrereleaseGateConfig; sentBackWrong: boolean; onUnlock: () => void }) {
  usePageStatusCycle();
  useScrollLock(true);
  const intl = useIntl();
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<GateValues>({ defaultValues: { username: '', password: '' } });
  const wrong = Boolean(errors.root?.credentials) || (sentBackWrong && submitCount === 0);
  // The page to come back to; the action drops its own `?gate=wrong` from it.
  const { pathname, search } = useLocation();
  const returnTo = `${pathname}${search}`;

  const unlock = async ({ username, password }: GateValues) => {
    if (!(await checkGateCredentials(config, username, password))) {
      setError('root.credentials', { type: 'credentials', message: 'gate.wrong' });
      return;
    }
    document.cookie = serializeGateCookie({ secure: window.location.protocol === 'https:' });
    onUnlock();
  };

  // The page behind is covered: Tab stays inside the form.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    keepTabWithin(event, [...dialogRef.current.querySelectorAll<HTMLElement>('input:not([type="hidden"]), button:not(:disabled)')]);
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
        <form
          className="oriel-gate__form"
          method="post"
          action={gateActionPaths[app]}
          noValidate
          onSubmit={handleSubmit(unlock)}
          aria-describedby={wrong ? `${id}-error` : undefined}
        >
          <input type="hidden" name="return_to" value={returnTo} />
          <div className="oriel-field">
            <label htmlFor={`${id}-username`}>
              <FormattedMessage id="gate.username" />
            </label>
            <input
              id={`${id}-username`}
              {...register('username')}
              // In the field from the first paint, script or not: the page behind is covered.
              autoFocus
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={gateInputMaxLength}
              aria-invalid={wrong || undefined}
              aria-describedby={wrong ? `${id}-error` : undefined}
            />
          </div>
          <div className="oriel-field">
            <label htmlFor={`${id}-password`}>
              <FormattedMessage id="gate.password" />
            </label>
            <input
              id={`${id}-password`}
              {...register('password')}
              type="password"
              autoComplete="current-password"
              maxLength={gateInputMaxLength}
              aria-invalid={wrong || undefined}
              aria-describedby={wrong ? `${id}-error` : undefined}
            />
          </div>
          <p id={`${id}-error`} className="oriel-gate__error" role="alert">
            {wrong ? intl.formatMessage({ id: 'gate.wrong' }) : null}
          </p>
          <button type="submit" className="oriel-button oriel-button--solid" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            <FormattedMessage id="gate.submit" />
          </button>
        </form>
      </div>
    </div>
  );
}
