/**
 * The one place that names the house. Everything that shows or derives the brand name or slug
 * (header, footer, mailto subject, campaign slugs, page titles) reads it from here.
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

/** Campaign slugs that carry the brand slug (SPEC §2: matin-{brand}, matin-{brand}-point-du-jour). */
export const campaignSlugs = {
  ifcPopUpStore: 'ifc-pop-up-store',
  laFilleTourDeFer: 'la-fille-tour-de-fer',
  lePerceVent: 'le-perce-vent',
  matin: `matin-${brand.slug}`,
  matinPointDuJour: `matin-${brand.slug}-point-du-jour`,
  palaisRoyalGardens: 'palais-royal-gardens',
  yohomallPopUpStore: 'yohomall-pop-up-store',
} as const;

export type CampaignSlug = (typeof campaignSlugs)[keyof typeof campaignSlugs];
