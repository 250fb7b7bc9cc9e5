import { type CampaignSlug, campaignSlugs } from '@oriel/config';
import type { CampaignDesign } from './design';
import { design as ifcPopUpStore } from './ifc-pop-up-store/design';
import { design as laFilleTourDeFer } from './la-fille-tour-de-fer/design';
import { design as lePerceVent } from './le-perce-vent/design';
import { design as matin } from './matin/design';
import { design as matinPointDuJour } from './matin-point-du-jour/design';
import { design as palaisRoyalGardens } from './palais-royal-gardens/design';
import { design as yohomallPopUpStore } from './yohomall-pop-up-store/design';

/** Each campaign's design folder, by slug (the generator in tools/generators adds a line here). */
export const campaignDesigns: Record<CampaignSlug, CampaignDesign> = {
  [campaignSlugs.ifcPopUpStore]: ifcPopUpStore,
  [campaignSlugs.laFilleTourDeFer]: laFilleTourDeFer,
  [campaignSlugs.lePerceVent]: lePerceVent,
  [campaignSlugs.matin]: matin,
  [campaignSlugs.matinPointDuJour]: matinPointDuJour,
  [campaignSlugs.palaisRoyalGardens]: palaisRoyalGardens,
  [campaignSlugs.yohomallPopUpStore]: yohomallPopUpStore,
};
