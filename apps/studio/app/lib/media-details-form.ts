import { z } from 'zod';
import { mediaAltSchema } from '@oriel/contracts/media';

/**
 * A photograph's details as its form posts them (alt texts; the focal point in per cent): one
 * schema, checked in the browser (react-hook-form) and again in the action before the data
 * service, whose own rules (`mediaAltSchema`) it reuses, so all three agree.
 */
const percent = z.coerce.number().min(0, 'From 0 to 100 %.').max(100, 'From 0 to 100 %.');

export const mediaDetailsFormSchema = z.object({
  altEn: mediaAltSchema.shape.en.max(300, 'Too long: at most 300 characters. Shorten it.'),
  altZhHant: mediaAltSchema.shape['zh-Hant'].max(300, 'Too long: at most 300 characters. Shorten it.'),
  focusX: percent,
  focusY: percent,
});
export type MediaDetailsForm = z.input<typeof mediaDetailsFormSchema>;

/** The details as the form shows them: alt texts, and the focal point in whole per cent. */
export function mediaDetailsFormValues(asset: { alt: { en: string; 'zh-Hant': string }; focus: { x: number; y: number } }): Record<'altEn' | 'altZhHant' | 'focusX' | 'focusY', string> {
  return { altEn: asset.alt.en, altZhHant: asset.alt['zh-Hant'], focusX: String(Math.round(asset.focus.x * 100)), focusY: String(Math.round(asset.focus.y * 100)) };
}
