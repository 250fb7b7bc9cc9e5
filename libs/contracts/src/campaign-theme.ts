/**
 * What the campaign files (apps/api/src/campaigns/content-schema.ts) and the studio's campaign form
 * both say about a campaign's address and look, so the form offers exactly what the data service
 * accepts.
 */

/** A campaign's slug: /discovery-trial/<slug>. */
export const campaignSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The motifs the default design can draw for a campaign without a design folder of its own. */
export const defaultMotifs = ['rays', 'waves', 'arches', 'rings', 'leaves'] as const;
export type DefaultMotif = (typeof defaultMotifs)[number];

export const themeColourPattern = /^#[0-9a-f]{6}$/i;

/** WCAG 2.x relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21); text needs 4.5 (AA). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const minimumTextContrast = 4.5;
