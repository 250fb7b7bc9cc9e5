export { type ConsentState, ConsentProvider, CookieSettingsButton, useConsent } from './consent';
export { type ConsentChoice, consentCookieName, consentFromRequest, readConsent } from './consent-cookie';
export { type ThirdPartyConfig } from './third-party';
export { type AnalyticsEvent, type AnalyticsProps, track } from './track';
