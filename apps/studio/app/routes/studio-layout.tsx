import { Form, NavLink, Outlet, redirect, useLoaderData, useRouteLoaderData } from 'react-router';
import { can, roleLabels } from '@oriel/contracts/staff-roles';
import { studioEntryTypes } from '@oriel/contracts/studio';
import { type StaffSession, pagePathOf, signInFirst, studioApi } from '../lib/api.server';
import { useSessionEnded } from '../lib/session-state';
import type { Route } from './+types/studio-layout';

/** Every studio page but sign-in: the staff member's session, or the sign-in page. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await studioApi<StaffSession>(request, '/api/studio/session');
  const path = new URL(pagePathOf(request), 'http://x').pathname;
  if (!session.ok) throw signInFirst(request);
  // Without its required second factor, an account reaches only its own page and its set-up link.
  if (session.data.twoFactorRequired && path !== '/studio/account' && !path.startsWith('/studio/enrol/')) throw redirect('/studio/account');
  return { staff: session.data };
}

/**
 * Said once the data service has answered that the session ended (a save, a heartbeat, a figure's
 * refresh; lib/session-state.ts): the page stays as it is, and signing in again in another tab
 * lets the person save it.
 */
function SessionEndedNote() {
  if (!useSessionEnded()) return null;
  return (
    <div className="studio-notice studio-session-ended" data-tone="error" role="alert">
      Your session has ended, so nothing on this page can be saved for now. What you typed stays here:{' '}
      <a href="/studio/sign-in" target="_blank" rel="noopener">
        sign in again in a new tab
      </a>
      , then come back and save.
    </div>
  );
}

/** The signed-in staff member, in any page under the studio layout. */
export function useStaff(): StaffSession {
  return useRouteLoaderData<typeof loader>('routes/studio-layout')!.staff;
}

export default function StudioLayout() {
  const { staff } = useLoaderData<typeof loader>();
  return (
    <div className="studio-shell">
      <a className="studio-skip" href="#main">
        Skip to content
      </a>
      <header className="studio-topbar">
        <a className="studio-wordmark" href="/studio">
          Maison Oriel · Studio
        </a>
        <div className="studio-user">
          <span>
            {staff.email} · {roleLabels[staff.role]}
          </span>
          <NavLink to="/studio/account">Account</NavLink>
          <Form method="post" action="/studio/sign-out">
            <button type="submit" className="studio-link-button">
              Sign out
            </button>
          </Form>
        </div>
      </header>
      <nav className="studio-nav" aria-label="Studio">
        <ul>
          {Object.entries(studioEntryTypes).map(([type, t]) => (
            <li key={type}>
              <NavLink to={`/studio/entries/${type}`}>{t.label}</NavLink>
            </li>
          ))}
          {can(staff.role, 'content.write') ? (
            <li>
              <NavLink to="/studio/releases">Releases</NavLink>
            </li>
          ) : null}
          {can(staff.role, 'campaigns.write') ? (
            <li>
              <NavLink to="/studio/campaigns">Campaigns</NavLink>
            </li>
          ) : null}
          {can(staff.role, 'media.manage') ? (
            <li>
              <NavLink to="/studio/media">Media library</NavLink>
            </li>
          ) : null}
          {can(staff.role, 'staff.manage') ? (
            <li>
              <NavLink to="/studio/staff">Staff</NavLink>
            </li>
          ) : null}
          {can(staff.role, 'audit.read') ? (
            <li>
              <NavLink to="/studio/audit">Audit log</NavLink>
            </li>
          ) : null}
          <li>
            <NavLink to="/studio/site-health">Site health</NavLink>
          </li>
        </ul>
      </nav>
      <main className="studio-main" id="main">
        <SessionEndedNote />
        <Outlet />
      </main>
    </div>
  );
}
