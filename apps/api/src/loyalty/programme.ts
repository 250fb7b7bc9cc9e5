import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { brand } from '@oriel/config';
import type { DataLocale } from '../db/schema';
import { giftThresholds } from './rules';
import type { Tier } from './tables';

/** The programme's texts (content/loyalty/programme.json) in one locale. */
export interface Programme {
  tiers: { id: Tier; name: string; requirement: string; benefits: string[] }[];
  gifts: { points: number; name: string; detail: string }[];
  terms: string[];
}

const texts = <T extends z.ZodType>(shape: T) => z.object({ en: shape, 'zh-Hant': shape });
const fileSchema = z.object({
  tiers: z.array(z.object({ id: z.enum(['Black', 'Silver', 'Gold']) }).and(texts(z.object({ name: z.string(), requirement: z.string(), benefits: z.array(z.string()) })))),
  gifts: z.array(z.object({ points: z.number().int().positive() }).and(texts(z.object({ name: z.string(), detail: z.string() })))),
  terms: texts(z.array(z.string())),
});

/** content/loyalty/programme.json: under CONTENT_DIR when set, else the nearest content/ above this module or the working directory. */
function programmeFile(): string {
  const relative = join('loyalty', 'programme.json');
  if (process.env.CONTENT_DIR) return join(resolve(process.env.CONTENT_DIR), relative);
  for (const start of [dirname(fileURLToPath(import.meta.url)), process.cwd()]) {
    for (let dir = start; ; dir = dirname(dir)) {
      if (existsSync(join(dir, 'content', relative))) return join(dir, 'content', relative);
      if (dirname(dir) === dir) break;
    }
  }
  throw new Error('content/loyalty/programme.json not found: set CONTENT_DIR to the folder that holds the content files.');
}

let cached: z.infer<typeof fileSchema> | undefined;
/** Read and checked once; a broken file stops the request with a message naming the field. */
function loadProgramme(): z.infer<typeof fileSchema> {
  if (!cached) {
    const file = programmeFile();
    // The house is written `{brand}`, as in every content file: its name lives in libs/config.
    const parsed = fileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8').replaceAll('{brand}', brand.name)));
    if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`);
    cached = parsed.data;
  }
  return cached;
}

export function programmeFor(locale: DataLocale): Programme {
  const programme = loadProgramme();
  return {
    tiers: programme.tiers.map((t) => ({ id: t.id, ...t[locale] })),
    gifts: programme.gifts.map((g) => ({ points: g.points, ...g[locale] })),
    terms: programme.terms[locale],
  };
}

/** Guards the content file against drift from the rules (checked by the tests). */
export function programmeProblems(): string[] {
  const programme = loadProgramme();
  const problems: string[] = [];
  if (programme.gifts.length !== 9) problems.push(`expected 9 gifts, found ${programme.gifts.length}`);
  for (const gift of programme.gifts) {
    if (!(giftThresholds as readonly number[]).includes(gift.points)) problems.push(`gift "${gift.en.name}" costs ${gift.points}, not a threshold`);
  }
  for (const threshold of giftThresholds) {
    if (!programme.gifts.some((g) => g.points === threshold)) problems.push(`no gift at ${threshold} points`);
  }
  return problems;
}
