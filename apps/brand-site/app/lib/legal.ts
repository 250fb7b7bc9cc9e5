/** SPEC §2: the sub-pages of /legals-and-policy, in the footer's order; the first is the default. */
export const legalPages = ['terms-of-use', 'privacy-policy', 'cookie-policy'] as const;
export type LegalPage = (typeof legalPages)[number];

export const legalTitleIds = { 'terms-of-use': 'pages.legal.terms', 'privacy-policy': 'pages.legal.privacy', 'cookie-policy': 'pages.legal.cookies' } as const;

export function isLegalPage(value: string): value is LegalPage {
  return (legalPages as readonly string[]).includes(value);
}
