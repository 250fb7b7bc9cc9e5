import { z } from 'zod';

/**
 * A campaign's texts in one locale: one schema for the data service (the campaign files,
 * apps/api/src/campaigns/content-schema.ts, and `updateCampaignTexts`) and the studio's Texts tab,
 * so a text the studio accepts is one the data service stores.
 */
export const campaignText = z.string().trim().min(1).max(2000);
export const campaignParagraphs = z.array(campaignText).min(1).max(8);

export const campaignTextsSchema = z.strictObject({
  title: campaignText,
  kicker: campaignText,
  summary: campaignText,
  body: campaignParagraphs,
  facts: z.array(z.strictObject({ label: campaignText, value: campaignText })).max(8),
  edm: z.strictObject({ headline: campaignText, body: campaignParagraphs, cta: campaignText }).optional(),
  thankYou: z.strictObject({ headline: campaignText, body: campaignParagraphs }),
});
export type CampaignTexts = z.infer<typeof campaignTextsSchema>;
