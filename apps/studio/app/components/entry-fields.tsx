import { useEffect, useRef, useState } from 'react';
import { useFieldError } from '@oriel/forms/rhf';
import { ImagePicker, type PhotoChoice, imageFields } from './image-picker';
import { BilingualFields, StudioField, studioFieldAria, useListField, useStudioFieldControl } from './studio-field';
import { cleanListText, cleanText } from '../lib/clean-text';
import { labelOfKey, limitOf } from '../lib/field-labels';
import { RichTextEditor } from './rich-text-editor';
import { isRichBlocks } from '../lib/rich-text';
import type { FactSpec, FieldSpec } from '../lib/schema-fields';

/**
 * The texts of an entry, English and Traditional Chinese side by side, one row per field of the
 * content schema. A Chinese field English has and Chinese lacks is flagged "Translation missing".
 * Every field is a field of the entry's react-hook-form form (inside its FormProvider), named as
 * it is posted (`en.name`, `list:en.details`, `num:variants.0.price`); its error is the form's.
 */
export interface EntryTextsProps {
  fields: FieldSpec[];
  en: Record<string, unknown>;
  zh: Record<string, unknown>;
  /** Dotted paths of the missing translations (missingTranslations()). */
  missing: string[];
  readOnly?: boolean;
}

const labelOf = labelOfKey;
const longText = (key: string, value: unknown) => /description|intro|story|summary|howToUse|ingredients|text|note|seo/i.test(key) || (typeof value === 'string' && value.length > 70);

export function EntryTexts({ fields, en, zh, missing, readOnly }: EntryTextsProps) {
  return (
    <BilingualFields>
      {fields.map((field) => (
        <TextRow key={field.key} field={field} path={field.key} en={en[field.key]} zh={zh[field.key]} missing={missing} readOnly={readOnly} />
      ))}
    </BilingualFields>
  );
}

interface RowProps {
  field: FieldSpec;
  path: string;
  en: unknown;
  zh: unknown;
  missing: string[];
  readOnly?: boolean;
}

function TextRow({ field, path, en, zh, missing, readOnly }: RowProps) {
  if (field.kind === 'group') {
    const enObj = (en ?? {}) as Record<string, unknown>;
    const zhObj = (zh ?? {}) as Record<string, unknown>;
    return (
      <fieldset className="studio-text-group">
        <legend>{labelOf(field.key)}</legend>
        {field.children!.map((child) => (
          <TextRow key={child.key} field={child} path={`${path}.${child.key}`} en={enObj[child.key]} zh={zhObj[child.key]} missing={missing} readOnly={readOnly} />
        ))}
      </fieldset>
    );
  }
  if (field.kind === 'blocks') return <BlockRows path={path} label={labelOf(field.key)} en={(en ?? []) as Record<string, unknown>[]} zh={(zh ?? []) as Record<string, unknown>[]} missing={missing} readOnly={readOnly} />;
  if (field.kind === 'other') return null;
  const label = labelOf(path.split('.').pop()!);
  const isMissing = missing.includes(path);
  return (
    <div className="studio-text-row">
      <TextCell name={`${field.kind === 'list' ? 'list:' : ''}en.${path}`} label={`${label} (English)`} value={en} list={field.kind === 'list'} long={longText(path, en)} readOnly={readOnly} lang="en" />
      <TextCell
        name={`${field.kind === 'list' ? 'list:' : ''}zh-Hant.${path}`}
        label={`${label} (Chinese)`}
        value={zh}
        list={field.kind === 'list'}
        long={longText(path, en)}
        missing={isMissing}
        readOnly={readOnly}
        lang="zh-Hant"
      />
    </div>
  );
}

function BlockRows({ path, label, en, zh, missing, readOnly }: { path: string; label: string; en: Record<string, unknown>[]; zh: Record<string, unknown>[]; missing: string[]; readOnly?: boolean }) {
  // Rich text (an article's body, a page section's blocks, a collection's story): the editor, per language.
  if (isRichBlocks(en)) return <RichTextRow path={path} label={label} en={en} zh={zh} missing={missing} readOnly={readOnly} />;
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
                return <BlockRows key={k} path={`${path}.${i}.${k}`} label={labelOf(k)} en={value as Record<string, unknown>[]} zh={((zhBlock as Record<string, unknown>)[k] ?? []) as Record<string, unknown>[]} missing={missing} readOnly={readOnly} />;
              }
              const list = Array.isArray(value);
              const p = `${path}.${i}.${k}`;
              const zhValue = (zhBlock as Record<string, unknown>)[k];
              return (
                <div className="studio-text-row" key={k}>
                  <TextCell name={`${list ? 'list:' : ''}en.${p}`} label={`${labelOf(k)} ${i + 1} (English)`} value={value} list={list} long readOnly={readOnly} lang="en" />
                  <TextCell
                    name={`${list ? 'list:' : ''}zh-Hant.${p}`}
                    label={`${labelOf(k)} ${i + 1} (Chinese)`}
                    value={zhValue}
                    list={list}
                    long
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

/** A rich text per language: its blocks are posted as JSON (`json:<path>`), the field its errors land on. */
function RichTextRow({ path, label, en, zh, missing, readOnly }: { path: string; label: string; en: Record<string, unknown>[]; zh: Record<string, unknown>[]; missing: string[]; readOnly?: boolean }) {
  const zhBlocks = isRichBlocks(zh) ? zh : [];
  const enIssue = useFieldError(`json:en.${path}`);
  const zhIssue = useFieldError(`json:zh-Hant.${path}`);
  return (
    <div className="studio-text-row studio-rich-row">
      <RichTextEditor name={`en.${path}`} label={`${label} (English)`} blocks={isRichBlocks(en) ? en : []} lang="en" issue={enIssue} readOnly={readOnly} />
      <RichTextEditor name={`zh-Hant.${path}`} label={`${label} (Chinese)`} blocks={zhBlocks} lang="zh-Hant" missing={zhBlocks.length === 0 || missing.includes(path)} issue={zhIssue} readOnly={readOnly} />
    </div>
  );
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

function TextCell({ name, label, value, list, long, missing, readOnly, lang }: { name: string; label: string; value: unknown; list: boolean; long: boolean; missing?: boolean; readOnly?: boolean; lang: string }) {
  const id = `f-${name.replace(/[^a-zA-Z0-9]/g, '-')}`;
  const text = Array.isArray(value) ? value.join('\n') : typeof value === 'string' ? value : '';
  const limit = list ? undefined : limitOf(name.replace(/^[a-z]+:/, ''));
  const [count, setCount] = useState(text.length);
  const field = useRef<HTMLInputElement & HTMLTextAreaElement | null>(null);
  // Words typed before the page's JavaScript ran are in the field already: count them.
  useEffect(() => {
    if (field.current) setCount(field.current.value.length);
  }, []);
  const { control, error } = useStudioFieldControl(name, id, { hint: list, missing, notes: limit ? [`${id}-count`] : [] });
  const { ref, onChange, ...registered } = control;
  const props = {
    ...registered,
    ref: (element: HTMLInputElement & HTMLTextAreaElement | null) => {
      ref(element);
      field.current = element;
    },
    lang,
    readOnly,
    // Over its limit a field is marked at once; the form's check refuses it on save.
    'aria-invalid': registered['aria-invalid'] ?? (limit && count > limit ? true : undefined),
    defaultValue: text,
    onPaste: readOnly ? undefined : pasteCleaned(list),
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (limit) setCount(event.currentTarget.value.length);
      return onChange(event);
    },
  } as const;
  return (
    <StudioField id={id} label={label} hint={list ? 'One item per line' : undefined} notes={limit ? <Counter id={`${id}-count`} count={count} limit={limit} /> : null} missing={missing} error={error}>
      {list || long ? <textarea {...props} rows={list ? Math.max(2, text.split('\n').length) : Math.min(8, Math.max(2, Math.ceil(text.length / 60)))} /> : <input type="text" {...props} />}
    </StudioField>
  );
}

/** The language-neutral facts: sizes and prices, shades, tags, dates, references. */
/** The choices of a list field that names other entries (related products, moods): value and name. */
export type Choices = Record<string, { value: string; label: string }[]>;

export function EntryFacts({
  document,
  readOnly,
  missing = [],
  facts = [],
  choices = {},
  photos,
}: {
  document: Record<string, unknown>;
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
        <Fact key={key} path={key} value={value} readOnly={readOnly} missing={missing} spec={spec} choices={choices[key]} photos={photos} />
      ))}
    </div>
  );
}

/**
 * An item with texts of its own (a makeup category's sub-category, a finder facet's term): its
 * facts, then its texts in English and Traditional Chinese side by side, missing ones flagged.
 */
function LocalizedItem({ path, item, label, readOnly, missing }: { path: string; item: Record<string, unknown>; label: string; readOnly?: boolean; missing: string[] }) {
  const en = (item.en ?? {}) as Record<string, unknown>;
  const zh = (item['zh-Hant'] ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(en), ...Object.keys(zh)])];
  return (
    <div className="studio-fact-row studio-localized-item" role="group" aria-label={label}>
      {Object.entries(item)
        .filter(([k]) => k !== 'en' && k !== 'zh-Hant')
        .map(([k, v]) => (
          <Fact key={k} path={`${path}.${k}`} value={v} readOnly={readOnly} missing={missing} />
        ))}
      {keys.map((k) => (
        <div className="studio-text-row" key={k}>
          <TextCell name={`${path}.en.${k}`} label={`${label}: ${labelOf(k)} (English)`} value={en[k]} list={false} long={longText(k, en[k])} readOnly={readOnly} lang="en" />
          <TextCell name={`${path}.zh-Hant.${k}`} label={`${label}: ${labelOf(k)} (Chinese)`} value={zh[k]} list={false} long={longText(k, en[k])} missing={missing.includes(`${path}.${k}`)} readOnly={readOnly} lang="zh-Hant" />
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
/** A group's fields in the schema's order when it is known (`FactSpec.keys`), any others after them. */
const entriesInOrder = (value: Record<string, unknown>, keys?: readonly string[]) =>
  keys ? [...keys.filter((k) => k in value).map((k) => [k, value[k]] as const), ...sortedEntries(value).filter(([k]) => !keys.includes(k))] : sortedEntries(value);

/** How the schema's choices read for an editor. */
const optionLabels: Record<string, string> = { new: 'New', best_seller: 'Best seller', fragrance: 'Fragrance', 'home-fragrance': 'Home fragrance', makeup: 'Makeup', permanent: 'Permanent', 'pop-up': 'Pop-up', Active: 'Active', Inactive: 'Inactive' };

/** Fixed once an entry exists: its address and where it sits. */
const fixedKeys = new Set(['slug', 'key', 'line', 'collection', 'category', 'subCategory', 'taxonomy']);

const idOfPath = (path: string) => `f-${path.replace(/[^a-zA-Z0-9]/g, '-')}`;

function Fact({
  path,
  value,
  readOnly,
  missing = [],
  spec,
  choices,
  photos,
}: {
  path: string;
  value: unknown;
  readOnly?: boolean;
  missing?: string[];
  spec?: FactSpec;
  choices?: { value: string; label: string }[];
  photos?: PhotoChoice[];
}) {
  const key = path.split('.').pop()!;
  const label = labelOf(key);
  const keys = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  if (photos && !readOnly && imageFields.has(key) && keys.every((k) => typeof k === 'string')) {
    const list = Array.isArray(value) || key === 'images';
    return <ImageFact name={list ? `list:${path}` : path} id={idOfPath(path)} label={list && !label.endsWith('s') ? `${label}s` : label} values={keys as string[]} multiple={list} photos={photos} />;
  }
  if (spec?.options && (value === undefined || typeof value === 'string')) {
    return <ChoiceFact path={path} label={label} value={value} options={spec.options} optional={spec.optional} fixed={readOnly || fixedKeys.has(path)} />;
  }
  if (Array.isArray(value) && value.some((v) => v && typeof v === 'object')) {
    return (
      <fieldset className="studio-fact-group">
        <legend>{label}</legend>
        {value.map((item, i) =>
          item && typeof item === 'object' && 'en' in item ? (
            <LocalizedItem key={i} path={`${path}.${i}`} item={item as Record<string, unknown>} label={`${label.replace(/ies$/, 'y').replace(/s$/, '')} ${i + 1}`} readOnly={readOnly} missing={missing} />
          ) : (
          <div className="studio-fact-row" key={i} role="group" aria-label={`${label} ${i + 1}`}>
            {sortedEntries(item as Record<string, unknown>).map(([k, v]) => (
              <Fact key={k} path={`${path}.${i}.${k}`} value={v} readOnly={readOnly} />
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
        {entriesInOrder(value as Record<string, unknown>, spec?.keys).map(([k, v]) => (
          <Fact key={k} path={`${path}.${k}`} value={v} readOnly={readOnly} />
        ))}
      </fieldset>
    );
  }
  const list = Array.isArray(value);
  const name = `${typeof value === 'number' ? 'num:' : list ? 'list:' : ''}${path}`;
  if (list && choices && !readOnly) return <ChipsField id={idOfPath(path)} name={name} label={label} values={(value as unknown[]).map(String)} choices={choices} />;
  return <TextFact id={idOfPath(path)} name={name} label={label} value={value} readOnly={readOnly || fixedKeys.has(path)} />;
}

/** An image field: the media library's picker, its error the form's (the picker posts its own hidden field). */
function ImageFact({ name, ...props }: { name: string; id: string; label: string; values: string[]; multiple: boolean; photos: PhotoChoice[] }) {
  return <ImagePicker name={name} {...props} issue={useFieldError(name)} />;
}

/** A choice of the schema's (a tag, a line): a select, or the value as text where it is fixed. */
function ChoiceFact({ path, label, value, options, optional, fixed }: { path: string; label: string; value: unknown; options: readonly string[]; optional?: boolean; fixed: boolean }) {
  const id = idOfPath(path);
  const { control, error } = useStudioFieldControl(path, id);
  return (
    <StudioField id={id} label={label} error={error}>
      {fixed ? (
        <input {...control} defaultValue={String(value ?? '')} readOnly />
      ) : (
        <select {...control} defaultValue={String(value ?? '')}>
          {optional ? <option value="">None</option> : null}
          {options.map((o) => (
            <option key={o} value={o}>
              {optionLabels[o] ?? o}
            </option>
          ))}
        </select>
      )}
    </StudioField>
  );
}

/** A fact as text: a number, a date, a reference, or a list of them one a line. */
function TextFact({ id, name, label, value, readOnly }: { id: string; name: string; label: string; value: unknown; readOnly?: boolean }) {
  const { control, error } = useStudioFieldControl(name, id);
  const list = Array.isArray(value);
  const text = list ? (value as unknown[]).join('\n') : value === undefined || value === null ? '' : String(value);
  return (
    <StudioField id={id} label={label} error={error}>
      {list ? <textarea {...control} defaultValue={text} rows={Math.max(2, (value as unknown[]).length)} readOnly={readOnly} /> : <input {...control} defaultValue={text} type={typeof value === 'number' ? 'number' : 'text'} readOnly={readOnly} />}
    </StudioField>
  );
}

/**
 * A list that names other entries (related products, moods, the new-arrivals products) as chips:
 * each shown by its name with a remove button, and a search box to add one (the browser's own
 * suggestions from a datalist). Before the page's JavaScript runs it is the plain one-per-line
 * list, so the form works without it. Enhanced, the list is a controlled field of the form's
 * react-hook-form, posted from a hidden field (one slug a line).
 */
function ChipsField({ id, name, label, values, choices }: { id: string; name: string; label: string; values: string[]; choices: { value: string; label: string }[] }) {
  const [enhanced, setEnhanced] = useState(false);
  const list = useListField(name, values);
  const { items, setItems } = list;
  const [query, setQuery] = useState('');
  const issue = useFieldError(name);
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
  const aria = studioFieldAria(id, { error: issue });
  if (!enhanced) {
    return (
      <StudioField id={id} label={label} error={issue}>
        <textarea id={id} name={name} defaultValue={values.join('\n')} rows={Math.max(2, values.length)} {...aria} />
      </StudioField>
    );
  }
  return (
    <StudioField id={id} label={label} error={issue} labelledBy group className="studio-chips-field">
        <input type="hidden" name={list.name} value={list.posted} />
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
          {...aria}
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
    </StudioField>
  );
}
