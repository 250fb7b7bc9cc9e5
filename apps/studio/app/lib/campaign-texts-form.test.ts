import { describe, expect, it } from 'vitest';
import type { CampaignTexts } from '@oriel/contracts/campaign-texts';
import { campaignTextFields, checkTexts, fieldValue, missingCampaignTranslations, textsFromForm } from './campaign-texts-form';

const en: CampaignTexts = {
  title: 'Palais Royal Gardens',
  kicker: 'Pop-up',
  summary: 'A garden in Causeway Bay.',
  body: ['First paragraph.', 'Second paragraph.'],
  facts: [{ label: 'Fee', value: 'HK$480' }],
  thankYou: { headline: 'See you in the garden', body: ['Thank you.'] },
};

/** The form as the Texts tab draws it, for one locale. */
function formOf(texts: CampaignTexts, locale: 'en' | 'zh-Hant'): [string, string][] {
  return campaignTextFields({ en: texts }).map((f) => [`${locale}.${f.path}`, fieldValue(texts, f.path)]);
}

describe('campaign texts in the studio (decision 209)', () => {
  it('reads back from the form exactly the texts it was drawn from, paragraphs split at blank lines', () => {
    expect(textsFromForm(formOf(en, 'en'), 'en')).toEqual(en);
    expect(fieldValue(en, 'body')).toBe('First paragraph.\n\nSecond paragraph.');
  });

  it('checks with the data service schema: an empty Chinese text is a missing translation, named by its field', () => {
    const zh = textsFromForm(formOf({ ...en, title: '皇家宮殿花園' }, 'zh-Hant').map(([n, v]) => (n === 'zh-Hant.kicker' || n === 'zh-Hant.thankYou.body' ? [n, ''] : [n, v])), 'zh-Hant');
    const result = checkTexts(zh, 'zh-Hant');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues).toEqual([
      { path: 'zh-Hant.kicker', message: 'Translation missing: write the Chinese text.' },
      { path: 'zh-Hant.thankYou.body', message: 'Translation missing: write the Chinese text.' },
    ]);
    expect(checkTexts(textsFromForm(formOf(en, 'en'), 'en'), 'en')).toEqual({ ok: true, texts: en });
  });

  it('flags the Chinese texts English has and Chinese lacks', () => {
    const zh = { ...en, title: '皇家宮殿花園', facts: [] };
    expect(missingCampaignTranslations({ en, 'zh-Hant': zh }, campaignTextFields({ en, 'zh-Hant': zh }))).toEqual(['facts.0.label', 'facts.0.value']);
  });
});
