import { data } from 'react-router';
import { localeFromPathname, translate, type MessagesHandle } from '@oriel/i18n';
import { MaintenancePage } from '@oriel/ui';
import type { Route } from './+types/maintenance';

/** The message areas this page renders beyond the frame's: the page loads only their messages. */
export const handle = { messages: ['maintenance'] } satisfies MessagesHandle;

/** SPEC §9: the site is expected back within 2 hours; crawlers are told to come back then. */
const retryAfterSeconds = 2 * 60 * 60;

export function loader() {
  return data(null, { status: 503, headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ location }: Route.MetaArgs) {
  const locale = localeFromPathname(location.pathname);
  return [{ title: translate(locale, 'maintenance.metaTitle') }, { name: 'robots', content: 'noindex' }];
}

export default function Maintenance() {
  return <MaintenancePage />;
}
