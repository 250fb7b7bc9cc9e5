import type { CampaignDesign } from '../design';

/** First light over water: the sun's disc and its rings on the surface. */
function Daybreak() {
  return (
    <svg viewBox="0 0 300 220" aria-hidden="true" focusable="false" className="campaign-motif">
      <path d="M90 120 a60 60 0 0 1 120 0" fill="none" stroke="currentColor" strokeWidth="1.2" />
      <path d="M10 120 h280" stroke="currentColor" strokeWidth="0.9" />
      {[0, 1, 2, 3].map((i) => (
        <path key={i} d={`M${60 + i * 14} ${138 + i * 16} h${180 - i * 28}`} stroke="currentColor" strokeWidth="0.6" opacity={0.8 - i * 0.15} />
      ))}
      {[-60, -30, 0, 30, 60].map((a) => (
        <path key={a} d="M150 52 v-34" transform={`rotate(${a} 150 120)`} stroke="currentColor" strokeWidth="0.6" />
      ))}
    </svg>
  );
}

export const design: CampaignDesign = { Motif: Daybreak, tone: 'light', layout: 'centred' };
