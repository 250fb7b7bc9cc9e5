import { describe, expect, it } from 'vitest';
import { conflictRows, mergeDocuments, staleConflictOf } from './merge';

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

  it('does not list a rich text nobody changed because the database stored its blocks\' keys in another order', () => {
    const body = [{ type: 'paragraph', text: 'The storm glass clouds before the wind.' }];
    const stored = [{ text: 'The storm glass clouds before the wind.', type: 'paragraph' }];
    const base = { slug: 'storm', en: { title: 'Storm glass', body } };
    const theirs = { slug: 'storm', en: { title: 'Their title', body: stored } };
    const mine = { slug: 'storm', en: { title: 'My title', body } };
    expect(conflictRows(base, mine, theirs).map((r) => [r.label, r.changedBy])).toEqual([['Title (English)', 'both']]);
  });

  it('merges a rich text or any list as a whole, never item by item, so nothing is lost or repeated', () => {
    const paragraph = (text: string) => ({ type: 'paragraph', text });
    const story = { slug: 's', en: { title: 'Storm glass', body: [paragraph('First.'), paragraph('Second.')] } };
    // Ana adds an opening paragraph; Ben adds a sentence to the second.
    const theirs = { ...story, en: { ...story.en, body: [paragraph('Opening.'), paragraph('First.'), paragraph('Second.')] } };
    const mine = { ...story, en: { ...story.en, body: [paragraph('First.'), paragraph('Second, and more.')] } };
    const rows = conflictRows(story, mine, theirs);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ path: 'en.body', changedBy: 'both', pick: 'mine', mine: 'First.\nSecond, and more.', theirs: 'Opening.\nFirst.\nSecond.' });
    expect((mergeDocuments(theirs, mine, { 'en.body': 'mine' }, story).en as typeof story.en).body).toEqual(mine.en.body);
    expect((mergeDocuments(theirs, mine, { 'en.body': 'theirs' }, story).en as typeof story.en).body).toEqual(theirs.en.body);
  });

  it('keeps what the person typed after the comparison was shown, in fields it did not list', () => {
    const both = { ...opened, 'zh-Hant': { name: '清晨', description: '第一瓶。' } };
    const theirs = { ...both, en: { ...both.en, description: 'Their new description.' } };
    const mineThen = { ...both, en: { ...both.en, subtitle: 'My new subtitle' } };
    const rows = conflictRows(both, mineThen, theirs);
    expect(rows.map((r) => r.path)).toEqual(['en.description', 'en.subtitle']);
    // Meanwhile the Chinese description is corrected in the form; the merge posts the form as it is now.
    const mineNow = { ...mineThen, 'zh-Hant': { ...mineThen['zh-Hant'], description: '第一支香水瓶。' } };
    const merged = mergeDocuments(theirs, mineNow, Object.fromEntries(rows.map((r) => [r.path, r.pick])), both);
    expect(merged).toEqual({ ...both, en: { ...both.en, description: 'Their new description.', subtitle: 'My new subtitle' }, 'zh-Hant': { name: '清晨', description: '第一支香水瓶。' } });
  });

  it('reads the data service\'s refusal of a stale save the same way for every form, in the form\'s own words', () => {
    const details = { alt: { en: 'A flacon', 'zh-Hant': '香水瓶' }, focus: { x: 50, y: 50 } };
    const answer = {
      status: 409,
      error: { message: 'Changed by Leo at 14:02 since you opened it.', details: { code: 'stale', by: 'Leo', at: '2026-11-27T06:02:00.000Z', version: 4, current: { alt: { en: "Leo's words", 'zh-Hant': '香水瓶' }, focus: { x: 0.5, y: 0.5 } } } },
    };
    const mine = { ...details, alt: { ...details.alt, 'zh-Hant': '米雅的描述' } };
    const labels: Record<string, string> = { 'alt.en': 'Alt text (English)', 'alt.zh-Hant': 'Alt text (Traditional Chinese)' };
    const toPercent = (current: unknown) => {
      const c = current as typeof details;
      return { alt: c.alt, focus: { x: c.focus.x * 100, y: c.focus.y * 100 } };
    };
    const conflict = staleConflictOf(answer, details, mine, (path) => labels[path] ?? path, toPercent);
    expect(conflict).toMatchObject({ by: 'Leo', version: 4 });
    expect(conflict!.rows.map((r) => [r.label, r.changedBy, r.pick])).toEqual([
      ['Alt text (English)', 'them', 'theirs'],
      ['Alt text (Traditional Chinese)', 'me', 'mine'],
    ]);
    // Any other refusal is not a conflict: the form shows its message instead.
    expect(staleConflictOf({ status: 409, error: { message: 'Already booked', details: { code: 'studio' } } }, details, mine)).toBeUndefined();
    expect(staleConflictOf({ status: 400, error: { message: 'Bad', details: { code: 'stale' } } }, details, mine)).toBeUndefined();
  });
});
