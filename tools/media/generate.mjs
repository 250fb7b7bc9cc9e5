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

/**
 * A boutique's façade seen from the street, on the right of a wide frame (the page's title stands
 * on the plain wall at the left): fascia with the house's emblem, a lit window with three of its
 * flacons, the door ajar. Each boutique is its own: the façade's colour (a pop-up's is its gilded
 * booth), the door on one side or the other and the flacons in its window follow its place in
 * the list.
 */
const facades = ['#1f1d22', '#22332b', '#1d2838', '#3b2a27'];
function storefront(b, index, display) {
  const c = b.kind === 'pop-up' ? '#c9a86a' : facades[index % facades.length];
  const inWindow = [0, 1, 2].map((k) => display[(index + k) % display.length]);
  const W = 1600;
  const H = 900;
  const x0 = 840;
  // The window and the door swap sides from one boutique to the next.
  const doorLeft = index % 2 === 1;
  const win = x0 + (doorLeft ? 280 : 40);
  const door = x0 + (doorLeft ? 40 : 520);
  return svg(
    W,
    H,
    b.en.name,
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#4a443e"/><stop offset="0.45" stop-color="#8c8176"/><stop offset="1" stop-color="#d9cfc2"/></linearGradient>` +
      `<linearGradient id="glow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbf1dc"/><stop offset="1" stop-color="#e8d6b4"/></linearGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#wall)"/>` +
      `<rect x="${x0}" y="120" width="760" height="660" fill="${c}"/>` +
      `<rect x="${x0 + 40}" y="170" width="680" height="56" fill="${b.kind === 'pop-up' ? '#fff' : gold}" opacity="0.92"/>` +
      // The fascia carries the house's emblem (an arch in a ring between two rules), not its name:
      // the header's wordmark stands above every picture of a boutique.
      `<g fill="none" stroke="#1f1d22" stroke-width="2.5"><line x1="${x0 + 150}" y1="198" x2="${x0 + 340}" y2="198"/><line x1="${x0 + 420}" y1="198" x2="${x0 + 610}" y2="198"/>` +
      `<circle cx="${x0 + 380}" cy="198" r="21"/><path d="M${x0 + 370} 211 V196 A10 10 0 0 1 ${x0 + 390} 196 V211"/></g>` +
      `<rect x="${win}" y="270" width="440" height="400" fill="url(#glow)"/><rect x="${win}" y="590" width="440" height="80" fill="${light(c, 0.55)}"/>` +
      inWindow.map((p, i) => `<g transform="translate(${win - 45 + i * 135} ${330 - (i % 2) * 8}) scale(0.3)">${productObject(p, p.siblingIndex)}</g>`).join('') +
      `<rect x="${door}" y="270" width="200" height="510" fill="${light(c, 0.2)}"/><rect x="${door + 15}" y="285" width="170" height="495" fill="${mix('#f3e6cf', c, 0.25)}"/><circle cx="${door + 170}" cy="540" r="8" fill="${gold}"/>` +
      `<rect y="780" width="${W}" height="120" fill="#bfb3a3"/><rect y="780" width="${W}" height="6" fill="#fff" opacity="0.3"/>` +
      // the window's light on the pavement
      `<path d="M${win} 786 L${win + 440} 786 L${win + 520} 900 L${win - 80} 900 Z" fill="#fbf1dc" opacity="0.35"/>`,
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
 * The kind of scene of each page's hero: the house's four settings spread over the
 * site so that neighbouring pages never share one. A page not listed takes one from its key.
 */
const sceneKinds = ['window', 'tabletop', 'closeup', 'flatlay'];
const sceneOf = {
  'pages/home-hero': 'window',
  'pages/fragrance-hero': 'closeup',
  // Not the flat-lay of the Lips panel on the same page, nor Eyes' close-up or Complexion's tabletop.
  'pages/makeup-hero': 'window',
  'pages/home-fragrance-hero': 'tabletop',
  // Its own picture: the first story's cover, taken before, stood again in the featured card under it.
  'pages/article-hero': 'flatlay',
  'pages/about-hero': 'closeup',
  'pages/new-arrivals-hero': 'flatlay',
  'pages/exclusive-rewards-hero': 'closeup',
  'pages/home-fragrance-warranty-hero': 'closeup',
  'collections/matin-hero': 'window',
  'collections/collection-noire-hero': 'closeup',
  'collections/flacons-de-table-hero': 'tabletop',
  'collections/gratte-ciel-hero': 'window',
  'collections/rituel-de-parfum-hero': 'flatlay',
  // By the window: the home fragrance page above it has the tabletop.
  'collections/a-la-maison-hero': 'window',
  'categories/lips-hero': 'flatlay',
  'categories/eyes-hero': 'closeup',
  'categories/complexion-hero': 'tabletop',
  // The stories' covers, each the setting its story tells of (the list shows them side by side).
  'articles/storm-glass-and-le-perce-vent': 'window',
  'articles/the-art-of-the-table-flacon': 'tabletop',
  'articles/an-evening-ritual': 'closeup',
  'articles/the-making-of-matin': 'flatlay',
  'articles/a-maison-between-two-cities': 'window',
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
  article: ['#a99580', ['encre-de-nuit', 'the-de-cinq-heures', 'bougie-salon-d-hiver']],
  'exclusive-rewards': ['#6b5d6e', ['la-fille-tour-de-fer']],
  // The new arrivals laid out together (the first arrival's portrait shot cut its cap in a wide frame).
  'new-arrivals': ['#e7d3bf', ['le-perce-vent', 'point-du-jour', 'rouge-matin', 'joues-de-pivoine']],
  'home-fragrance-warranty': ['#cfc6b8', ['diffuseur-electrique']],
};
for (const p of pages) {
  if (p.heroImage) {
    const [c, slugs] = pageArt[p.key] ?? ['#c9b79c', byPosition.slice(0, 1).map((x) => x.slug)];
    add(p.heroImage, () => scene(kindOf(p.heroImage), p.heroImage, c, p.en.title, 1600, 900, bySlug(...slugs).map(item)));
  }
  for (const s of p.en.sections) for (const block of s.blocks) if (block.type === 'image') add(block.image, () => texture(block.image, '#c9b79c', block.alt));
}
// A boutique's window shows three of the house's flacons, best sellers first, each boutique from
// its own place in that list.
const windowDisplay = [...new Set([...products.filter((p) => p.tag === 'best_seller'), ...byPosition])].filter((p) => p.line === 'fragrance').slice(0, 6);
boutiques.forEach((b, i) => b.image && add(b.image, () => storefront(b, i, windowDisplay)));

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
  // The drawing last: a run stopped half-way leaves the old drawing, so the next run redraws the
  // renditions too (they are only redrawn when the drawing changes).
  await put(svgPath, text);
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
