#!/usr/bin/env node
// Compiles the message catalogues to ICU ASTs so the browser bundle formats messages without
// shipping the ICU parser. Sources: src/messages/<locale>/<area>.json (one file per area, flat
// `{ "id": "ICU message" }`); output: src/compiled/<locale>.json (the whole catalogue: the servers,
// tests and stories) and the slices the browser fetches: src/compiled/slices/
// <locale>.frame.json (the areas every page renders, src/message-areas.json) and one
// <locale>.<area>.json per other area. `--check` fails when a compiled file is out of date, an id
// is defined twice, or the locales do not have the same ids.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';

if (process.argv.includes('--help')) {
  console.log('Usage: compile-messages.mjs [--check]\nCompiles libs/i18n/src/messages/<locale>/*.json to src/compiled/<locale>.json.');
  process.exit(0);
}
const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const check = process.argv.includes('--check');
const locales = readdirSync(join(root, 'messages')).sort();
const problems = [];

const frameAreas = JSON.parse(readFileSync(join(root, 'message-areas.json'), 'utf8')).frame;
const catalogues = {};
/** The area (file name) of every id, per locale. */
const areaOf = {};
for (const locale of locales) {
  const merged = {};
  areaOf[locale] = {};
  const files = readdirSync(join(root, 'messages', locale)).filter((f) => f.endsWith('.json')).sort();
  for (const area of frameAreas) if (!files.includes(`${area}.json`)) problems.push(`message-areas.json: the frame area "${area}" has no file messages/${locale}/${area}.json`);
  for (const file of files) {
    const messages = JSON.parse(readFileSync(join(root, 'messages', locale, file), 'utf8'));
    for (const [id, message] of Object.entries(messages)) {
      if (id in merged) problems.push(`${locale}/${file}: "${id}" is already defined in another file`);
      merged[id] = message;
      areaOf[locale][id] = file.slice(0, -'.json'.length);
    }
  }
  catalogues[locale] = merged;
}
const [first, ...others] = locales;
for (const other of others) {
  const missing = Object.keys(catalogues[first]).filter((k) => !(k in catalogues[other]));
  const extra = Object.keys(catalogues[other]).filter((k) => !(k in catalogues[first]));
  if (missing.length) problems.push(`${other}: missing ${missing.join(', ')}`);
  if (extra.length) problems.push(`${other}: not in ${first}: ${extra.join(', ')}`);
}
// The compiled folder is generated (not in git): a fresh clone has none yet.
if (!check) mkdirSync(join(root, 'compiled', 'slices'), { recursive: true });
const outputs = [];
for (const locale of locales) {
  const compiled = {};
  /** The browser's slices: `frame` (every frame area) and each other area. */
  const slices = {};
  for (const id of Object.keys(catalogues[locale]).sort()) {
    try {
      compiled[id] = parse(catalogues[locale][id]);
      const area = areaOf[locale][id];
      const slice = frameAreas.includes(area) ? 'frame' : area;
      (slices[slice] ??= {})[id] = compiled[id];
    } catch (error) {
      problems.push(`${locale}: "${id}" is not a valid ICU message: ${error.message}`);
    }
  }
  outputs.push([join(root, 'compiled', `${locale}.json`), JSON.stringify(compiled) + '\n']);
  for (const [slice, messages] of Object.entries(slices)) outputs.push([join(root, 'compiled', 'slices', `${locale}.${slice}.json`), JSON.stringify(messages)]);
}
for (const [out, text] of outputs) {
  if (check) {
    let current = '';
    try {
      current = readFileSync(out, 'utf8');
    } catch {
      // No compiled file yet.
    }
    if (current !== text) problems.push(`${out} is out of date: run npm run -w @oriel/i18n compile`);
  } else {
    writeFileSync(out, text);
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(check ? 'messages: compiled catalogues are current' : `messages: compiled ${locales.join(', ')}`);
