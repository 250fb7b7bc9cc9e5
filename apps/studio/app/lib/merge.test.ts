import { describe, expect, it } from 'vitest';
import { conflictRows, mergeDocuments } from './merge';

const opened = { slug: 'l-eau', en: { name: "L'Eau", subtitle: 'Eau de parfum', description: 'The first glass.', details: ['100 ml'] } };

describe('merging after a refused save', () => {
  it('lists each field that differs, starting on the side that changed it', () => {
    const theirs = { ...opened, en: { ...opened.en, description: 'Their new description.' } };
    const mine = { ...opened, en: { ...opened.en, subtitle: 'My new subtitle' } };
    const rows = conflictRows(opened, mine, theirs);
    expect(rows.map((r) => [r.label, r.changedBy, r.pick])).toEqual([
      ['Description (English)', 'them', 'theirs'],
      ['Subtitle (English)', 'me', 'mine'],
    ]);
    // The default choices keep both people's work.
    const merged = mergeDocuments(theirs, mine, Object.fromEntries(rows.map((r) => [r.path, r.pick])));
    expect(merged.en).toEqual({ ...opened.en, description: 'Their new description.', subtitle: 'My new subtitle' });
  });

  it('lets the person keep their own text where both changed a field, or take the other', () => {
    const theirs = { ...opened, en: { ...opened.en, name: 'Their name' } };
    const mine = { ...opened, en: { ...opened.en, name: 'My name', details: ['100 ml', '50 ml'] } };
    const rows = conflictRows(opened, mine, theirs);
    expect(rows.find((r) => r.path === 'en.name')).toMatchObject({ changedBy: 'both', pick: 'mine', mine: 'My name', theirs: 'Their name' });
    expect((mergeDocuments(theirs, mine, { 'en.name': 'theirs', 'en.details': 'mine' }).en as typeof opened.en)).toMatchObject({ name: 'Their name', details: ['100 ml', '50 ml'] });
    expect((mergeDocuments(theirs, mine, { 'en.name': 'mine' }).en as typeof opened.en).name).toBe('My name');
  });
});
