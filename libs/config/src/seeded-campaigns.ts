import { brand } from './index';

/**
 * Test data, not configuration: the campaigns of content/campaigns/ as seeded (campaign slugs are
 * content, not code). The one list the tests that walk every campaign share (data service, sitemap,
 * e2e), so a campaign added to the seed is added here once. No app imports it.
 */
export const seededCampaignSlugs = ['ifc-pop-up-store', 'la-fille-tour-de-fer', 'le-perce-vent', `matin-${brand.slug}`, `matin-${brand.slug}-point-du-jour`, 'palais-royal-gardens', 'yohomall-pop-up-store'] as const;
