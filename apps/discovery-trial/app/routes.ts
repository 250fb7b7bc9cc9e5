import { type RouteConfig, type RouteConfigEntry, index, route } from '@react-router/dev/routes';

/**
 * This app owns /discovery-trial/... and /tc/discovery-trial/...; every other path is the brand
 * site's. Two explicit trees (English, `/tc`), route ids with the locale suffix (SPEC §2), no
 * optional segment (an optional first segment swallows real ones). `/discovery-trial` itself is the hub of every campaign; a campaign
 * has its page and (when its content says so) an /edm landing and a /thank-you page, and each
 * booking its manage page (/booking/{token}, with its calendar file); the open form reads the
 * places left from /slots (JSON); any other
 * sub-path is a 404.
 */
type Locale = 'en' | 'tc';

function campaignRoutes(locale: Locale): RouteConfigEntry[] {
  const id = (name: string) => ({ id: `${name}.${locale}` });
  return [
    index('routes/hub.tsx', id('hub')),
    route(':slug', 'routes/campaign.tsx', id('campaign')),
    route(':slug/edm', 'routes/campaign-edm.tsx', id('campaign-edm')),
    route(':slug/thank-you', 'routes/campaign-thank-you.tsx', id('campaign-thank-you')),
    route(':slug/slots', 'routes/campaign-slots.ts', id('campaign-slots')),
    route(':slug/booking/:token', 'routes/campaign-booking.tsx', id('campaign-booking')),
    route(':slug/booking/:token/calendar.ics', 'routes/campaign-booking-ics.tsx', id('campaign-booking-ics')),
    route('*', 'routes/not-found.tsx', id('not-found')),
  ];
}

export default [
  // The cookie banner's action, one for every page of both locales; a static
  // segment, so it ranks before a campaign's `:slug`.
  route('discovery-trial/cookie-choice', 'routes/cookie-choice.ts'),
  route('discovery-trial/prerelease-gate', 'routes/prerelease-gate.ts'),
  // Real visitors' web vitals and client errors (docs/observability.md).
  route('discovery-trial/rum', 'routes/rum.ts'),
  // The short link of a booking SMS (`/m/{code}`): a redirect to the manage page.
  route('m/:code', 'routes/short-link.tsx', { id: 'short-link' }),
  route('discovery-trial', 'routes/locale-layout.tsx', { id: 'locale-layout.en' }, campaignRoutes('en')),
  route('tc/discovery-trial', 'routes/locale-layout.tsx', { id: 'locale-layout.tc' }, campaignRoutes('tc')),
] satisfies RouteConfig;
