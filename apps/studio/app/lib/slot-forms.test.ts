import { describe, expect, it } from 'vitest';
import { newSlotFormSchema, quotaFormSchema } from './slot-forms';

describe('the slots page forms', () => {
  it('asks for an empty quota instead of reading it as 0, and keeps the data service rules', () => {
    const empty = quotaFormSchema.safeParse({ quota: ' ' });
    expect(empty.success ? null : empty.error.issues.map((i) => i.message)).toEqual(['Enter a quota.']);
    const negative = quotaFormSchema.safeParse({ quota: '-1' });
    expect(negative.success ? null : negative.error.issues[0]!.message).toBe('A quota cannot be negative.');
    expect(quotaFormSchema.parse({ quota: '12' })).toEqual({ quota: 12 });
  });

  it('checks a new slot field by field as the data service does', () => {
    const result = newSlotFormSchema.safeParse({ location: '', date: '2025-04-20', time: '25:00', minutes: '', quota: '10' });
    expect(result.success ? null : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      location: 'Choose a location.',
      time: 'Use a time as HH:MM.',
      minutes: 'Enter how many minutes the slot lasts.',
    });
    expect(newSlotFormSchema.parse({ location: 'central', date: '2025-04-20', time: '10:30', minutes: '45', quota: '8' })).toEqual({ location: 'central', date: '2025-04-20', time: '10:30', minutes: 45, quota: 8 });
  });
});
