import type { CampaignDesign } from '../design';

/** Library shelves, one volume pulled out: a flacon. */
function ScentLibrary() {
  return (
    <svg viewBox="0 0 260 280" aria-hidden="true" focusable="false" className="campaign-motif">
      {[60, 140, 220].map((y) => (
        <path key={y} d={`M10 ${y} h240`} stroke="currentColor" strokeWidth="0.8" />
      ))}
      {[20, 34, 46, 62, 76, 150, 164, 180, 196, 212, 226].map((x, i) => (
        <rect key={x} x={x} y={(i % 3 === 0 ? 22 : 30) + (i > 4 ? 80 : 0)} width="10" height={i % 3 === 0 ? 38 : 30} fill="none" stroke="currentColor" strokeWidth="0.7" />
      ))}
      <path d="M112 150 h36 v10 h-6 v8 c14 6 20 18 20 32 v20 h-64 v-20 c0 -14 6 -26 20 -32 v-8 h-6 z" fill="none" stroke="currentColor" strokeWidth="1.2" />
    </svg>
  );
}

export const design: CampaignDesign = { Motif: ScentLibrary, tone: 'light', layout: 'split' };
