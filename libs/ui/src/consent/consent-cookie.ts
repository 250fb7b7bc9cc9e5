/**
 * The visitor's cookie choice, kept in a first-party cookie that the cookie-choice action sets
 * and the root loader reads (decision 170; HttpOnly, the page's scripts never need it): `accepted` lets the tag manager and chat widget load,
 * `rejected` keeps them off. No choice yet means off, with the banner shown.
 */
export type ConsentChoice = 'accepted' | 'rejected';

export const consentCookieName = 'oriel_consent';
/** Six months, then the visitor is asked again. */
export const consentMaxAgeSeconds = 182 * 24 * 60 * 60;

export function readConsent(cookieHeader: string | null | undefined): ConsentChoice | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === consentCookieName && (value === 'accepted' || value === 'rejected')) return value;
  }
  return null;
}

export function serializeConsent(choice: ConsentChoice, { secure }: { secure: boolean }): string {
  return `${consentCookieName}=${choice}; Max-Age=${consentMaxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The banner's one intent (the choice is the pressed button's `choice`). */
export const consentIntent = 'cookie-choice';

/** Where each app's cookie-choice action answers (a route of its own, outside the locale trees). */
export const consentActionPaths = { 'brand-site': '/cookie-choice', 'discovery-trial': '/discovery-trial/cookie-choice' } as const;

/** The query that opens the banner from the cookie policy when JavaScript is off (`?cookie-settings=open`). */
export const consentSettingsParam = 'cookie-settings';

/** The root loader's reading of the request: the stored choice, and whether the cookie policy asked for the banner. */
export function consentFromRequest(request: Request, url: URL): { choice: ConsentChoice | null; open: boolean } {
  return { choice: readConsent(request.headers.get('cookie')), open: url.searchParams.get(consentSettingsParam) === 'open' };
}
