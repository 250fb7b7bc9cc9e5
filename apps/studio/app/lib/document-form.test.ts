import { describe, expect, it } from 'vitest';
import { compareDocuments, documentFromForm, fieldErrorsOf } from './document-form';

const product = {
  slug: 'l-eau',
  variants: [{ size: '50ml', price: 900, sku: 'A-50' }],
  en: { name: "L'eau", description: 'Fresh.', details: ['One', 'Two'], notes: { top: 'Lemon', heart: 'Rose', base: 'Musk' } },
  'zh-Hant': { name: '水', description: '清新。', notes: { top: '檸檬', heart: '玫瑰', base: '麝香' } },
};

describe('documentFromForm', () => {
  it('writes texts, numbers and lists back into the document at their paths', () => {
    const doc = documentFromForm(product, [
      ['en.name', "L'eau"],
      ['en.description', 'Fresher.'],
      ['list:en.details', 'One\r\nTwo\n\nThree'],
      ['en.notes.top', 'Lime'],
      ['en.notes.heart', 'Rose'],
      ['en.notes.base', 'Musk'],
      ['zh-Hant.name', '水'],
      ['zh-Hant.description', '更清新。'],
      ['num:variants.0.price', '950'],
      ['intent', 'save'],
    ]);
    expect(doc.en).toEqual({ name: "L'eau", description: 'Fresher.', details: ['One', 'Two', 'Three'], notes: { top: 'Lime', heart: 'Rose', base: 'Musk' } });
    expect((doc.variants as { price: number }[])[0]!.price).toBe(950);
    expect(doc['zh-Hant']).toEqual({ name: '水', description: '更清新。' });
    expect(doc).not.toHaveProperty('intent');
  });

  it('drops a cleared Chinese text (it becomes a missing translation), never stores it empty', () => {
    const doc = documentFromForm(product, [
      ['en.name', "L'eau"],
      ['zh-Hant.name', ''],
      ['zh-Hant.notes.top', ''],
      ['zh-Hant.notes.heart', ''],
      ['zh-Hant.notes.base', ''],
    ]);
    expect(doc).not.toHaveProperty('zh-Hant');
  });
});

describe('documentFromForm, types without texts of their own and items with texts', () => {
  it('keeps the new-arrivals list free of an `en` it does not have (its schema is strict)', () => {
    const doc = documentFromForm({ products: ['a', 'b'] }, [['list:products', 'b\na\nc']]);
    expect(doc).toEqual({ products: ['b', 'a', 'c'] });
  });

  it('drops a cleared Chinese sub-category name, so it is flagged missing rather than stored empty', () => {
    const category = { slug: 'lips', subCategories: [{ slug: 'lipstick', en: { name: 'Lipstick' }, 'zh-Hant': { name: '唇膏' } }], en: { name: 'Lips' } };
    const doc = documentFromForm(category, [
      ['en.name', 'Lips'],
      ['subCategories.0.en.name', 'Lip colour'],
      ['subCategories.0.zh-Hant.name', ''],
    ]);
    expect(doc.subCategories).toEqual([{ slug: 'lipstick', en: { name: 'Lip colour' } }]);
  });
});

describe('compareDocuments', () => {
  it('lists the fields that differ, with both values', () => {
    const changed = { ...product, en: { ...product.en, description: 'Fresher.' } };
    expect(compareDocuments(product, changed)).toEqual([{ path: 'en.description', before: 'Fresh.', after: 'Fresher.' }]);
  });
});

describe('rich text fields (decision 208)', () => {
  it('reads the blocks of a rich-text editor posted as JSON, and drops a Chinese body left empty', () => {
    const base = { slug: 'x', en: { title: 'T', body: [{ type: 'paragraph', text: 'Old' }] }, 'zh-Hant': { title: '題', body: [{ type: 'paragraph', text: '舊' }] } };
    const document = documentFromForm(base, [
      ['en.title', 'T'],
      ['json:en.body', JSON.stringify([{ type: 'heading', text: 'New' }, { type: 'paragraph', text: 'Words' }])],
      ['zh-Hant.title', '題'],
      ['json:zh-Hant.body', '[]'],
    ]);
    expect(document.en).toEqual({ title: 'T', body: [{ type: 'heading', text: 'New' }, { type: 'paragraph', text: 'Words' }] });
    expect(document['zh-Hant']).toEqual({ title: '題' });
  });
});

describe('fieldErrorsOf', () => {
  const names = ['en.name', 'zh-Hant.name', 'num:variants.0.price', 'list:images', 'json:en.body', '_scheduleAt'];

  it('puts each issue on the field of its path, whatever the field is read as', () => {
    expect(fieldErrorsOf(names, [{ path: 'num:variants.0.price'.slice(4), message: 'Too big' }, { path: '_scheduleAt', message: 'Choose a date and time' }])).toEqual({
      'num:variants.0.price': 'Too big',
      _scheduleAt: 'Choose a date and time',
    });
  });

  it('puts an issue inside a field (a rich text block, a list item) on that field, named by its label', () => {
    const errors = fieldErrorsOf(names, [{ path: 'en.body.2.text', message: 'Too long' }, { path: 'images.0', message: 'No such photograph' }]);
    expect(Object.keys(errors)).toEqual(['json:en.body', 'list:images']);
    expect(errors['json:en.body']).toMatch(/: Too long$/);
  });

  it('keeps the first message of a field and leaves issues of no field of the form to the summary', () => {
    expect(fieldErrorsOf(names, [{ path: 'en.name', message: 'First' }, { path: 'en.name', message: 'Second' }, { path: 'slug', message: 'Fixed' }])).toEqual({ 'en.name': 'First' });
  });
});
