import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { localized, pageTemplates, templateLocales } from './page-templates.ts';

/**
 * Valid HTML: every page template of both apps, in both locales, as the fixed-time site serves
 * it, through the W3C Nu checker (the `vnu-jar` package, offline; Java from Debian, installed by
 * tools/scripts/setup.mjs). One Java process checks every page at once.
 */
const vnuJar = 'node_modules/vnu-jar/build/dist/vnu.jar';

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('every page template, in both languages, is valid HTML (W3C Nu checker: 0 errors)', async ({ request }) => {
  test.setTimeout(240_000);
  const dir = mkdtempSync(join(tmpdir(), 'oriel-html-'));
  try {
    const files: string[] = [];
    for (const template of pageTemplates) {
      for (const { locale, prefix } of templateLocales) {
        const path = localized(prefix, template.path);
        const response = await request.get(path);
        expect(response.status(), path).toBe('status' in template ? template.status : 200);
        const file = join(dir, `${template.name}.${locale}.html`);
        writeFileSync(file, await response.body());
        files.push(file);
      }
    }
    const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(run.error, 'java is missing: run `node tools/scripts/setup.mjs` (Debian default-jre-headless)').toBeUndefined();
    const messages = (JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] }).messages;
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error')
      .map((m) => `${m.url.split('/').pop()}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 120)}]` : ''}`);
    expect(files).toHaveLength(pageTemplates.length * templateLocales.length);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
