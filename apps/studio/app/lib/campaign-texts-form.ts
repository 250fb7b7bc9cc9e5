import { type CampaignTexts, campaignTextsSchema } from '@oriel/contracts/campaign-texts';

/**
 * A campaign's texts as form fields and back (the studio's Texts tab). Field names
 * are `<locale>.<path>`: `zh-Hant.title`, `en.body` (paragraphs, a blank line between two),
 * `en.facts.2.label`, `en.thankYou.headline`. Checked with the schema the data service stores them
 * with (libs/contracts/src/campaign-texts.ts); a Chinese text left empty is a missing translation.
 */
export type CampaignLocale = 'en' | 'zh-Hant';
export const campaignLocales: CampaignLocale[] = ['en', 'zh-Hant'];
export type TextIssue = { path: string; message: string };

/** The texts a tab shows, in order: label, path, paragraphs or one line. */
export interface TextFieldSpec {
  path: string;
  label: string;
  paragraphs?: boolean;
  long?: boolean;
}

export function campaignTextFields(texts: Partial<Record<CampaignLocale, CampaignTexts>>): TextFieldSpec[] {
  const factCount = Math.min(8, Math.max(texts.en?.facts.length ?? 0, texts['zh-Hant']?.facts.length ?? 0));
  const hasEdm = Boolean(texts.en?.edm ?? texts['zh-Hant']?.edm);
  return [
    { path: 'title', label: 'Title' },
    { path: 'kicker', label: 'Kicker' },
    { path: 'summary', label: 'Summary', long: true },
    { path: 'body', label: 'Body', paragraphs: true },
    ...Array.from({ length: factCount }, (_, i) => [
      { path: `facts.${i}.label`, label: `Fact ${i + 1}: label` },
      { path: `facts.${i}.value`, label: `Fact ${i + 1}: value` },
    ]).flat(),
    ...(hasEdm
      ? [
          { path: 'edm.headline', label: 'Email: headline' },
          { path: 'edm.body', label: 'Email: body', paragraphs: true },
          { path: 'edm.cta', label: 'Email: button' },
        ]
      : []),
    { path: 'thankYou.headline', label: 'Thank-you page: headline' },
    { path: 'thankYou.body', label: 'Thank-you page: body', paragraphs: true },
  ];
}

/** The value of a field for the form: paragraphs separated by a blank line. */
export function fieldValue(texts: CampaignTexts | undefined, path: string): string {
  let node: unknown = texts;
  for (const key of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  if (Array.isArray(node)) return node.join('\n\n');
  return typeof node === 'string' ? node : '';
}

const paragraphsOf = (raw: string) => raw.replace(/\r\n/g, '\n').split(/\n\s*\n/).map((p) => p.replace(/\s*\n\s*/g, ' ').trim()).filter(Boolean);

/** One locale's texts from the posted form; facts with neither label nor value are dropped. */
export function textsFromForm(form: FormData | Iterable<[string, FormDataEntryValue]>, locale: CampaignLocale): Record<string, unknown> {
  const get = (path: string) => {
    for (const [name, value] of form as Iterable<[string, FormDataEntryValue]>) if (name === `${locale}.${path}`) return typeof value === 'string' ? value.trim() : '';
    return undefined;
  };
  const texts: Record<string, unknown> = { title: get('title') ?? '', kicker: get('kicker') ?? '', summary: get('summary') ?? '', body: paragraphsOf(get('body') ?? '') };
  const facts: { label: string; value: string }[] = [];
  for (let i = 0; i < 8; i++) {
    const label = get(`facts.${i}.label`);
    const value = get(`facts.${i}.value`);
    if (label === undefined && value === undefined) break;
    if (label || value) facts.push({ label: label ?? '', value: value ?? '' });
  }
  texts.facts = facts;
  const edmHeadline = get('edm.headline');
  if (edmHeadline !== undefined) texts.edm = { headline: edmHeadline, body: paragraphsOf(get('edm.body') ?? ''), cta: get('edm.cta') ?? '' };
  texts.thankYou = { headline: get('thankYou.headline') ?? '', body: paragraphsOf(get('thankYou.body') ?? '') };
  return texts;
}

/** The schema's verdict, with paths as the form names them; an empty Chinese text is a missing translation. */
export function checkTexts(texts: Record<string, unknown>, locale: CampaignLocale): { ok: true; texts: CampaignTexts } | { ok: false; issues: TextIssue[] } {
  const parsed = campaignTextsSchema.safeParse(texts);
  if (parsed.success) return { ok: true, texts: parsed.data };
  const issues = parsed.error.issues.map((issue) => {
    // A paragraph's issue is the field's (`body.1` -> `body`).
    const path = issue.path.filter((p, i, all) => !(typeof p === 'number' && i === all.length - 1 && ['body'].includes(String(all[i - 1])))).map(String).join('.');
    const empty = issue.code === 'too_small';
    return { path: `${locale}.${path}`, message: empty ? (locale === 'zh-Hant' ? 'Translation missing: write the Chinese text.' : 'Write this text.') : issue.message };
  });
  return { ok: false, issues: issues.filter((i, n) => issues.findIndex((j) => j.path === i.path) === n) };
}

/** The paths (without locale) the Chinese side lacks while English has them. */
export function missingCampaignTranslations(texts: Partial<Record<CampaignLocale, CampaignTexts>>, fields: TextFieldSpec[]): string[] {
  return fields.filter((f) => fieldValue(texts.en, f.path) !== '' && fieldValue(texts['zh-Hant'], f.path) === '').map((f) => f.path);
}

/** Every issue of the posted texts in both languages (what the action refuses before the data service). */
export function issuesOfPostedTexts(form: Iterable<[string, FormDataEntryValue]>): TextIssue[] {
  const entries = [...form];
  return campaignLocales.flatMap((locale) => {
    const result = checkTexts(textsFromForm(entries, locale), locale);
    return result.ok ? [] : result.issues;
  });
}

/** Issues by the field that shows them (a field's own, or one inside it, as a paragraph of its body), the first of each. */
export function textErrorsByField(names: readonly string[], issues: readonly TextIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const name of names) {
    const issue = issues.find((i) => i.path === name || i.path.startsWith(`${name}.`));
    if (issue) errors[name] = issue.message;
  }
  for (const issue of issues) if (!names.some((n) => n in errors && (issue.path === n || issue.path.startsWith(`${n}.`))) && !(issue.path in errors)) errors[issue.path] = issue.message;
  return errors;
}
