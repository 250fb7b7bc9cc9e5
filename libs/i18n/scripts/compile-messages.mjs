#!/usr/bin/env node
// Compiles the message catalogues (src/messages/*.json, ICU strings) to ICU ASTs in src/compiled/,
// so the browser bundle formats messages without shipping the ICU parser. `--check` fails when the
// compiled files are out of date or the catalogues do not have the same keys.
import { readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';

if (process.argv.includes('--help')) {
  console.log('Usage: compile-messages.mjs [--check]\nCompiles libs/i18n/src/messages/*.json to src/compiled/*.json.');
  process.exit(0);
}
const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const check = process.argv.includes('--check');
const files = readdirSync(join(root, 'messages')).filter((f) => f.endsWith('.json')).sort();
const catalogues = Object.fromEntries(files.map((f) => [f, JSON.parse(readFileSync(join(root, 'messages', f), 'utf8'))]));
let failed = false;
const [first, ...rest] = files;
for (const other of rest) {
  const a = Object.keys(catalogues[first]);
  const b = Object.keys(catalogues[other]);
  const missing = a.filter((k) => !(k in catalogues[other]));
  const extra = b.filter((k) => !(k in catalogues[first]));
  if (missing.length || extra.length) {
    failed = true;
    console.error(`${other}: missing ${JSON.stringify(missing)}, not in ${first}: ${JSON.stringify(extra)}`);
  }
}
for (const file of files) {
  const messages = catalogues[file];
  const compiled = {};
  for (const id of Object.keys(messages).sort()) compiled[id] = parse(messages[id], { ignoreTag: false });
  const text = JSON.stringify(compiled) + '\n';
  const out = join(root, 'compiled', file);
  if (check) {
    let current = '';
    try { current = readFileSync(out, 'utf8'); } catch {}
    if (current !== text) {
      failed = true;
      console.error(`${out} is out of date: run npm run -w @oriel/i18n compile`);
    }
  } else {
    writeFileSync(out, text);
  }
}
if (failed) process.exit(1);
console.log(check ? 'messages: compiled catalogues are current' : `messages: compiled ${files.join(', ')}`);
