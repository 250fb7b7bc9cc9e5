/**
 * The one place that names the house. Everything that shows or derives the brand name or slug
 * (header, footer, mailto subject, page titles, the Matin campaigns' slugs in their content files:
 * `{brand-slug}`) reads it from here. Campaign slugs are content (docs/campaigns.md), never code.
 */
export const brand = {
  name: 'Maison Oriel',
  slug: 'oriel',
  phone: { display: '2602 0823', e164: '+85226020823' },
  email: 'enquiry@maison-oriel.example',
  social: {
    facebook: 'https://www.facebook.com/maisonoriel',
    instagram: 'https://www.instagram.com/maisonoriel',
  },
} as const;
