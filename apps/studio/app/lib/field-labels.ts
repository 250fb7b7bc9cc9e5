import { type LimitedText, textLimits } from '@oriel/contracts/content-files';
import type { FieldIssue } from '@oriel/contracts/studio';

/**
 * The studio's names for the fields of the content schema, as an editor knows them, and the
 * checks' messages said for people: "Related product 2: there is no product “point-du-jour”.
 * Choose one from the list." instead of `content/products/…yaml: related.1: no product …`.
 */

const keyLabels: Record<string, string> = {
  name: 'Name',
  subtitle: 'Subtitle',
  description: 'Description',
  details: 'Details',
  notes: 'Notes',
  top: 'Top notes',
  heart: 'Heart notes',
  base: 'Base notes',
  howToUse: 'How to use',
  ingredients: 'Ingredients',
  tagline: 'Tagline',
  intro: 'Introduction',
  story: 'Story',
  title: 'Title',
  kicker: 'Kicker (line above the title)',
  menuFeature: 'Menu picture (the header menu of this page’s section)',
  href: 'Link (a page of the site, or https://…)',
  links: 'Links',
  summary: 'Summary',
  body: 'Body',
  seoDescription: 'Description for search engines',
  sections: 'Section',
  heading: 'Heading',
  blocks: 'Part',
  address: 'Address',
  district: 'District',
  hours: 'Opening hours',
  note: 'Note',
  images: 'Image',
  related: 'Related product',
  relatedProducts: 'Related product',
  moods: 'Mood',
  tag: 'Tag',
  variants: 'Size and price',
  price: 'Price (HK$)',
  size: 'Size',
  sku: 'Stock code (SKU)',
  shade: 'Shade colour',
  label: 'Shade name',
  colour: 'Colour of the art',
  date: 'Date',
  position: 'Position in lists',
  heroImage: 'Main image',
  coverImage: 'Cover image',
  image: 'Image',
  products: 'Product',
  olfactoryFamily: 'Olfactory family',
  colourTone: 'Colour tone',
  collection: 'Collection',
  category: 'Category',
  subCategory: 'Sub-category',
  subCategories: 'Sub-category',
  line: 'Line',
  phone: 'Phone',
  mapUrl: 'Map link',
  opens: 'Opens on',
  closes: 'Closes on',
  openingHours: 'Opening hours (10:30-20:00 or closed)',
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
  status: 'Status',
  terms: 'Term',
  swatch: 'Swatch colour',
  updated: 'Last updated',
  facts: 'Facts',
  text: 'Text',
  items: 'List items',
  alt: 'Image description (alt text)',
  caption: 'Caption',
  cite: 'Source',
  anchor: 'Anchor',
  slug: 'Address (slug)',
  key: 'Key',
  kind: 'Kind',
  taxonomy: 'Facet',
};

/** A field's name for people: its label, or its key in words (`howToUse` → "How to use"). */
export function labelOfKey(key: string): string {
  return keyLabels[key] ?? key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase()).replace(/ (\w)/g, (_, c: string) => ` ${c.toLowerCase()}`);
}

const languages: Record<string, string> = { en: 'English', 'zh-Hant': 'Chinese' };

/** A field's place for people: `zh-Hant.notes.top` → "Top notes (Chinese)", `related.1` → "Related product 2". */
export function labelOfPath(path: string): string {
  if (path === '_scheduleAt') return 'Publish at';
  const parts = path.split('.').filter(Boolean);
  let language: string | null = null;
  const words: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (languages[part]) {
      language = languages[part]!;
      continue;
    }
    const next = parts[i + 1];
    if (next !== undefined && /^\d+$/.test(next)) {
      words.push(`${labelOfKey(part)} ${Number(next) + 1}`);
      i++;
    } else {
      words.push(labelOfKey(part));
    }
  }
  // The innermost names say most: "Section 2, Part 3: Text".
  const label = words.length > 1 ? `${words.slice(0, -1).join(', ')}: ${words.at(-1)!}` : (words[0] ?? 'This entry');
  return language ? `${label} (${language})` : label;
}

/** The limit of a text field by its path's last name, when it has one. */
export function limitOf(path: string): number | undefined {
  const key = path.split('.').filter((p) => !/^\d+$/.test(p)).at(-1) ?? '';
  return (textLimits as Record<string, number>)[key as LimitedText];
}

/** What a check's message asks of the person, in words an editor uses (and the action to take). */
export function messageForPeople(message: string): string {
  const reference = /^no (.+?)(?: \(run [^)]*\))? "(.+)"$/.exec(message);
  if (reference) {
    const [, what, value] = reference;
    return `There is no ${what} “${value}”. Choose ${what === 'image' ? 'an image from the library' : `a ${what} from the list`}.`;
  }
  const tooLong = /^must be at most (\d+) characters$/.exec(message) ?? /^Too big: expected string to have <=(\d+) characters$/.exec(message);
  if (tooLong) return `Too long: at most ${tooLong[1]} characters. Shorten it.`;
  if (message === 'must not be empty' || /^Too small: expected (string|array) to have >=1/.test(message)) return 'Write something here: it cannot be empty.';
  if (/^Invalid input: expected string, received undefined$/.test(message) || /expected .*received undefined/.test(message)) return 'Fill this in: it cannot be empty.';
  if (/^must be a lowercase slug/.test(message)) return 'Use lowercase letters, numbers and hyphens only (like eau-de-matin).';
  if (/^must be a media key/.test(message)) return 'Choose an image from the library.';
  if (/^must be a date/.test(message) || /ISO date/.test(message)) return 'Choose a date.';
  if (/^Invalid input: expected number/.test(message)) return 'Write a number.';
  if (/^Invalid string: must match pattern \/\^#/.test(message)) return 'Write a colour as # and six characters, like #C9A227.';
  if (/^Too small: expected number to be >0/.test(message)) return 'Write an amount above zero.';
  if (message === 'cannot be changed') return 'The address of an entry cannot be changed here.';
  if (/already used by content\//.test(message)) return message.replace(/ by content\/.*$/, ' by another entry.').replace(/^"/, '“').replace(/" is/, '” is');
  if (/^"(.+)" is not a (.+) collection$/.test(message)) return message.replace(/^"(.+)" is not a (.+) collection$/, '“$1” is not a $2 collection. Choose one of that line.');
  if (/^a (.+) needs a (.+)$/.test(message)) return `${message.charAt(0).toUpperCase()}${message.slice(1)}: choose one.`;
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** One issue as a person reads it: "Name (English): Too long: at most 80 characters. Shorten it." */
export function issueForPeople(issue: FieldIssue): FieldIssue {
  return { path: issue.path, message: messageForPeople(issue.message) };
}

/** The summary above the form: how many fields, and the first one by its label. */
export function summaryOfIssues(issues: FieldIssue[]): string {
  const first = issues[0];
  if (!first) return 'Some fields need attention.';
  const rest = issues.length > 1 ? ` (and ${issues.length - 1} more field${issues.length > 2 ? 's' : ''}, marked below)` : '';
  return `${labelOfPath(first.path)}: ${messageForPeople(first.message)}${rest}`;
}
