#!/usr/bin/env node
// Generates the imagery of content/ as SVG art (bottles, compacts, candles, editorial scenes) and
// writes content/media/manifest.json (size + content hash of every image). Deterministic: the same
// content gives byte-identical files. See docs/content.md and docs/decisions/011-media.md.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { contextShot, detailShot, gold, light, mix, notebook, packshot, productObject, resetIds, scene, svg, texture, textureShot } from './art.mjs';
// The house's name lives in one place (libs/config); Node 24 (npx node) imports the TypeScript directly.
const { brand } = await import('../../libs/config/src/index.ts');

const help = `Usage: npx node tools/media/generate.mjs [--content <dir>] [--check] [--help]

Reads every content file under content/ and draws the images they name (heroImage, images,
coverImage, image blocks, boutique images) as SVG into content/media/<key>.svg, then writes
content/media/manifest.json with each image's width, height and content hash. With sharp
installed it also writes WebP and AVIF renditions at 480, 960 and 1440 px wide.

A photograph replaces the drawing of a key when content/photos/<key>.jpg (or .jpeg, .png, .webp)
exists: it is cropped to the drawing's proportions around its focal point (content/photos/<key>.yaml,
"focus: [x, y]" as fractions of the width and height, default the centre) and its renditions are
made from it (docs/content.md, "Replacing a drawing with a photograph").

Options:
  --content <dir>  the content folder (default: content/ at the repository root)
  --check          write nothing; exit 1 if a generated file would change (CI)
  --svg-only       write the SVG drawings only, no WebP/AVIF (a quick look while drawing)
  --help           this text`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(help);
  process.exit(0);
}
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const contentIndex = args.indexOf('--content');
const contentDir = contentIndex >= 0 ? resolve(args[contentIndex + 1]) : join(root, 'content');
const check = args.includes('--check');
const mediaDir = join(contentDir, 'media');
const photoDir = join(contentDir, 'photos');

async function readYamlFolder(folder) {
  const dir = join(contentDir, folder);
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir, { recursive: true })).filter((n) => n.endsWith('.yaml')).sort();
  // Content names the house as {brand}, as the data service's loader does.
  return Promise.all(names.map(async (n) => parse((await readFile(join(dir, n), 'utf8')).replaceAll('{brand}', brand.name))));
}

/** The word on labels: the last word of the house's name (ORIEL). */
const mark = brand.name.split(' ').at(-1).toUpperCase();

/** A boutique façade: shop window with two of the house's objects, awning, door. */
function storefront(b, inWindow) {
  const c = b.kind === 'pop-up' ? '#c9a86a' : '#1f1d22';
  // The name on the fascia is the door's only word: the page's title stays the boutique's name.
  return svg(
    1200,
    900,
    b.en.name,
    `<rect width="1200" height="900" fill="#efe8dd"/><rect x="120" y="160" width="960" height="640" fill="${c}"/>` +
      `<rect x="170" y="330" width="520" height="400" fill="${light('#9fb4bf', 0.5)}"/><rect x="170" y="640" width="520" height="90" fill="${light(c, 0.6)}"/>` +
      `<rect x="740" y="330" width="290" height="470" fill="${light(c, 0.25)}"/><rect x="760" y="350" width="250" height="450" fill="${mix('#f3e6cf', c, 0.2)}" opacity="0.9"/><circle cx="985" cy="575" r="9" fill="${gold}"/>` +
      `<rect x="170" y="230" width="860" height="60" fill="${b.kind === 'pop-up' ? '#fff' : gold}" opacity="0.9"/>` +
      `<text x="600" y="272" text-anchor="middle" font-family="Georgia, serif" font-size="34" letter-spacing="14" fill="#1f1d22">${mark}</text>` +
      inWindow.map((p, i) => `<g transform="translate(${200 + i * 160} ${390 - (i % 2) * 10}) scale(0.3)">${productObject(p, p.siblingIndex)}</g>`).join('') +
      `<rect y="800" width="1200" height="100" fill="#cfc4b4"/>`,
  );
}

// ---------- collect keys ----------
const jobs = new Map();
const add = (key, draw) => {
  if (!jobs.has(key)) jobs.set(key, draw);
};
const collections = await readYamlFolder('collections');
const categories = await readYamlFolder('makeup-categories');
const products = await readYamlFolder('products');
const articles = await readYamlFolder('articles');
const pages = await readYamlFolder('pages');
const boutiques = await readYamlFolder('boutiques');

// A product's place among its siblings (same collection, or same makeup category) gives it a
// silhouette none of them has; a new product takes the next.
const byPosition = [...products].sort((a, b) => a.position - b.position || a.slug.localeCompare(b.slug));
const siblings = new Map();
for (const p of [...products].sort((a, b) => a.slug.localeCompare(b.slug))) {
  const group = p.collection ?? p.category ?? p.line;
  p.siblingIndex = siblings.get(group) ?? 0;
  siblings.set(group, p.siblingIndex + 1);
}
const item = (p) => ({ p, index: p.siblingIndex });
const bySlug = (...slugs) => slugs.map((s) => products.find((p) => p.slug === s)).filter(Boolean);

// Each product: the studio shot, then a detail (makeup: its shades as texture), then in context.
for (const p of products) {
  p.images.forEach((key, i) =>
    add(key, () =>
      i === 0 ? packshot(p, p.siblingIndex, p.en.name) : i === 1 ? (p.line === 'makeup' ? textureShot(p, `${p.en.name}, shades`) : detailShot(p, p.siblingIndex, `${p.en.name}, detail`)) : contextShot(p, p.siblingIndex, `${p.en.name}, in context`),
    ),
  );
}

/**
 * The kind of scene of each page's hero (decision 285): the house's four settings spread over the
 * site so that neighbouring pages never share one. A page not listed takes one from its key.
 */
const sceneKinds = ['window', 'tabletop', 'closeup', 'flatlay'];
const sceneOf = {
  'pages/home-hero': 'window',
  'pages/fragrance-hero': 'tabletop',
  'pages/makeup-hero': 'flatlay',
  'pages/home-fragrance-hero': 'tabletop',
  'pages/about-hero': 'window',
  'pages/exclusive-rewards-hero': 'closeup',
  'pages/home-fragrance-warranty-hero': 'closeup',
  'collections/matin-hero': 'window',
  'collections/collection-noire-hero': 'closeup',
  'collections/flacons-de-table-hero': 'tabletop',
  'collections/gratte-ciel-hero': 'window',
  'collections/rituel-de-parfum-hero': 'flatlay',
  'collections/a-la-maison-hero': 'tabletop',
  'categories/lips-hero': 'flatlay',
  'categories/eyes-hero': 'closeup',
  'categories/complexion-hero': 'tabletop',
};
const kindOf = (key) => sceneOf[key] ?? sceneKinds[[...key].reduce((n, ch) => n + ch.charCodeAt(0), 0) % sceneKinds.length];

for (const col of collections) {
  const members = byPosition.filter((p) => p.collection === col.slug).slice(0, 3).map(item);
  add(col.heroImage, () => scene(kindOf(col.heroImage), col.heroImage, col.colour, col.en.name, 1600, 900, members));
}
for (const cat of categories) {
  const members = byPosition.filter((p) => p.category === cat.slug).slice(0, 3).map(item);
  add(cat.heroImage, () => scene(kindOf(cat.heroImage), cat.heroImage, members[0]?.p.colour ?? '#d9b08c', cat.en.name, 1600, 900, members));
}
for (const a of articles) {
  const related = bySlug(...(a.relatedProducts ?? [])).slice(0, 2);
  add(a.coverImage, () => scene(kindOf(a.coverImage), a.coverImage, related[0]?.colour ?? '#c2a27a', a.en.title, 1200, 800, related.map(item)));
  for (const block of a.en.body) if (block.type === 'image') add(block.image, () => notebook(block.image, related[0]?.colour ?? '#e9cfa7', block.alt));
}
/** Each page's hero: its ground colour and the products that stand in it. */
const pageArt = {
  home: ['#e9cfa7', ['l-eau', 'le-perce-vent', 'rouge-palais']],
  fragrance: ['#c2a27a', ['the-de-cinq-heures', 'point-du-jour', 'verre-et-acier']],
  makeup: ['#d98a7e', ['rouge-palais', 'joues-de-pivoine', 'quatuor-tuileries']],
  'home-fragrance': ['#cfc6b8', ['bougie-salon-d-hiver', 'diffuseur-electrique']],
  about: ['#b8a48a', ['parole-d-eau']],
  'exclusive-rewards': ['#6b5d6e', ['la-fille-tour-de-fer']],
  'home-fragrance-warranty': ['#cfc6b8', ['diffuseur-electrique']],
};
for (const p of pages) {
  if (p.heroImage) {
    const [c, slugs] = pageArt[p.key] ?? ['#c9b79c', byPosition.slice(0, 1).map((x) => x.slug)];
    add(p.heroImage, () => scene(kindOf(p.heroImage), p.heroImage, c, p.en.title, 1600, 900, bySlug(...slugs).map(item)));
  }
  for (const s of p.en.sections) for (const block of s.blocks) if (block.type === 'image') add(block.image, () => texture(block.image, '#c9b79c', block.alt));
}
// A boutique's window shows two of the house's best sellers (or its first products).
const windowDisplay = [...products.filter((p) => p.tag === 'best_seller'), ...byPosition].filter((p) => p.line === 'fragrance').slice(0, 3);
for (const b of boutiques) if (b.image) add(b.image, () => storefront(b, windowDisplay));

// ---------- write ----------
let sharp = null;
if (!args.includes('--svg-only')) try {
  sharp = (await import('sharp')).default;
} catch {
  // Optional: without sharp only the SVG files are written.
}
// 1920 for the heroes: a phone draws a wide scene's portrait crop at about 2.2 times its width.
const widths = [480, 960, 1440, 1920];
const manifest = {};
const changed = [];
async function put(path, data) {
  const old = existsSync(path) ? await readFile(path) : null;
  if (old && Buffer.compare(old, Buffer.from(data)) === 0) return;
  changed.push(path);
  if (!check) {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data);
  }
}
/** The photograph that replaces the drawing of `key`, if the house has supplied one. */
async function photoFor(key) {
  const file = ['jpg', 'jpeg', 'png', 'webp'].map((ext) => join(photoDir, `${key}.${ext}`)).find((f) => existsSync(f));
  if (!file) return null;
  if (!sharp) throw new Error(`${file}: photographs need sharp (npm install) to be measured and cropped`);
  const bytes = await readFile(file);
  const sidecar = join(photoDir, `${key}.yaml`);
  const focus = existsSync(sidecar) ? (parse(await readFile(sidecar, 'utf8'))?.focus ?? [0.5, 0.5]) : [0.5, 0.5];
  if (!Array.isArray(focus) || focus.length !== 2 || focus.some((f) => typeof f !== 'number' || f < 0 || f > 1)) {
    throw new Error(`${sidecar}: focus must be [x, y], fractions between 0 and 1`);
  }
  const { width, height, format } = await sharp(bytes).metadata();
  return { file, bytes, focus, width, height, type: format === 'png' ? 'image/png' : format === 'webp' ? 'image/webp' : 'image/jpeg' };
}

/** The crop of a photograph to the drawing's proportions (w:h), as close to the focal point as it fits. */
function cropAround(photo, w, h) {
  const ratio = w / h;
  const width = Math.round(Math.min(photo.width, photo.height * ratio));
  const height = Math.round(width / ratio);
  const clamp = (v, max) => Math.max(0, Math.min(max, Math.round(v)));
  return { left: clamp(photo.focus[0] * photo.width - width / 2, photo.width - width), top: clamp(photo.focus[1] * photo.height - height / 2, photo.height - height), width, height };
}

for (const key of [...jobs.keys()].sort()) {
  resetIds();
  const drawing = jobs.get(key)();
  const [, w, h] = /viewBox="0 0 (\d+) (\d+)"/.exec(drawing);
  const photo = await photoFor(key);
  const crop = photo && cropAround(photo, Number(w), Number(h));
  // With a photograph the SVG fallback frames the original file (byte for byte, so the output does
  // not depend on sharp's encoder); the WebP/AVIF renditions are cut from the same crop.
  const text = photo
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${crop.left} ${crop.top} ${crop.width} ${crop.height}" width="${w}" height="${h}" role="img"><image width="${photo.width}" height="${photo.height}" href="data:${photo.type};base64,${photo.bytes.toString('base64')}"/></svg>\n`
    : drawing;
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 10);
  const svgPath = join(mediaDir, `${key}.svg`);
  const svgChanged = !existsSync(svgPath) || (await readFile(svgPath, 'utf8')) !== text;
  await put(svgPath, text);
  const entry = { width: Number(w), height: Number(h), hash, webp: [], avif: [] };
  if (sharp) {
    // Up to twice the drawing's own width (sharp rasterises the vector at the target size).
    for (const width of widths.filter((x) => x <= (crop ? crop.width : Number(w) >= 1200 ? 2 * Number(w) : 1440))) {
      // Drawings in WebP only: on flat art AVIF saves a few KB and triples the render time;
      // photographs (cut from a raster) get both.
      for (const format of crop ? ['webp', 'avif'] : ['webp']) {
        const file = join(mediaDir, `${key}-${width}w.${format}`);
        if (svgChanged || !existsSync(file)) {
          const image = crop
            ? sharp(photo.bytes).extract(crop).resize({ width, height: Math.round((width * Number(h)) / Number(w)) })
            : sharp(Buffer.from(text), { density: (72 * width) / Number(w) }).resize({ width });
          const data = format === 'webp' ? await image.webp({ quality: 80, effort: 5 }).toBuffer() : await image.avif({ quality: 55, effort: 1 }).toBuffer();
          await put(file, data);
        }
        entry[format].push(width);
      }
    }
  }
  manifest[key] = entry;
}
// Without the renditions (--svg-only) the manifest would lose their widths: it is left as it is.
if (sharp) await put(join(mediaDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
// Files of images no longer named by any content.
const known = new Set(Object.keys(manifest));
if (existsSync(mediaDir)) {
  for (const name of await readdir(mediaDir, { recursive: true })) {
    const m = /^(.*?)(?:-(\d+)w)?\.(svg|webp|avif)$/.exec(name.split('\\').join('/'));
    // A key no content names any more, or a rendition its entry no longer lists.
    if (m && (!known.has(m[1]) || (m[2] && !manifest[m[1]][m[3]].includes(Number(m[2]))))) {
      changed.push(join(mediaDir, name));
      if (!check) await rm(join(mediaDir, name));
    }
  }
}
if (check && changed.length) {
  console.error(`Media out of date (run npx node tools/media/generate.mjs):\n${changed.map((c) => `  ${c}`).join('\n')}`);
  process.exit(1);
}
console.log(`${jobs.size} images${sharp ? ' (SVG, WebP; AVIF for photographs)' : ' (SVG)'}; ${changed.length} file(s) ${check ? 'would change' : 'written'}.`);
