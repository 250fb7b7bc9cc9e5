import type { CampaignDesign } from '../design';

/** A storm glass: the sealed tube whose crystals draw the weather. */
function StormGlass() {
  return (
    <svg viewBox="0 0 200 320" aria-hidden="true" focusable="false" className="campaign-motif">
      <path d="M70 40 h60 M78 40 v210 a22 22 0 0 0 44 0 v-210" fill="none" stroke="currentColor" strokeWidth="1.2" />
      <path d="M100 248 l-14 -30 l14 8 l14 -24 l-6 36 z M92 210 l8 -26 l8 20" fill="none" stroke="currentColor" strokeWidth="0.9" />
      <path d="M20 120 q40 -30 80 0 t80 0 M10 160 q45 -24 90 0 t90 0" fill="none" stroke="currentColor" strokeWidth="0.6" opacity="0.6" />
      <circle cx="100" cy="24" r="6" fill="none" stroke="currentColor" strokeWidth="1" />
    </svg>
  );
}

export const design: CampaignDesign = { Motif: StormGlass, tone: 'dark', layout: 'split' };
