/**
 * The one place that names the house. Everything that shows or derives the brand name or slug
 * (header, footer, mailto subject, page titles, the Matin campaigns' slugs in their content files:
 * `{brand-slug}`) reads it from here. Campaign slugs are content (docs/campaigns.md), never code.
 */
export const brand = {
  name: 'Maison Oriel',
  slug: 'oriel',
  phone: { display: '2602 0823', e164: '+85226020823' },
  /**
   * The house's WhatsApp number, in international digits without `+` or spaces (`85291234567`), or
   * null: the product pages then offer the phone and e-mail only. Set it only once the house answers
   * WhatsApp on that number: the site links to `https://wa.me/<number>` as given.
   */
  whatsapp: null as string | null,
  email: 'enquiry@maison-oriel.example',
  social: {
    facebook: 'https://www.facebook.com/maisonoriel',
    instagram: 'https://www.instagram.com/maisonoriel',
  },
} as const;
