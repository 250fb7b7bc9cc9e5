import type { CampaignDesign } from '../design';

/** A sprig of orange blossom against the rising sun. */
function OrangeBlossom() {
  return (
    <svg viewBox="0 0 240 280" aria-hidden="true" focusable="false" className="campaign-motif">
      <circle cx="150" cy="110" r="70" fill="none" stroke="currentColor" strokeWidth="0.8" opacity="0.6" />
      <path d="M40 260 c40 -60 70 -110 120 -170" fill="none" stroke="currentColor" strokeWidth="1.1" />
      {[
        [96, 176],
        [128, 128],
        [156, 96],
      ].map(([x, y]) => (
        <g key={x} transform={`translate(${x} ${y})`}>
          {[0, 72, 144, 216, 288].map((a) => (
            <ellipse key={a} cx="0" cy="-11" rx="5" ry="11" transform={`rotate(${a})`} fill="none" stroke="currentColor" strokeWidth="0.9" />
          ))}
        </g>
      ))}
    </svg>
  );
}

export const design: CampaignDesign = { Motif: OrangeBlossom, tone: 'light', layout: 'split' };
