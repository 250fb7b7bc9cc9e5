import type { CampaignDesign } from './design';

/**
 * The default design: a campaign without a design folder of its own is drawn from its theme
 * (palette, motif, light or dark, composition), so a campaign loaded as data needs no code. Each
 * motif is quiet line art in the accent colour, hidden from assistive technology.
 */

const svg = { viewBox: '0 0 240 300', 'aria-hidden': true, focusable: false, className: 'campaign-motif' } as const;
const line = { fill: 'none', stroke: 'currentColor' } as const;

/** Rays rising from a low sun. */
function Rays() {
  return (
    <svg {...svg} data-motif="rays">
      <circle cx="120" cy="210" r="44" {...line} strokeWidth="1.2" />
      {Array.from({ length: 11 }, (_, i) => {
        const angle = Math.PI + (i * Math.PI) / 10;
        const [x1, y1, x2, y2] = [120 + Math.cos(angle) * 58, 210 + Math.sin(angle) * 58, 120 + Math.cos(angle) * 112, 210 + Math.sin(angle) * 112];
        return <path key={i} d={`M${x1.toFixed(1)} ${y1.toFixed(1)} L${x2.toFixed(1)} ${y2.toFixed(1)}`} {...line} strokeWidth="0.8" opacity="0.7" />;
      })}
      <path d="M20 254 h200" {...line} strokeWidth="0.8" />
    </svg>
  );
}

/** Waves under a flacon. */
function Waves() {
  return (
    <svg {...svg} data-motif="waves">
      {[0, 1, 2, 3, 4].map((i) => (
        <path key={i} d={`M10 ${200 + i * 18} q27 -14 55 0 t55 0 t55 0 t55 0`} {...line} strokeWidth="0.8" opacity={1 - i * 0.15} />
      ))}
      <path d="M100 70 h40 v14 h-40 z M92 84 h56 v96 a8 8 0 0 1 -8 8 h-40 a8 8 0 0 1 -8 -8 z" {...line} strokeWidth="1.1" />
    </svg>
  );
}

/** A row of arches, one framing a flacon. */
function Arches() {
  return (
    <svg {...svg} data-motif="arches">
      {[0, 1, 2, 3].map((i) => (
        <path key={i} d={`M${20 + i * 52} 290 v-150 a26 26 0 0 1 52 0 v150`} {...line} strokeWidth="0.8" opacity="0.6" />
      ))}
      <path d="M108 200 h24 v10 h-24 z M100 210 h40 v60 h-40 z" {...line} strokeWidth="1.1" />
    </svg>
  );
}

/** Concentric rings, as drops falling into still water. */
function Rings() {
  return (
    <svg {...svg} data-motif="rings">
      {[18, 38, 62, 90, 118].map((r, i) => (
        <ellipse key={r} cx="120" cy="170" rx={r} ry={r * 0.42} {...line} strokeWidth="0.9" opacity={1 - i * 0.16} />
      ))}
      <path d="M120 40 v70" {...line} strokeWidth="0.8" />
      <circle cx="120" cy="116" r="4" {...line} strokeWidth="1" />
    </svg>
  );
}

/** A stem of leaves. */
function Leaves() {
  return (
    <svg {...svg} data-motif="leaves">
      <path d="M120 290 C118 220 122 140 120 30" {...line} strokeWidth="1" />
      {[0, 1, 2, 3, 4, 5].map((i) => {
        const y = 250 - i * 36;
        const side = i % 2 === 0 ? 1 : -1;
        return <path key={i} d={`M120 ${y} q${side * 30} -30 ${side * 70} -24 q${side * -26} 28 ${side * -70} 24 z`} {...line} strokeWidth="0.8" opacity="0.8" />;
      })}
    </svg>
  );
}

export const defaultMotifs = { rays: Rays, waves: Waves, arches: Arches, rings: Rings, leaves: Leaves } as const;
export type DefaultMotif = keyof typeof defaultMotifs;

export interface CampaignTheme {
  accent: string;
  ground: string;
  motif?: string;
  tone?: 'light' | 'dark';
  layout?: 'split' | 'centred';
}

/** Light or dark by the ground colour's relative luminance (WCAG), when the theme does not say. */
export function toneOf(ground: string): 'light' | 'dark' {
  const channel = (i: number) => {
    const c = Number.parseInt(ground.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return luminance > 0.18 ? 'light' : 'dark';
}

/** The motif the theme names, or one chosen from the slug so that two campaigns differ. */
function motifFor(slug: string, motif: string | undefined) {
  if (motif && motif in defaultMotifs) return defaultMotifs[motif as DefaultMotif];
  const names = Object.keys(defaultMotifs) as DefaultMotif[];
  const hash = [...slug].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
  return defaultMotifs[names[hash % names.length]!];
}

export function defaultDesign(slug: string, theme: CampaignTheme): CampaignDesign {
  return { Motif: motifFor(slug, theme.motif), tone: theme.tone ?? toneOf(theme.ground), layout: theme.layout ?? 'split' };
}
