import { describe, expect, it } from 'vitest';
import { findContentDir, readContentBundle } from '../content';
import { readCampaignBundle } from './load';

// Campaign copy and the catalogue must tell the same story: a quiz result names the
// product's own notes, and a giveaway's "worth HK$…" is the catalogue's price of the size it gives.

const root = findContentDir();
const [catalogue, campaigns] = await Promise.all([readContentBundle(root), readCampaignBundle(root)]);
const products = new Map(catalogue.products.map((p) => [p.data.slug, p.data]));
const locales = ['en', 'zh-Hant'] as const;

/** A product's notes, one entry per note ("Pear skin, bergamot" -> pear skin, bergamot). */
function notesOf(slug: string, locale: (typeof locales)[number]): string[] {
  const notes = products.get(slug)?.[locale]?.notes;
  if (!notes) return [];
  return [notes.top, notes.heart, notes.base].flatMap((line) => line.split(/[,、，]\s*/)).map((n) => n.trim().toLowerCase());
}

describe('campaign content agrees with the catalogue', () => {
  const quizzes = campaigns.campaigns.filter((c) => c.data.quiz);
  it('has quizzes to check', () => expect(quizzes.length).toBeGreaterThan(0));

  for (const campaign of quizzes) {
    for (const result of campaign.data.quiz!.results) {
      for (const locale of locales) {
        it(`${campaign.slug} result ${result.code} (${locale}) names only the product's notes`, () => {
          expect(products.has(result.code)).toBe(true);
          const notes = notesOf(result.code, locale);
          expect(result.texts[locale].ingredients.filter((i) => !notes.includes(i.toLowerCase())), `notes: ${notes.join(', ')}`).toEqual([]);
        });
      }
    }
  }

  for (const campaign of campaigns.campaigns.filter((c) => c.data.giveaway?.prizeValueHkd && c.data.quiz)) {
    it(`${campaign.slug}: the giveaway's value is the catalogue price of the size it names`, () => {
      const giveaway = campaign.data.giveaway!;
      const size = /(\d+)\s*ml/i.exec(giveaway.texts.en.prize)?.[1];
      expect(size, giveaway.texts.en.prize).toBeDefined();
      expect(giveaway.texts['zh-Hant'].prize).toContain(`${size}ml`);
      for (const result of campaign.data.quiz!.results) {
        const variant = products.get(result.code)?.variants.find((v) => v.size === `${size}ml`);
        expect(variant?.price, `${result.code} ${size}ml`).toBe(giveaway.prizeValueHkd);
      }
    });
  }
});
