import { describe, expect, it } from 'vitest';
import { labelOfPath, limitOf, messageForPeople, summaryOfIssues } from './field-labels';

describe('field labels and messages for people', () => {
  it('names fields by their label and language, counting from one', () => {
    expect(labelOfPath('en.description')).toBe('Description (English)');
    expect(labelOfPath('zh-Hant.notes.top')).toBe('Notes: Top notes (Chinese)');
    expect(labelOfPath('images.0')).toBe('Image 1');
    expect(labelOfPath('related.1')).toBe('Related product 2');
    expect(labelOfPath('variants.0.price')).toBe('Size and price 1: Price (HK$)');
  });

  it('says a broken reference without file paths or keys, with the action to take', () => {
    expect(messageForPeople('no product "point-du-jour"')).toBe('There is no product “point-du-jour”. Choose a product from the list.');
    expect(messageForPeople('no image (run tools/media/generate.mjs) "uploads/abc"')).toBe('There is no image “uploads/abc”. Choose an image from the library.');
    expect(summaryOfIssues([{ path: 'related.1', message: 'no product "point-du-jour"' }])).toBe('Related product 2: There is no product “point-du-jour”. Choose a product from the list.');
    for (const text of [summaryOfIssues([{ path: 'images.0', message: 'no image (run tools/media/generate.mjs) "x"' }])]) {
      expect(text).not.toMatch(/content\/|\.yaml|images\.0|tools\//);
    }
  });

  it('gives the length limits from the schema', () => {
    expect(limitOf('en.name')).toBe(80);
    expect(limitOf('zh-Hant.notes.top')).toBe(200);
    expect(limitOf('variants.0.sku')).toBeUndefined();
    expect(messageForPeople('must be at most 80 characters')).toBe('Too long: at most 80 characters. Shorten it.');
  });
});
