import { z } from 'zod';
import { newSlotInputSchema, quotaInputSchema } from '@oriel/contracts/campaign-ops';

/**
 * The slots page's forms (a slot's quota, a new slot) as they post: the data service's own rules
 * (`@oriel/contracts/campaign-ops`), checked in the browser (react-hook-form) and in the action
 * first. A field left empty is asked for, never read as 0.
 */
const filledIn = (message: string) => z.string().trim().min(1, message);
/** The data service's number rule (it coerces whatever it is sent) over the form's text. */
const fromText = (rule: z.ZodType<number, unknown>) => rule as z.ZodType<number, string>;

export const quotaFormSchema = z.object({ quota: filledIn('Enter a quota.').pipe(fromText(quotaInputSchema.shape.quota)) });
export type QuotaForm = z.input<typeof quotaFormSchema>;

export const newSlotFormSchema = newSlotInputSchema.extend({
  minutes: filledIn('Enter how many minutes the slot lasts.').pipe(fromText(newSlotInputSchema.shape.minutes)),
  quota: filledIn('Enter a quota.').pipe(fromText(quotaInputSchema.shape.quota)),
});
export type NewSlotForm = z.input<typeof newSlotFormSchema>;
