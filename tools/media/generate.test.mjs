import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

describe('tools/media/generate.mjs', () => {
  it('has drawn every image the content names (the committed media is up to date)', () => {
    // Exits 1 and lists the files when a content change was committed without regenerating the media.
    const output = execFileSync(process.execPath, [join(root, 'tools/media/generate.mjs'), '--check'], { cwd: root, encoding: 'utf8' });
    expect(output).toMatch(/0 file\(s\) would change/);
  }, 60_000);

  it('records the intrinsic size and responsive renditions of each image', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'content/media/manifest.json'), 'utf8'));
    // Drawings in WebP only; the heroes up to 1920 px for phones' portrait crops.
    expect(manifest['products/l-eau']).toMatchObject({ width: 800, height: 1000, webp: [480, 960, 1440], avif: [] });
    expect(manifest['pages/home-hero']).toMatchObject({ width: 1600, height: 900, webp: [480, 960, 1440, 1920] });
    const svg = readFileSync(join(root, 'content/media/products/l-eau.svg'), 'utf8');
    expect(svg).toContain('viewBox="0 0 800 1000"');
  });
});
