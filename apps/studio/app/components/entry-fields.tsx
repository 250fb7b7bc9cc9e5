import { useEffect, useRef, useState } from 'react';
import { ImagePicker, type PhotoChoice, imageFields } from './image-picker';
import type { FieldIssue } from '@oriel/contracts/studio';
import { MissingBadge } from './admin-ui';
import { cleanListText, cleanText } from '../lib/clean-text';
import { labelOfKey, labelOfPath, limitOf, messageForPeople } from '../lib/field-labels';
import { RichTextEditor } from './rich-text-editor';
import { isRichBlocks } from '../lib/rich-text';
import type { FactSpec, FieldSpec } from '../lib/schema-fields';

/**
 * The texts of an entry, English and Traditional Chinese side by side, one row per field of the
 * content schema. A Chinese field English has and Chinese lacks is flagged "Translation missing".
 */
export interface EntryTextsProps {
  fields: FieldSpec[];
  en: Record<string, unknown>;
  zh: Record<string, unknown>;
  /** Dotted paths of the missing translations (missingTranslations()). */
  missing: string[];
  issues: FieldIssue[];
  readOnly?: boolean;
}

const labelOf = labelOfKey;
const longText = (key: string, value: unknown) => /description|intro|story|summary|howToUse|ingredients|text|note|seo/i.test(key) || (typeof value === 'string' && value.length > 70);

export function EntryTexts({ fields, en, zh, missing, issues, readOnly }: EntryTextsProps) {
  return (
    <div className="studio-texts" role="group" aria-label="Texts in English and Traditional Chinese">
      <div className="studio-texts-head" aria-hidden="true">
        <span>English</span>
        <span lang="zh-Hant">繁體中文</span>
      </div>
      {fields.map((field) => (
        <TextRow key={field.key} field={field} path={field.key} en={en[field.key]} zh={zh[field.key]} missing={missing} issues={issues} readOnly={readOnly} />
      ))}
    </div>
  );
}

interface RowProps {
  field: FieldSpec;
  path: string;
  en: unknown;
  zh: unknown;
  missing: string[];
  issues: FieldIssue[];
  readOnly?: boolean;
}

function TextRow({ field, path, en, zh, missing, issues, readOnly }: RowProps) {
  if (field.kind === 'group') {
    const enObj = (en ?? {}) as Record<string, unknown>;
    const zhObj = (zh ?? {}) as Record<string, unknown>;
    return (
      <fieldset className="studio-text-group">
        <legend>{labelOf(field.key)}</legend>
        {field.children!.map((child) => (
          <TextRow key={child.key} field={child} path={`${path}.${child.key}`} en={enObj[child.key]} zh={zhObj[child.key]} missing={missing} issues={issues} readOnly={readOnly} />
        ))}
      </fieldset>
    );
  }
  if (field.kind === 'blocks') return <BlockRows path={path} label={labelOf(field.key)} en={(en ?? []) as Record<string, unknown>[]} zh={(zh ?? []) as Record<string, unknown>[]} missing={missing} issues={issues} readOnly={readOnly} />;
  if (field.kind === 'other') return null;
  const label = labelOf(path.split('.').pop()!);
  const isMissing = missing.includes(path);
  return (
    <div className="studio-text-row">
      <TextCell name={`${field.kind === 'list' ? 'list:' : ''}en.${path}`} label={`${label} (English)`} value={en} list={field.kind === 'list'} long={longText(path, en)} issue={issueAt(issues, `en.${path}`)} readOnly={readOnly} lang="en" />
      <TextCell
        name={`${field.kind === 'list' ? 'list:' : ''}zh-Hant.${path}`}
        label={`${label} (Chinese)`}
        value={zh}
        list={field.kind === 'list'}
        long={longText(path, en)}
        issue={issueAt(issues, `zh-Hant.${path}`)}
        missing={isMissing}
        readOnly={readOnly}
        lang="zh-Hant"
      />
    </div>
  );
}

function BlockRows({ path, label, en, zh, missing, issues, readOnly }: { path: string; label: string; en: Record<string, unknown>[]; zh: Record<string, unknown>[]; missing: string[]; issues: FieldIssue[]; readOnly?: boolean }) {
  // Rich text (an article's body, a page section's blocks, a collection's story): the editor, per language.
  if (isRichBlocks(en)) {
    const zhBlocks = isRichBlocks(zh) ? zh : [];
    return (
      <div className="studio-text-row studio-rich-row">
        <RichTextEditor name={`en.${path}`} label={`${label} (English)`} blocks={en} lang="en" issue={issueUnder(issues, `en.${path}`)} readOnly={readOnly} />
        <RichTextEditor name={`zh-Hant.${path}`} label={`${label} (Chinese)`} blocks={zhBlocks} lang="zh-Hant" missing={zhBlocks.length === 0 || missing.includes(path)} issue={issueUnder(issues, `zh-Hant.${path}`)} readOnly={readOnly} />
      </div>
    );
  }
  return (
    <fieldset className="studio-text-group">
      <legend>{label}</legend>
      {en.map((block, i) => {
        const zhBlock = zh[i] ?? {};
        const keys = Object.keys(block).filter((k) => k !== 'type' && k !== 'image' && k !== 'anchor');
        const structural = Object.entries(block).filter(([k]) => k === 'type' || k === 'image' || k === 'anchor');
        return (
          <div className="studio-block" key={i}>
            <p className="studio-block-kind">
              {String(block.type ?? `Part ${i + 1}`)}
              {block.image ? ` · image ${String(block.image)}` : ''}
            </p>
            {structural.map(([k, v]) => (
              <span key={k}>
                <input type="hidden" name={`en.${path}.${i}.${k}`} value={String(v)} />
                <input type="hidden" name={`zh-Hant.${path}.${i}.${k}`} value={String(v)} />
              </span>
            ))}
            {keys.map((k) => {
              const value = block[k];
              if (Array.isArray(value) && value.some((v) => typeof v === 'object')) {
                return <BlockRows key={k} path={`${path}.${i}.${k}`} label={labelOf(k)} en={value as Record<string, unknown>[]} zh={((zhBlock as Record<string, unknown>)[k] ?? []) as Record<string, unknown>[]} missing={missing} issues={issues} readOnly={readOnly} />;
              }
              const list = Array.isArray(value);
              const p = `${path}.${i}.${k}`;
              const zhValue = (zhBlock as Record<string, unknown>)[k];
              return (
                <div className="studio-text-row" key={k}>
                  <TextCell name={`${list ? 'list:' : ''}en.${p}`} label={`${labelOf(k)} ${i + 1} (English)`} value={value} list={list} long issue={issueAt(issues, `en.${p}`)} readOnly={readOnly} lang="en" />
                  <TextCell
                    name={`${list ? 'list:' : ''}zh-Hant.${p}`}
                    label={`${labelOf(k)} ${i + 1} (Chinese)`}
                    value={zhValue}
                    list={list}
                    long
                    issue={issueAt(issues, `zh-Hant.${p}`)}
                    missing={missing.includes(path.split('.')[0]!) && (zhValue === undefined || zhValue === '')}
                    readOnly={readOnly}
                    lang="zh-Hant"
                  />
                </div>
              );
            })}
          </div>
        );
      })}
    </fieldset>
  );
}

/** The first issue of a field or anything inside it (a block of a rich text). */
export function issueUnder(issues: FieldIssue[], path: string): string | undefined {
  const issue = issues.find((i) => i.path === path || i.path.startsWith(`${path}.`));
  return issue ? (issue.path === path ? messageForPeople(issue.message) : `${labelOfPath(issue.path)}: ${messageForPeople(issue.message)}`) : undefined;
}

export function issueAt(issues: FieldIssue[], path: string): string | undefined {
  const message = issues.find((i) => i.path === path)?.message;
  return message === undefined ? undefined : messageForPeople(message);
}

/**
 * Pasted text is cleaned before it lands (clean-text.ts): no invisible characters, Word's bullets
 * dropped, one list item per line. Inserted with execCommand so the field's undo keeps working.
 */
function pasteCleaned(list: boolean) {
  return (event: React.ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    const cleaned = list ? cleanListText(pasted) : cleanText(pasted).replace(/\n+/g, event.currentTarget instanceof HTMLInputElement ? ' ' : '\n');
    if (cleaned === pasted) return;
    event.preventDefault();
    if (!document.execCommand('insertText', false, cleaned)) event.currentTarget.setRangeText(cleaned, event.currentTarget.selectionStart ?? 0, event.currentTarget.selectionEnd ?? 0, 'end');
    event.currentTarget.dispatchEvent(new Event('input', { bubbles: true }));
  };
}

/** "45 / 80 characters", marked when over: the limit is the schema's, so the data service agrees. */
function Counter({ id, count, limit }: { id: string; count: number; limit: number }) {
  const over = count > limit;
  return (
    <span className="studio-counter" id={id} data-over={over ? '' : undefined}>
      {count} / {limit} characters{over ? ` · ${count - limit} too many` : ''}
    </span>
  );
}

function TextCell({ name, label, value, list, long, issue, missing, readOnly, lang }: { name: string; label: string; value: unknown; list: boolean; long: boolean; issue?: string; missing?: boolean; readOnly?: boolean; lang: string }) {
  const id = `f-${name.replace(/[^a-zA-Z0-9]/g, '-')}`;
  const text = Array.isArray(value) ? value.join('\n') : typeof value === 'string' ? value : '';
  const limit = list ? undefined : limitOf(name.replace(/^[a-z]+:/, ''));
  const [count, setCount] = useState(text.length);
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // Words typed before the page's JavaScript ran are in the field already: count them.
  useEffect(() => {
    if (field.current) setCount(field.current.value.length);
  }, []);
  const described = [missing ? `${id}-missing` : null, issue ? `${id}-error` : null, list ? `${id}-hint` : null, limit ? `${id}-count` : null].filter(Boolean).join(' ') || undefined;
  const props = {
    ref: field,
    id,
    name,
    lang,
    readOnly,
    'aria-invalid': issue || (limit && count > limit) ? true : undefined,
    'aria-describedby': described,
    defaultValue: text,
    onPaste: readOnly ? undefined : pasteCleaned(list),
    onInput: limit ? (event: React.FormEvent<HTMLInputElement | HTMLTextAreaElement>) => setCount(event.currentTarget.value.length) : undefined,
  } as const;
  return (
    <div className="studio-field" data-invalid={issue ? '' : undefined} data-missing={missing ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      {list || long ? <textarea {...props} rows={list ? Math.max(2, text.split('\n').length) : Math.min(8, Math.max(2, Math.ceil(text.length / 60)))} /> : <input type="text" {...props} />}
      {list ? (
        <span className="studio-field-hint" id={`${id}-hint`}>
          One item per line
        </span>
      ) : null}
      {limit ? <Counter id={`${id}-count`} count={count} limit={limit} /> : null}
      {missing ? <MissingBadge id={`${id}-missing`} /> : null}
      {issue ? (
        <span className="studio-field-error" id={`${id}-error`} role="alert">
          {issue}
        </span>
      ) : null}
    </div>
  );
}

/** The language-neutral facts: sizes and prices, shades, tags, dates, references. */
/** The choices of a list field that names other entries (related products, moods): value and name. */
export type Choices = Record<string, { value: string; label: string }[]>;

export function EntryFacts({
  document,
  issues,
  readOnly,
  missing = [],
  facts = [],
  choices = {},
  photos,
}: {
  document: Record<string, unknown>;
  issues: FieldIssue[];
  readOnly?: boolean;
  missing?: string[];
  facts?: FactSpec[];
  choices?: Choices;
  /** The media library's photographs, for the image fields' picker (none: the plain fields). */
  photos?: PhotoChoice[];
}) {
  // The schema's order, every field shown even when the entry lacks it (a product's Tag); then any other.
  const known = new Set(facts.map((f) => f.key));
  const shown = [...facts.filter((f) => f.kind !== 'other' || document[f.key] !== undefined).map((f) => [f.key, document[f.key] ?? (f.kind === 'list' ? [] : undefined), f] as const), ...Object.entries(document).filter(([k]) => !known.has(k) && k !== 'en' && k !== 'zh-Hant').map(([k, v]) => [k, v, undefined] as const)];
  return (
    <div className="studio-facts">
      {shown.map(([key, value, spec]) => (
        <Fact key={key} path={key} value={value} issues={issues} readOnly={readOnly} missing={missing} spec={spec} choices={choices[key]} photos={photos} />
      ))}
    </div>
  );
}

/**
 * An item with texts of its own (a makeup category's sub-category, a finder facet's term): its
 * facts, then its texts in English and Traditional Chinese side by side, missing ones flagged.
 */
function LocalizedItem({ path, item, label, issues, readOnly, missing }: { path: string; item: Record<string, unknown>; label: string; issues: FieldIssue[]; readOnly?: boolean; missing: string[] }) {
  const en = (item.en ?? {}) as Record<string, unknown>;
  const zh = (item['zh-Hant'] ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(en), ...Object.keys(zh)])];
  return (
    <div className="studio-fact-row studio-localized-item" role="group" aria-label={label}>
      {Object.entries(item)
        .filter(([k]) => k !== 'en' && k !== 'zh-Hant')
        .map(([k, v]) => (
          <Fact key={k} path={`${path}.${k}`} value={v} issues={issues} readOnly={readOnly} missing={missing} />
        ))}
      {keys.map((k) => (
        <div className="studio-text-row" key={k}>
          <TextCell name={`${path}.en.${k}`} label={`${label}: ${labelOf(k)} (English)`} value={en[k]} list={false} long={longText(k, en[k])} issue={issueAt(issues, `${path}.en.${k}`)} readOnly={readOnly} lang="en" />
          <TextCell
            name={`${path}.zh-Hant.${k}`}
            label={`${label}: ${labelOf(k)} (Chinese)`}
            value={zh[k]}
            list={false}
            long={longText(k, en[k])}
            issue={issueAt(issues, `${path}.zh-Hant.${k}`)}
            missing={missing.includes(`${path}.${k}`)}
            readOnly={readOnly}
            lang="zh-Hant"
          />
        </div>
      ))}
    </div>
  );
}

/**
 * The fields of an item in one stable order: the database keeps an object's keys in its own order
 * (jsonb), so the order as stored changes after a publication.
 */
const sortedEntries = (value: Record<string, unknown>) => Object.entries(value).sort(([a], [b]) => a.localeCompare(b));

/** How the schema's choices read for an editor. */
const optionLabels: Record<string, string> = { new: 'New', best_seller: 'Best seller', fragrance: 'Fragrance', 'home-fragrance': 'Home fragrance', makeup: 'Makeup', permanent: 'Permanent', 'pop-up': 'Pop-up', Active: 'Active', Inactive: 'Inactive' };

/** Fixed once an entry exists: its address and where it sits. */
const fixedKeys = new Set(['slug', 'key', 'line', 'collection', 'category', 'subCategory', 'taxonomy']);

function Fact({
  path,
  value,
  issues,
  readOnly,
  missing = [],
  spec,
  choices,
  photos,
}: {
  path: string;
  value: unknown;
  issues: FieldIssue[];
  readOnly?: boolean;
  missing?: string[];
  spec?: FactSpec;
  choices?: { value: string; label: string }[];
  photos?: PhotoChoice[];
}) {
  const key = path.split('.').pop()!;
  const label = labelOf(key);
  const issue = issueAt(issues, path);
  const keys = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  if (photos && !readOnly && imageFields.has(key) && keys.every((k) => typeof k === 'string')) {
    const list = Array.isArray(value) || key === 'images';
    const id = `f-${path.replace(/[^a-zA-Z0-9]/g, '-')}`;
    return <ImagePicker id={id} name={list ? `list:${path}` : path} label={list && !label.endsWith('s') ? `${label}s` : label} values={keys as string[]} multiple={list} photos={photos} issue={issue} />;
  }
  if (spec?.options && (value === undefined || typeof value === 'string')) {
    const id = `f-${path.replace(/[^a-zA-Z0-9]/g, '-')}`;
    return (
      <div className="studio-field" data-invalid={issue ? '' : undefined}>
        <label htmlFor={id}>{label}</label>
        {readOnly || fixedKeys.has(path) ? (
          <input id={id} name={path} defaultValue={String(value ?? '')} readOnly />
        ) : (
          <select id={id} name={path} defaultValue={String(value ?? '')} aria-invalid={issue ? true : undefined} aria-describedby={issue ? `${id}-error` : undefined}>
            {spec.optional ? <option value="">None</option> : null}
            {spec.options.map((o) => (
              <option key={o} value={o}>
                {optionLabels[o] ?? o}
              </option>
            ))}
          </select>
        )}
        {issue ? (
          <span className="studio-field-error" id={`${id}-error`} role="alert">
            {issue}
          </span>
        ) : null}
      </div>
    );
  }
  if (Array.isArray(value) && value.some((v) => v && typeof v === 'object')) {
    return (
      <fieldset className="studio-fact-group">
        <legend>{label}</legend>
        {value.map((item, i) =>
          item && typeof item === 'object' && 'en' in item ? (
            <LocalizedItem key={i} path={`${path}.${i}`} item={item as Record<string, unknown>} label={`${label.replace(/ies$/, 'y').replace(/s$/, '')} ${i + 1}`} issues={issues} readOnly={readOnly} missing={missing} />
          ) : (
          <div className="studio-fact-row" key={i} role="group" aria-label={`${label} ${i + 1}`}>
            {sortedEntries(item as Record<string, unknown>).map(([k, v]) => (
              <Fact key={k} path={`${path}.${i}.${k}`} value={v} issues={issues} readOnly={readOnly} />
            ))}
          </div>
          ),
        )}
      </fieldset>
    );
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return (
      <fieldset className="studio-fact-group">
        <legend>{label}</legend>
        {sortedEntries(value as Record<string, unknown>).map(([k, v]) => (
          <Fact key={k} path={`${path}.${k}`} value={v} issues={issues} readOnly={readOnly} />
        ))}
      </fieldset>
    );
  }
  const id = `f-${path.replace(/[^a-zA-Z0-9]/g, '-')}`;
  const fixed = fixedKeys.has(path);
  const list = Array.isArray(value);
  const name = `${typeof value === 'number' ? 'num:' : list ? 'list:' : ''}${path}`;
  if (list && choices && !readOnly) return <ChipsField id={id} name={name} label={label} values={(value as unknown[]).map(String)} choices={choices} issue={issue} />;
  const text = list ? (value as unknown[]).join('\n') : value === undefined || value === null ? '' : String(value);
  return (
    <div className="studio-field" data-invalid={issue ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      {list ? (
        <textarea id={id} name={name} defaultValue={text} rows={Math.max(2, (value as unknown[]).length)} readOnly={readOnly} aria-invalid={issue ? true : undefined} aria-describedby={issue ? `${id}-error` : undefined} />
      ) : (
        <input id={id} name={name} defaultValue={text} type={typeof value === 'number' ? 'number' : 'text'} readOnly={readOnly || fixed} aria-invalid={issue ? true : undefined} aria-describedby={issue ? `${id}-error` : undefined} />
      )}
      {issue ? (
        <span className="studio-field-error" id={`${id}-error`} role="alert">
          {issue}
        </span>
      ) : null}
    </div>
  );
}

/**
 * A list that names other entries (related products, moods, the new-arrivals products) as chips:
 * each shown by its name with a remove button, and a search box to add one (the browser's own
 * suggestions from a datalist). Before the page's JavaScript runs it is the plain one-per-line
 * list, so the form works without it.
 */
function ChipsField({ id, name, label, values, choices, issue }: { id: string; name: string; label: string; values: string[]; choices: { value: string; label: string }[]; issue?: string }) {
  const [enhanced, setEnhanced] = useState(false);
  const [items, setItems] = useState(values);
  const [query, setQuery] = useState('');
  useEffect(() => setEnhanced(true), []);
  const nameOf = (value: string) => choices.find((c) => c.value === value)?.label ?? value;
  const singular = label.replace(/s$/, '').toLowerCase();
  const add = (typed: string) => {
    const wanted = typed.trim().toLowerCase();
    // The slug, the whole label (as the suggestion fills it in) or the English name alone.
    const match = choices.find((c) => c.value === typed.trim() || c.label.toLowerCase() === wanted || c.label.split(' · ')[0]!.toLowerCase() === wanted);
    if (!match) return false;
    if (!items.includes(match.value)) setItems([...items, match.value]);
    setQuery('');
    return true;
  };
  const described = issue ? `${id}-error` : undefined;
  if (!enhanced) {
    return (
      <div className="studio-field" data-invalid={issue ? '' : undefined}>
        <label htmlFor={id}>{label}</label>
        <textarea id={id} name={name} defaultValue={values.join('\n')} rows={Math.max(2, values.length)} aria-invalid={issue ? true : undefined} aria-describedby={described} />
        {issue ? (
          <span className="studio-field-error" id={`${id}-error`} role="alert">
            {issue}
          </span>
        ) : null}
      </div>
    );
  }
  return (
    <div className="studio-field studio-chips-field" data-invalid={issue ? '' : undefined} role="group" aria-labelledby={`${id}-label`}>
      <span className="studio-field-label" id={`${id}-label`}>
        {label}
      </span>
      <input type="hidden" name={name} value={items.join('\n')} />
      {items.length ? (
        <ul className="studio-chips">
          {items.map((item) => (
            <li key={item} className="studio-chip">
              <span>{nameOf(item)}</span>
              <button type="button" aria-label={`Remove ${nameOf(item)}`} onClick={() => setItems(items.filter((i) => i !== item))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <span className="studio-muted">None yet.</span>
      )}
      <input
        id={id}
        type="search"
        list={`${id}-choices`}
        value={query}
        placeholder="Search by name"
        aria-label={`Add a ${singular}`}
        aria-invalid={issue ? true : undefined}
        aria-describedby={described}
        onChange={(event) => {
          if (!add(event.currentTarget.value)) setQuery(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add(query);
          }
        }}
      />
      <datalist id={`${id}-choices`}>
        {choices
          .filter((c) => !items.includes(c.value))
          .map((c) => (
            <option key={c.value} value={c.label} />
          ))}
      </datalist>
      {issue ? (
        <span className="studio-field-error" id={`${id}-error`} role="alert">
          {issue}
        </span>
      ) : null}
    </div>
  );
}
