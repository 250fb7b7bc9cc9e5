// The Traditional Chinese of the site keeps one name for one thing and one typography
// (docs/glossary.md). This test reads the glossary's "Rejected" column, so the document and the
// check cannot drift apart, and runs over every zh-Hant message, every zh-Hant content text and the
// Chinese the data service writes itself (booking SMS and e-mails, one-time codes).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MessageFormatElement, TYPE, type parse } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import { parse as parseYaml } from 'yaml';

// The build aliases the ICU parser away (messages ship compiled); this test parses the sources, so
// it loads the real parser through Node, as scripts/compile-messages.mjs does.
const { parse: parseIcu } = createRequire(import.meta.url)('@formatjs/icu-messageformat-parser') as { parse: typeof parse };

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

interface Text {
  /** Where the text lives, for the failure message: file and key. */
  where: string;
  text: string;
}

/** The rejected variants of docs/glossary.md: `literal` or `/regular expression/` in the third column. */
export function rejectedVariants(markdown: string): { term: string; pattern: RegExp; source: string }[] {
  const variants: { term: string; pattern: RegExp; source: string }[] = [];
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|') || line.startsWith('|---')) continue;
    const cells = line.split('|').map((c) => c.trim());
    const [term = '', , rejected] = cells.slice(1);
    if (!rejected || term === 'English') continue;
    for (const [, code = ''] of rejected.matchAll(/`([^`]+)`/g)) {
      const regex = /^\/(.+)\/$/.exec(code);
      const pattern = regex?.[1] ? new RegExp(regex[1], 'u') : new RegExp(code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'u');
      variants.push({ term, pattern, source: code });
    }
  }
  return variants;
}

// What a placeholder becomes, so the typography is checked on the text a reader sees. "mixed"
// placeholders receive Chinese or Latin text (campaign titles, boutique names): the message must
// read well with both, so both are tried.
const latin = 'Le Perce-vent';
const chinese = '晨光系列';
const placeholderSamples: Record<string, string[]> = {
  brand: ['Maison Oriel'],
  email: ['enquiry@maison-oriel.example'],
  phone: ['+852 2602 0823'],
  destination: ['+852 9123 4567'],
  price: ['HK$480'],
  firstName: ['Siu Ling'],
  lastName: ['Lee'],
  name: [latin],
  title: [latin, chinese],
  // Quiz results are named by their product, French first (L’eau 清泉).
  product: [latin],
  collection: [chinese],
  summary: ['穿透風暴的一陣風：探索 Le Perce-vent。'],
  category: ['底妝'],
  section: ['香水'],
  salutation: ['太太'],
  tier: ['金卡'],
  date: ['2025年5月31日'],
  retentionDate: ['2025年11月30日'],
  version: ['2025.1'],
  url: ['https://www.maison-oriel.example/studio'],
  // What a visitor typed into the search field, shown in 「」.
  query: [latin, chinese],
  platform: ['Instagram'],
  // A boutique's opening and closing time today.
  opens: ['10:30'],
  closes: ['20:00'],
};
const perMessage: Record<string, Record<string, string[]>> = {
  'catalogue.discoverName': { name: [chinese] },
  // The registration dates of a campaign carry their time (apps/discovery-trial/app/components/state-notice.tsx).
  'campaigns.state.upcoming': { date: ['2025年10月9日（星期四）11:00'] },
  'campaigns.state.open': { date: ['2025年10月9日（星期四）11:00'] },
  // A giveaway's draw and claim days (apps/discovery-trial/app/components/giveaway.tsx).
  'campaigns.giveaway.draw': { date: ['2024年7月12日（星期五）'] },
  'campaigns.giveaway.claim': { date: ['2024年8月10日（星期六）'] },
  // A Latin surname brings its own space, a Chinese one is written close (member-card.tsx).
  'loyalty.member.greeting': { lastName: ['陳', 'Lee '] },
  'pages.titleParts': { name: [latin, '唇膏'], parent: [chinese] },
  'catalogue.boutique.mapLabel': { name: ['Maison Oriel 中環店', '皇家宮殿花園期間限定店'] },
  // A masked number or address (apps/api/src/bookings/service.ts).
  'bookings.sent.message': { to: ['+852 •••• 4567', 'm•••@example.com'] },
  // The moment a studio preview shows, Hong Kong time (libs/ui/src/preview-bar/preview-bar.tsx).
  'preview.moment': { moment: ['2026年11月27日 14:02'] },
  // The session of a booking about to be cancelled (formatSession, apps/discovery-trial/app/routes/campaign-booking.tsx).
  'bookings.cancel.confirm': { when: ['2025年5月2日（星期五）17:15–18:00'] },
};
const numeric = /^(count|seconds|minutes|num|max|n|total|days|needed|points|threshold|year|volume|value|fee|status|number|shown|age|winners)$/;

function samplesFor(id: string, name: string): string[] {
  const sample = perMessage[id]?.[name] ?? placeholderSamples[name] ?? (numeric.test(name) ? ['9'] : undefined);
  if (!sample) throw new Error(`${id}: say in glossary.test.ts what the placeholder {${name}} receives (Latin, Chinese or a number)`);
  return sample;
}

/** Every text a message can show: one per combination of plural/select branch and placeholder sample. */
function renderings(id: string, elements: MessageFormatElement[]): string[] {
  let texts = [''];
  const append = (options: string[]) => {
    texts = texts.flatMap((t) => options.map((o) => t + o));
  };
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        append([element.value]);
        break;
      case TYPE.pound:
        append(['9']);
        break;
      case TYPE.argument:
        append(samplesFor(id, element.value));
        break;
      case TYPE.number:
        append(['9']);
        break;
      case TYPE.date:
      case TYPE.time:
        append(['2025年5月31日']);
        break;
      case TYPE.plural:
      case TYPE.select:
        append(Object.values(element.options).flatMap((o) => renderings(id, o.value)));
        break;
      case TYPE.tag:
        // <h> and <p> are blocks (a heading, a paragraph): what is around them is not the same line.
        append(renderings(id, element.children).map((t) => (['h', 'p'].includes(element.value) ? `\n${t}\n` : t)));
        break;
    }
  }
  return texts;
}

function zhMessages(): { id: string; where: string; source: string; texts: string[] }[] {
  const dir = join(root, 'libs/i18n/src/messages/zh-Hant');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((file) =>
      Object.entries(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>).map(([id, source]) => ({
        id,
        where: `zh-Hant/${file}: ${id}`,
        source,
        texts: renderings(id, parseIcu(source)),
      })),
    );
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'media' ? [] : files(path);
    return /\.(ya?ml|json)$/.test(name) ? [path] : [];
  });
}

/** The strings under any `zh-Hant` key of the content files, `{brand}` filled in as the loader does. */
function zhContent(): Text[] {
  const texts: Text[] = [];
  const walk = (value: unknown, path: string, inChinese: boolean, file: string) => {
    if (typeof value === 'string') {
      if (inChinese) texts.push({ where: `${file}: ${path}`, text: value.replaceAll('{brand}', 'Maison Oriel') });
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, `${path}.${i}`, inChinese, file));
    } else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) walk(v, path ? `${path}.${key}` : key, inChinese || key === 'zh-Hant', file);
    }
  };
  for (const path of files(join(root, 'content'))) {
    const source = readFileSync(path, 'utf8');
    walk(path.endsWith('.json') ? JSON.parse(source) : parseYaml(source), '', false, relative(root, path));
  }
  return texts;
}

// The data service writes its SMS and e-mails itself (apps/api/src/**/texts.ts, the one-time codes
// of apps/api/src/otp/transports.ts). Their Chinese is read from the source: every string or
// template literal with a Chinese character, each `${…}` replaced by what it holds, both branches
// of a `? :` tried.
const apiTextFiles = (): string[] => {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name === 'texts.ts') found.push(path);
    }
  };
  walk(join(root, 'apps/api/src'));
  return [...found, join(root, 'apps/api/src/otp/transports.ts')];
};
const expressionSamples: Record<string, string[]> = {
  'brand.name': ['Maison Oriel'],
  title: [latin, chinese],
  'facts.campaignTitle': [latin, chinese],
  when: ['4月26日（六）12:00'],
  date: ['2025年4月26日（星期六）'],
  time: ['12:00–12:45'],
  place: ['中環專門店', '尖沙咀專門店（九龍尖沙咀廣東道33號2樓208號舖）'],
  ref: ['LEP-000123'],
  'facts.reference': ['LEP-000123'],
  'facts.feeHkd': ['480'],
  what: ['預約已確認'],
  link: ['https://www.maison-oriel.example/m/1aBcDeFgHiJkL'],
  tail: ['更改或取消：https://www.maison-oriel.example/m/1aBcDeFgHiJkL', ''],
  'facts.manageUrl': ['https://www.maison-oriel.example/tc/discovery-trial/le-perce-vent/booking/x'],
  'facts.bookAgainUrl': ['https://www.maison-oriel.example/tc/discovery-trial/le-perce-vent'],
  'facts.googleCalendarUrl': ['https://calendar.google.com/calendar/render'],
  'facts.locationName': ['中環專門店'],
  'facts.locationAddress': ['香港中環皇后大道中18號地下G12號舖'],
  code: ['123456'],
  validMinutes: ['3'],
};

function literalTexts(node: ts.Node, source: ts.SourceFile, where: string): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return literalTexts(node.expression, source, where);
  if (ts.isConditionalExpression(node)) return [...literalTexts(node.whenTrue, source, where), ...literalTexts(node.whenFalse, source, where)];
  if (ts.isTemplateExpression(node)) {
    let texts = [node.head.text];
    for (const span of node.templateSpans) {
      const inner = ts.isConditionalExpression(span.expression) || ts.isParenthesizedExpression(span.expression) ? literalTexts(span.expression, source, where) : undefined;
      const key = span.expression.getText(source);
      const values = inner ?? expressionSamples[key];
      if (!values) throw new Error(`${where}: say in glossary.test.ts what \${${key}} holds (Latin, Chinese or a number)`);
      texts = texts.flatMap((t) => values.map((v) => t + v + span.literal.text));
    }
    return texts;
  }
  // Another expression in a branch (a variable, a call): what it holds is checked where it is written.
  return [''];
}

function apiTexts(): Text[] {
  const texts: Text[] = [];
  for (const path of apiTextFiles()) {
    const where = relative(root, path);
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
        if (han.test(node.getText(source))) {
          const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
          for (const text of literalTexts(node, source, `${where}:${line}`)) if (han.test(text)) texts.push({ where: `${where}:${line}`, text });
        }
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return texts;
}

const han = /\p{Script=Han}/u;
const isHan = (c: string | undefined) => c !== undefined && han.test(c);
/** Fixed terms that break the spacing rule on purpose (docs/glossary.md, typography 1). */
const spacingExceptions = [/T字位/g];

/** Typography rules 1 to 4 of docs/glossary.md; returns what is wrong, empty when the text is right. */
export function typographyProblems(input: string): string[] {
  const problems: string[] = [];
  const text = spacingExceptions.reduce((t, e) => t.replace(e, '字字位'), input);
  // A token: a run of characters that are neither Han, nor space, nor Chinese punctuation.
  for (const match of text.matchAll(/[^\s\p{Script=Han}\u3000-\u303f\uff00-\uffef]+/gu)) {
    const token = match[0];
    const start = match.index;
    const end = start + token.length;
    if (/[A-Za-z:@+$]/.test(token)) {
      if (isHan(text[start - 1]) || isHan(text[end])) problems.push(`no space between Chinese and "${token}"`);
    } else if (/\d/.test(token)) {
      if ((text[start - 1] === ' ' && isHan(text[start - 2])) || (text[end] === ' ' && isHan(text[end + 1])))
        problems.push(`a space between Chinese and the numeral "${token}"`);
    }
  }
  if (/\d\s*(毫升|克)/u.test(text)) problems.push('毫升 or 克 after a number: write ml or g');
  if (/\d\s+(ml|g)\b/.test(text)) problems.push('a space between a number and ml or g');
  if (text.includes('裡')) problems.push('裡: write 裏');
  if (/(?<!顯)著(?!名|作)/u.test(text)) problems.push('著 as a particle: write 着');
  if (text.includes('|')) problems.push('the ASCII bar |: write ｜');
  if (/[！!]/.test(text)) problems.push('an exclamation mark: the house does not raise its voice');
  if (/(?<!…)…(?!…)|\.\.\./.test(text)) problems.push('an ellipsis: write ……');
  return problems;
}

/** Typography rule 9: an address is written solid, no space between Chinese and a number or a Latin name. */
export function addressProblems(text: string): string[] {
  return /\p{Script=Han} +[A-Za-z0-9]|[A-Za-z0-9] +\p{Script=Han}/u.test(text) ? [`an address with a space: write it solid`] : [];
}

const glossary = readFileSync(join(root, 'docs/glossary.md'), 'utf8');
const messages = zhMessages();
const dataService = apiTexts();
const texts: Text[] = [...messages.flatMap((m) => m.texts.map((text) => ({ where: m.where, text }))), ...zhContent(), ...dataService];
const isAddress = (t: Text) => /\.address$/.test(t.where);

describe('the zh-Hant glossary (docs/glossary.md)', () => {
  it('reads the rejected variants from the glossary and finds Chinese texts to check', () => {
    const variants = rejectedVariants(glossary);
    expect(variants.map((v) => v.source)).toEqual(expect.arrayContaining(['淡香精', '線上', '/兌換(?!現金)/']));
    expect(messages.length).toBeGreaterThan(300);
    expect(texts.filter((t) => t.where.startsWith('content/')).length).toBeGreaterThan(500);
    // The booking SMS and e-mails, and the one-time codes.
    expect(dataService.map((t) => t.where.split(':')[0])).toEqual(expect.arrayContaining(['apps/api/src/bookings/texts.ts', 'apps/api/src/otp/transports.ts']));
    expect(dataService.length).toBeGreaterThan(30);
  });

  it('uses no rejected variant in any zh-Hant message or content text', () => {
    const found = rejectedVariants(glossary).flatMap(({ term, pattern, source }) =>
      texts.filter((t) => pattern.test(t.text)).map((t) => `${t.where}: ${source} (write the term for "${term}"): ${t.text}`),
    );
    expect([...new Set(found)]).toEqual([]);
  });

  it('follows the typography rules everywhere', () => {
    // A shade number that opens a shade name keeps its space (「01 宮廷紅」).
    const checked = (t: Text) => (/variants\.\d+\.label/.test(t.where) ? t.text.replace(/^\d+ /, '') : t.text);
    const found = texts.flatMap((t) =>
      (isAddress(t) ? [...addressProblems(t.text), ...typographyProblems(t.text).filter((p) => !p.startsWith('no space'))] : typographyProblems(checked(t))).map(
        (p) => `${t.where}: ${p}: ${t.text}`,
      ),
    );
    expect([...new Set(found)]).toEqual([]);
  });

  it('joins the parts of a page title with the full-width bar', () => {
    const titles = messages.filter((m) => /(title|Title|Template)$/.test(m.id) && m.source.includes('{brand}') && m.source !== '{brand}');
    expect(titles.map((m) => m.id)).toEqual(expect.arrayContaining(['pages.titleTemplate', 'campaigns.metaTitle', 'home.title']));
    for (const m of titles) expect({ id: m.id, ok: m.source.includes('｜') && !/[·—]/.test(m.source) }).toEqual({ id: m.id, ok: true });
  });
});

describe('the typography check itself', () => {
  it('catches each kind of mistake and lets the right forms through', () => {
    expect(typographyProblems('探索Le Perce-vent')).toHaveLength(1);
    expect(typographyProblems('每位HK$480')).toHaveLength(1);
    expect(typographyProblems('45 分鐘')).toHaveLength(1);
    expect(typographyProblems('12 月 31 日')).toHaveLength(2);
    expect(typographyProblems('100 毫升')).toHaveLength(2);
    expect(typographyProblems('海裡')).toHaveLength(1);
    expect(typographyProblems('看著')).toHaveLength(1);
    expect(typographyProblems('私隱政策 | Maison Oriel')).toHaveLength(1);
    expect(typographyProblems('恭喜您！')).toHaveLength(1);
    expect(typographyProblems('發送中…')).toHaveLength(1);
    expect(typographyProblems('發送中...')).toHaveLength(1);
    expect(typographyProblems('發送中……')).toEqual([]);
    expect(addressProblems('香港中環皇后大道中18號地下 G12 號舖')).toHaveLength(1);
    expect(addressProblems('香港中環皇后大道中18號地下G12號舖')).toEqual([]);
    expect(addressProblems('新界元朗朗日路9號YOHO MALL形點I期1樓中庭')).toEqual([]);
    for (const right of ['探索 Le Perce-vent', '2024年9月1日 12:00–18:00', '每位 HK$480', 'Eau de Parfum，100ml', '著名', '以T字位為主', '第9題，共9題'])
      expect({ right, problems: typographyProblems(right) }).toEqual({ right, problems: [] });
  });
});
