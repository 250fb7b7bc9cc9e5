/**
 * The visitor's cookie choice, kept in a first-party cookie the page reads itself (so it is not
 * HttpOnly): `accepted` lets the tag manager and chat widget load, `rejected` keeps them off.
 * No choice yet means off, with the banner shown.
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
  return `${consentCookieName}=${choice}; Max-Age=${consentMaxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
