import type { CampaignDesign } from '../design';

/** Arcades and a crystal ball holding a clipped garden. */
function GardenUnderGlass() {
  return (
    <svg viewBox="0 0 240 300" aria-hidden="true" focusable="false" className="campaign-motif">
      {[0, 1, 2, 3].map((i) => (
        <path key={i} d={`M${20 + i * 52} 290 v-150 a26 26 0 0 1 52 0 v150`} fill="none" stroke="currentColor" strokeWidth="0.7" opacity="0.55" />
      ))}
      <circle cx="120" cy="150" r="70" fill="none" stroke="currentColor" strokeWidth="1.2" />
      <path d="M70 175 h100 M82 175 v-26 a10 10 0 0 1 20 0 v26 M118 175 v-40 a12 12 0 0 1 24 0 v40 M150 175 v-20 a8 8 0 0 1 16 0 v20" fill="none" stroke="currentColor" strokeWidth="0.9" />
      <path d="M86 222 h68 l-8 18 h-52 z" fill="none" stroke="currentColor" strokeWidth="1" />
    </svg>
  );
}

export const design: CampaignDesign = { Motif: GardenUnderGlass, tone: 'dark', layout: 'split' };
