import { describe, expect, it } from 'vitest';
import { type CampaignDefinition, campaignFormSchema, definitionFromForm, emptyCampaignForm, formFieldOf, formFromDefinition, sessionDates, valuesFromFormData } from './campaign-form';

const filled = () => {
  const v = emptyCampaignForm();
  Object.assign(v, { slug: 'autumn-atelier', opensAt: '2027-10-01T10:00', closesAt: '2027-10-31T20:00', retentionUntil: '2028-03-31', statementVersion: '2027.1', kind: 'workshop', feeHkd: '380' });
  v.sessions = [{ location: 'central', from: '2027-10-02', to: '2027-10-30', weekdays: ['6'], times: '12:00, 15:00', minutes: '60', quota: '8' }];
  for (const locale of ['en', 'zh-Hant'] as const) Object.assign(v.texts[locale], { title: 'T', kicker: 'K', summary: 'S', body: 'One.\n\nTwo.', thankYouHeadline: 'H', thankYouBody: 'B' });
  return v;
};

describe('the campaign form', () => {
  it('turns its values into a campaign definition in Hong Kong time, and back', () => {
    const { definition } = definitionFromForm(campaignFormSchema.parse(filled()));
    expect(definition.opensAt).toBe('2027-10-01T10:00:00+08:00');
    expect(definition.registration?.locations).toEqual([{ code: 'central', schedule: [{ from: '2027-10-02', to: '2027-10-30', weekdays: [6], times: ['12:00', '15:00'], minutes: 60, quota: 8 }] }]);
    expect(definition.texts.en.body).toEqual(['One.', 'Two.']);
    const back = formFromDefinition(definition as CampaignDefinition);
    expect(back.sessions).toEqual(filled().sessions);
    expect(back.slug).toBe('');
  });

  it('reads listed dates back as a run of weekdays when they are one', () => {
    const { definition } = definitionFromForm(campaignFormSchema.parse(filled()));
    const listed = { ...definition, registration: { ...definition.registration!, locations: [{ code: 'central', schedule: [{ dates: sessionDates({ from: '2027-10-02', to: '2027-10-30', weekdays: ['6'] }), times: ['12:00'], minutes: 60, quota: 8 }] }] } };
    expect(formFromDefinition(listed).sessions).toEqual([{ location: 'central', from: '2027-10-02', to: '2027-10-30', weekdays: ['6'], times: '12:00', minutes: '60', quota: '8' }]);
  });

  it('refuses colours that do not reach a 4.5:1 contrast, at the accent field', () => {
    const result = campaignFormSchema.safeParse({ ...filled(), accent: '#b0a090', ground: '#f4efe6' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path.join('.') === 'accent')?.message).toMatch(/needs a contrast of 4.5:1; this is 2\.2\d:1/);
  });

  it('names the form field of a refusal by the data service, session rows included', () => {
    const v = filled();
    v.sessions.push({ ...v.sessions[0]!, location: 'tsim-sha-tsui' }, { ...v.sessions[0]!, times: '18:00' });
    const { sessionRows } = definitionFromForm(campaignFormSchema.parse(v));
    expect(formFieldOf('registration.locations.0.schedule.1.quota', sessionRows)).toBe('sessions.2.quota');
    expect(formFieldOf('registration.locations.1.schedule.0.dates', sessionRows)).toBe('sessions.1.from');
    expect(formFieldOf('texts.zh-Hant.body.1', sessionRows)).toBe('texts.zh-Hant.body');
    expect(formFieldOf('giveaway.licenceNumber', sessionRows)).toBe('licenceNumber');
    expect(formFieldOf('quiz', sessionRows)).toBeNull();
  });

  it('reads a posted form (JavaScript off) as the same values', () => {
    const form = new FormData();
    form.append('slug', 'x');
    form.append('sessions.0.weekdays', '0');
    form.append('sessions.0.weekdays', '6');
    form.append('texts.zh-Hant.title', '標題');
    form.append('edm', 'on');
    expect(valuesFromFormData(form)).toEqual({ slug: 'x', sessions: [{ weekdays: ['0', '6'] }], texts: { 'zh-Hant': { title: '標題' } }, edm: 'on' });
  });
});
