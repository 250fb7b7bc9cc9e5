import { Outlet, data } from 'react-router';
import { localeFromParam } from '@oriel/i18n';
import { RootError } from '@oriel/ui';
import type { Route } from './+types/maintenance-layout';

/**
 * The separate maintenance layout of SPEC §2: no header menu, no footer, no data service (the
 * page must render while the rest of the site is down). Only the locale prefix is checked.
 */
export function loader({ params }: Route.LoaderArgs) {
  const locale = localeFromParam(params.lang);
  if (!locale) throw data({ unmatched: true }, { status: 404 });
  return { locale };
}

export default function MaintenanceLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RootError error={error} />;
}
