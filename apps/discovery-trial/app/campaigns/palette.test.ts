import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { campaignPalette, contrast } from './palette';
import { toneOf } from './default-design';

const campaignsDir = join(import.meta.dirname, '../../../../content/campaigns');
const themes = readdirSync(campaignsDir)
  .filter((name) => name.endsWith('.yaml') && name !== 'locations.yaml')
  .map((name) => ({ name, theme: parse(readFileSync(join(campaignsDir, name), 'utf8')).theme as { accent: string; ground: string } }));

describe('campaignPalette', () => {
  it('keeps secondary text at 4.5:1 on the green of Palais Royal Gardens (the cream page grey was 2.1:1)', () => {
    const palette = campaignPalette({ accent: '#c9a46a', ground: '#1c2a22' }, 'dark');
    expect(contrast('#5f5850', '#1c2a22')).toBeLessThan(2.5);
    expect(contrast(palette.muted, '#1c2a22')).toBeGreaterThanOrEqual(4.5);
    // Muted, not the body text again.
    expect(palette.muted).not.toBe(palette.text);
  });

  it.each(themes)('gives $name readable text, muted text and accent text on its ground', ({ theme }) => {
    const palette = campaignPalette(theme, toneOf(theme.ground));
    for (const colour of [palette.text, palette.muted, palette.accentText]) expect(contrast(colour, theme.ground)).toBeGreaterThanOrEqual(4.5);
  });

  it('finds readable colours for a new campaign whose accent is close to its ground', () => {
    const theme = { accent: '#7a9a70', ground: '#6f8f66' };
    const palette = campaignPalette(theme, toneOf(theme.ground));
    expect(contrast(palette.accentText, theme.ground)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(palette.muted, theme.ground)).toBeGreaterThanOrEqual(4.5);
  });
});
