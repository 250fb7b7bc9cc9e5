import type { ComponentType } from 'react';

/**
 * What a campaign's own folder decides about its pages: the art of its hero, light or dark, and
 * the hero's composition. The facts and texts come from the data service; the palette from the
 * campaign's content file (`theme`).
 */
export interface CampaignDesign {
  /** Decorative line art beside or behind the title (hidden from assistive technology). */
  Motif: ComponentType;
  tone: 'light' | 'dark';
  layout: 'split' | 'centred';
}
