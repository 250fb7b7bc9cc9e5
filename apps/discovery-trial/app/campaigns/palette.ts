/**
 * The text colours of a campaign page, computed from its theme (accent, ground) and tone so that
 * every campaign, a new one too, keeps secondary text and the accent's small capitals at 4.5:1 or
 * better on its own ground (WCAG 2.2 AA). The cream page's grey is 2.1:1 on a green.
 */
export interface CampaignPalette {
  /** Body text on the ground. */
  text: string;
  /** Secondary text (leads, intros, labels): the text colour leaning toward the ground. */
  muted: string;
  /** The accent as text (kickers): the accent, moved toward the text colour until it reads. */
  accentText: string;
}

/** The contrast ratio at least every text colour keeps (a margin over AA's 4.5 for rounding). */
export const minimumContrast = 4.6;

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const h = hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
  return [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
}
const format = (rgb: Rgb) => `#${rgb.map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => a.map((v, i) => v + (b[i]! - v) * t) as Rgb;

function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours (`#rrggbb`). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(parse(a)), luminance(parse(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The furthest point from `from` toward `to` (at most `limit`) that still reads on `ground`. */
function furthestReadable(from: Rgb, to: Rgb, ground: string, limit: number): string {
  let best = format(from);
  for (let t = 0.02; t <= limit + 1e-9; t += 0.02) {
    const candidate = format(mix(from, to, t));
    if (contrast(candidate, ground) < minimumContrast) break;
    best = candidate;
  }
  return best;
}

/** The nearest point from `from` toward `to` that reads on `ground` (`to` itself at worst). */
function nearestReadable(from: Rgb, to: Rgb, ground: string): string {
  for (let t = 0; t <= 1 + 1e-9; t += 0.02) {
    const candidate = format(mix(from, to, t));
    if (contrast(candidate, ground) >= minimumContrast) return candidate;
  }
  return format(to);
}

const inkOnLight = '#171513';
const textOnDark = '#f3eee6';

export function campaignPalette(theme: { accent: string; ground: string }, tone: 'light' | 'dark'): CampaignPalette {
  const text = tone === 'dark' ? textOnDark : inkOnLight;
  // Pure white or black when the house's text colour does not read on this ground.
  const readableText = contrast(text, theme.ground) >= minimumContrast ? text : tone === 'dark' ? '#ffffff' : '#000000';
  return {
    text: readableText,
    // Up to 45 % of the way to the ground: quieter than the text, never faint.
    muted: furthestReadable(parse(readableText), parse(theme.ground), theme.ground, 0.45),
    accentText: nearestReadable(parse(theme.accent), parse(readableText), theme.ground),
  };
}
