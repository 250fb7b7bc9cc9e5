import type { CampaignDesign } from '../design';

/** Iron lattice rising to a point, a rose at its foot. */
function IronLace() {
  return (
    <svg viewBox="0 0 220 320" aria-hidden="true" focusable="false" className="campaign-motif">
      <path d="M110 10 L60 300 M110 10 L160 300 M80 190 h60 M92 120 h36 M70 250 q40 -40 80 0" fill="none" stroke="currentColor" strokeWidth="1.1" />
      {[40, 80, 120, 160, 200, 240, 280].map((y) => {
        const half = 8 + (y - 10) * 0.17;
        return <path key={y} d={`M${110 - half} ${y} L${110 + half} ${y + 20} M${110 + half} ${y} L${110 - half} ${y + 20}`} stroke="currentColor" strokeWidth="0.5" opacity="0.6" />;
      })}
      <path d="M110 296 c-12 -8 -12 -24 0 -28 c12 4 12 20 0 28 z M98 284 c-10 0 -14 -10 -8 -16 M122 284 c10 0 14 -10 8 -16" fill="none" stroke="currentColor" strokeWidth="1" />
    </svg>
  );
}

export const design: CampaignDesign = { Motif: IronLace, tone: 'dark', layout: 'centred' };
