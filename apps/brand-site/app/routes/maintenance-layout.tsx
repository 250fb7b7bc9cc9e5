import { Outlet } from 'react-router';
import { requestLocale } from '@oriel/i18n';
import { RootError } from '@oriel/ui';
import type { Route } from './+types/maintenance-layout';

/**
 * The separate maintenance layout of SPEC §2: no header menu, no footer, no data service (the
 * page must render while the rest of the site is down).
 */
export function loader({ context }: Route.LoaderArgs) {
  return { locale: requestLocale(context) };
}

export default function MaintenanceLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RootError error={error} />;
}
