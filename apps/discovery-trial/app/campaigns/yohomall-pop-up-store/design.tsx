import type { CampaignDesign } from '../design';

/** A thrown ceramic diffuser on the wheel, its reeds rising. */
function CeramicVessel() {
  return (
    <svg viewBox="0 0 220 300" aria-hidden="true" focusable="false" className="campaign-motif">
      <path d="M80 120 c-30 40 -30 110 10 140 h40 c40 -30 40 -100 10 -140 c-6 -8 -6 -18 0 -24 h-60 c6 6 6 16 0 24 z" fill="none" stroke="currentColor" strokeWidth="1.2" />
      <path d="M104 96 l-30 -80 M110 96 l4 -90 M116 96 l34 -76" fill="none" stroke="currentColor" strokeWidth="0.8" />
      <ellipse cx="110" cy="272" rx="80" ry="10" fill="none" stroke="currentColor" strokeWidth="0.7" opacity="0.6" />
      <path d="M70 180 q40 12 80 0 M66 210 q44 14 88 0" fill="none" stroke="currentColor" strokeWidth="0.6" opacity="0.6" />
    </svg>
  );
}

export const design: CampaignDesign = { Motif: CeramicVessel, tone: 'dark', layout: 'split' };
