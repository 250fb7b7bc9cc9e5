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

// ---------- colour helpers ----------
const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const toHex = (rgb) => `#${rgb.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('')}`;
const mix = (a, b, t) => toHex(hex(a).map((v, i) => v + (hex(b)[i] - v) * t));
const light = (c, t = 0.6) => mix(c, '#fbf8f3', t);
const dark = (c, t = 0.5) => mix(c, '#141216', t);
const gold = '#c9a86a';
/** A small deterministic pseudo-random sequence per key, for texture variation. */
function rand(seed) {
  let h = createHash('sha256').update(seed).digest();
  let i = 0;
  return () => {
    if (i >= h.length) {
      h = createHash('sha256').update(h).digest();
      i = 0;
    }
    return h[i++] / 255;
  };
}

const svg = (w, h, title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${title.replace(/[<&>]/g, '')}</title>${body}</svg>\n`;
const backdrop = (id, w, h, c) =>
  `<defs><linearGradient id="${id}bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light(c, 0.82)}"/><stop offset="1" stop-color="${light(c, 0.55)}"/></linearGradient>` +
  `<radialGradient id="${id}glow" cx="0.5" cy="0.42" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>` +
  `<rect width="${w}" height="${h}" fill="url(#${id}bg)"/><rect width="${w}" height="${h}" fill="url(#${id}glow)"/>` +
  `<rect y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="${light(c, 0.35)}" opacity="0.55"/>`;
const shadow = (cx, y, rx) => `<ellipse cx="${cx}" cy="${y}" rx="${rx}" ry="${rx * 0.12}" fill="#000" opacity="0.12"/>`;

// ---------- objects (drawn on an 800 x 1000 canvas) ----------
/** The house's paper label with its mark, as on every bottle, candle and refill. */
const label = (x, y, w, h) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f8f5ef" stroke="${gold}" stroke-width="2" opacity="0.95"/>` +
  `<text x="${x + w / 2}" y="${y + h / 2 + 7}" text-anchor="middle" font-family="Georgia, serif" font-size="20" letter-spacing="5" fill="#3a3134">${mark}</text>`;
function flacon(style, c) {
  const glass = style === 'noire' ? '#1c1a1f' : style === 'gratte-ciel' ? mix(c, '#5d6770', 0.4) : light(c, 0.25);
  const liquid = style === 'noire' ? '#2a2630' : mix(c, '#e8b86a', 0.2);
  if (style === 'table') {
    return `${shadow(400, 845, 230)}<path d="M250 460 Q250 380 330 370 L470 370 Q550 380 550 460 L585 780 Q590 840 530 845 L270 845 Q210 840 215 780 Z" fill="${glass}" opacity="0.85"/>` +
      `<path d="M262 560 L538 560 L572 790 Q575 830 528 832 L272 832 Q225 830 228 790 Z" fill="${liquid}" opacity="0.75"/>` +
      `<rect x="360" y="300" width="80" height="75" fill="${glass}" opacity="0.9"/><circle cx="400" cy="255" r="62" fill="${light(c, 0.5)}" stroke="${gold}" stroke-width="4"/>` +
      `<path d="M280 420 L300 800" stroke="#fff" stroke-width="10" opacity="0.35"/>`;
  }
  if (style === 'gratte-ciel') {
    return `${shadow(400, 850, 150)}<path d="M300 330 L500 330 L520 850 L280 850 Z" fill="${glass}"/><path d="M400 330 L500 330 L520 850 L400 850 Z" fill="#000" opacity="0.12"/>` +
      `<path d="M292 520 L508 520 L520 850 L280 850 Z" fill="${liquid}" opacity="0.5"/><rect x="360" y="240" width="80" height="90" fill="${gold}"/>` +
      `${label(340, 600, 120, 60)}<path d="M315 350 L300 830" stroke="#fff" stroke-width="8" opacity="0.3"/>`;
  }
  if (style === 'dropper') {
    return `${shadow(400, 850, 150)}<rect x="285" y="470" width="230" height="380" rx="40" fill="${glass}" opacity="0.85"/>` +
      `<rect x="298" y="560" width="204" height="278" rx="30" fill="${liquid}" opacity="0.7"/><rect x="360" y="400" width="80" height="70" fill="${gold}"/>` +
      `<path d="M372 400 L372 300 Q400 250 428 300 L428 400 Z" fill="#2b2527"/>${label(330, 650, 140, 70)}`;
  }
  if (style === 'noire') {
    // Collection noire: a tall lacquered column with squared shoulders and an obelisk stopper.
    return `${shadow(400, 855, 140)}<path d="M305 400 L495 400 L505 420 L505 855 L295 855 L295 420 Z" fill="${glass}"/>` +
      `<path d="M400 400 L495 400 L505 420 L505 855 L400 855 Z" fill="#000" opacity="0.35"/>` +
      `<rect x="300" y="560" width="200" height="295" fill="${liquid}" opacity="0.5"/><rect x="370" y="360" width="60" height="40" fill="${gold}"/>` +
      `<path d="M372 360 L385 170 L415 170 L428 360 Z" fill="#0d0c0e" stroke="${gold}" stroke-width="2"/>` +
      `<rect x="330" y="620" width="140" height="110" fill="#1c1a1f" stroke="${gold}" stroke-width="2"/>` +
      `<text x="400" y="670" text-anchor="middle" font-family="Georgia, serif" font-size="22" letter-spacing="5" fill="${gold}">${mark}</text>` +
      `<text x="400" y="705" text-anchor="middle" font-family="Georgia, serif" font-size="13" letter-spacing="4" fill="${gold}">NOIRE</text>` +
      `<path d="M312 430 L312 840" stroke="#fff" stroke-width="6" opacity="0.18" stroke-linecap="round"/>`;
  }
  if (style === 'compact') {
    return `${shadow(400, 760, 230)}<ellipse cx="400" cy="700" rx="230" ry="70" fill="${dark(gold, 0.15)}"/><rect x="170" y="600" width="460" height="100" fill="${gold}"/>` +
      `<ellipse cx="400" cy="600" rx="230" ry="70" fill="${mix(gold, '#fff', 0.3)}"/><ellipse cx="400" cy="600" rx="150" ry="44" fill="none" stroke="${dark(gold, 0.3)}" stroke-width="3"/>` +
      `<ellipse cx="400" cy="600" rx="105" ry="30" fill="${c}" opacity="0.85"/>`;
  }
  return `${shadow(400, 850, 180)}<rect x="240" y="420" width="320" height="430" rx="28" fill="${glass}" opacity="${style === 'noire' ? 1 : 0.8}"/>` +
    `<rect x="256" y="520" width="288" height="314" rx="20" fill="${liquid}" opacity="${style === 'noire' ? 0.6 : 0.55}"/>` +
    `<rect x="345" y="360" width="110" height="60" fill="${gold}"/><rect x="330" y="250" width="140" height="110" rx="6" fill="${style === 'noire' ? '#0d0c0e' : light(c, 0.7)}" stroke="${gold}" stroke-width="3"/>` +
    `<rect x="320" y="610" width="160" height="90" fill="${style === 'noire' ? '#1c1a1f' : '#f8f5ef'}" stroke="${gold}" stroke-width="2"/>` +
    `<text x="400" y="663" text-anchor="middle" font-family="Georgia, serif" font-size="26" letter-spacing="6" fill="${style === 'noire' ? gold : '#3a3134'}">${mark}</text>` +
    `<path d="M262 440 L262 830" stroke="#fff" stroke-width="12" opacity="0.3" stroke-linecap="round"/>`;
}

function homeObject(slug, c) {
  if (slug.startsWith('diffuseur')) {
    return `${shadow(400, 860, 170)}<path d="M260 860 L290 500 Q400 470 510 500 L540 860 Z" fill="${light(c, 0.3)}"/><path d="M400 480 L510 500 L540 860 L400 860 Z" fill="#000" opacity="0.06"/>` +
      `<rect x="330" y="400" width="140" height="100" rx="10" fill="${gold}"/><circle cx="400" cy="390" r="16" fill="${dark(gold, 0.3)}"/>` +
      `<path d="M400 370 Q360 300 410 240 Q450 190 405 130" stroke="#fff" stroke-width="6" fill="none" opacity="0.55"/><circle cx="400" cy="760" r="8" fill="${gold}"/>`;
  }
  if (slug.startsWith('bougie')) {
    return `${shadow(400, 850, 200)}<rect x="240" y="520" width="320" height="330" rx="16" fill="${light(c, 0.35)}" opacity="0.9"/>` +
      [0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${262 + i * 42}" y="530" width="8" height="310" fill="#fff" opacity="0.18"/>`).join('') +
      `<rect x="252" y="560" width="296" height="40" fill="#f3ede2"/><rect x="395" y="500" width="10" height="60" fill="#2a2224"/>` +
      `<path d="M400 500 Q370 450 400 390 Q430 450 400 500 Z" fill="#f2b04f"/><path d="M400 495 Q388 465 400 435 Q412 465 400 495 Z" fill="#fff3cf"/>` +
      `<rect x="320" y="660" width="160" height="80" fill="#f8f5ef" stroke="${gold}" stroke-width="2"/><text x="400" y="708" text-anchor="middle" font-family="Georgia, serif" font-size="22" letter-spacing="5" fill="#3a3134">${mark}</text>`;
  }
  if (slug.startsWith('bouquet')) {
    const r = rand(slug);
    const reeds = Array.from({ length: 8 }, (_, i) => `<line x1="${385 + i * 4}" y1="560" x2="${250 + i * 45 + r() * 20}" y2="${120 + r() * 80}" stroke="#8b6b4a" stroke-width="5"/>`).join('');
    return `${shadow(400, 860, 170)}${reeds}<path d="M290 860 Q250 700 330 590 L350 560 L450 560 L470 590 Q550 700 510 860 Z" fill="${c}" opacity="0.9"/>` +
      `<rect x="350" y="540" width="100" height="30" fill="${gold}"/>${label(330, 700, 140, 70)}`;
  }
  if (slug.startsWith('brume')) {
    return `${shadow(400, 860, 130)}<rect x="300" y="420" width="200" height="440" rx="24" fill="${light(c, 0.2)}" opacity="0.9"/><rect x="350" y="350" width="100" height="70" fill="${gold}"/>` +
      `<rect x="365" y="300" width="70" height="50" rx="8" fill="#2a2224"/>${label(330, 600, 140, 80)}` +
      `<g fill="#fff" opacity="0.6"><circle cx="470" cy="300" r="6"/><circle cx="510" cy="280" r="9"/><circle cx="560" cy="250" r="12"/><circle cx="540" cy="310" r="7"/></g>`;
  }
  // refill
  return `${shadow(400, 860, 120)}<rect x="320" y="480" width="160" height="380" rx="14" fill="${c}" opacity="0.9"/><rect x="350" y="420" width="100" height="60" fill="${gold}"/>` +
    label(335, 620, 130, 90);
}

function makeupObject(p, c) {
  const shade = p.variants?.[0]?.shade ?? c;
  switch (p.subCategory) {
    case 'lipstick':
      return `${shadow(400, 860, 120)}<rect x="330" y="560" width="140" height="300" rx="8" fill="${gold}"/><rect x="330" y="560" width="70" height="300" fill="#fff" opacity="0.15"/>` +
        `<rect x="345" y="470" width="110" height="100" fill="${dark(gold, 0.15)}"/><path d="M352 470 L352 330 Q352 300 400 260 L448 300 L448 470 Z" fill="${shade}"/>` +
        `<path d="M360 460 L360 330" stroke="#fff" stroke-width="6" opacity="0.25"/>`;
    case 'lip-balm':
      return `${shadow(400, 840, 170)}<rect x="250" y="640" width="300" height="200" rx="24" fill="${light(c, 0.3)}" opacity="0.9"/><ellipse cx="400" cy="640" rx="150" ry="36" fill="${shade}"/>` +
        `<rect x="250" y="560" width="300" height="60" rx="10" fill="${gold}"/>`;
    case 'mascara':
      return `${shadow(400, 870, 80)}<rect x="365" y="380" width="70" height="490" rx="30" fill="#1c1a1f"/><rect x="365" y="300" width="70" height="90" fill="${gold}"/>` +
        `<rect x="375" y="200" width="50" height="100" rx="20" fill="#1c1a1f"/><path d="M375 420 L375 840" stroke="#fff" stroke-width="5" opacity="0.2"/>`;
    case 'eyeshadow': {
      const colours = [light(c, 0.5), mix(c, '#9aa07a', 0.5), mix(c, '#a0703a', 0.5), dark(c, 0.4)];
      return `${shadow(400, 800, 260)}<rect x="150" y="430" width="500" height="360" rx="20" fill="#1c1a1f"/><rect x="160" y="440" width="480" height="340" rx="14" fill="${gold}" opacity="0.25"/>` +
        colours.map((col, i) => `<rect x="${185 + (i % 2) * 220}" y="${465 + Math.floor(i / 2) * 160}" width="200" height="140" rx="10" fill="${col}"/>`).join('');
    }
    case 'foundation':
      return `${shadow(400, 860, 120)}<rect x="300" y="450" width="200" height="410" rx="20" fill="${light('#ffffff', 0)}" opacity="0.5"/><rect x="310" y="470" width="180" height="380" rx="16" fill="${shade}"/>` +
        `<rect x="350" y="380" width="100" height="70" fill="${gold}"/><rect x="380" y="300" width="40" height="80" fill="#2a2224"/><rect x="380" y="300" width="110" height="26" fill="#2a2224"/>` +
        label(330, 620, 140, 70);
    default:
      return flacon('compact', shade);
  }
}

/** Each collection has its own silhouette: Matin clear and square, Collection noire a black column, … */
const collectionStyle = { 'collection-noire': 'noire', 'flacons-de-table': 'table', 'gratte-ciel': 'gratte-ciel' };
function productObject(p) {
  const c = p.colour;
  if (p.line === 'makeup') return makeupObject(p, c);
  if (p.line === 'home-fragrance') return homeObject(p.slug, c);
  const style = collectionStyle[p.collection] ?? (p.collection === 'rituel-de-parfum' ? (p.slug === 'baume-solide' ? 'compact' : 'dropper') : 'clear');
  return flacon(style, c);
}

function product(p) {
  return svg(800, 1000, p.en.name, backdrop('p', 800, 1000, p.colour) + productObject(p));
}

/** The second product image: a close-up of the object's shoulder, stopper and label, in the same light. */
function detail(p, title) {
  const c = p.colour;
  const object = productObject(p);
  // Nearly twice the size, centred on the upper part of the object (stopper, shoulder and label).
  return svg(800, 1000, title, backdrop('d', 800, 1000, c) + `<g transform="translate(400 500) scale(1.8) translate(-400 -520)">${object}</g>`);
}

/** An open notebook on a sill at dawn, a glass of water beside it: the article's "Matin notebook". */
function notebook(key, c, title) {
  const r = rand(key);
  const lines = (x0) => Array.from({ length: 11 }, (_, i) => {
    const y = 330 + i * 38;
    const len = 230 - r() * 90;
    let d = `M${x0} ${y}`;
    for (let x = 0; x < len; x += 14) d += ` q7 ${-4 - r() * 5} 14 0`;
    return `<path d="${d}" stroke="#3b3340" stroke-width="2" fill="none" opacity="0.7"/>`;
  }).join('');
  return svg(1200, 800, title,
    `<defs><linearGradient id="n" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light(c, 0.7)}"/><stop offset="1" stop-color="${light(c, 0.4)}"/></linearGradient></defs>` +
    `<rect width="1200" height="800" fill="url(#n)"/><rect y="600" width="1200" height="200" fill="${mix(c, '#8a7460', 0.45)}"/>` +
    `<path d="M170 640 L600 610 L1030 640 L1000 250 L600 220 L200 250 Z" fill="#000" opacity="0.08"/>` +
    `<path d="M200 620 L600 600 L600 220 L200 245 Z" fill="#fbf7ee"/><path d="M600 600 L1000 620 L1000 245 L600 220 Z" fill="#f6f0e3"/>` +
    `<path d="M600 220 L600 600" stroke="#d8ccb8" stroke-width="4"/>${lines(245)}` +
    // a sketch of a flacon on the right-hand page
    `<g stroke="#3b3340" stroke-width="2.5" fill="none" opacity="0.75"><rect x="740" y="380" width="120" height="160" rx="12"/><rect x="775" y="340" width="50" height="40"/><rect x="765" y="290" width="70" height="50" rx="4"/><path d="M760 470 q40 -20 80 0"/></g>` +
    `<text x="800" y="590" text-anchor="middle" font-family="Georgia, serif" font-style="italic" font-size="26" fill="#3b3340" opacity="0.8">5:12</text>` +
    // a glass of water
    `<path d="M1060 420 L1140 420 L1130 610 L1070 610 Z" fill="#fff" opacity="0.55" stroke="#b8c6cc" stroke-width="3"/><path d="M1064 480 L1136 480 L1130 608 L1070 608 Z" fill="#cfe0e6" opacity="0.7"/>`);
}

/** A close-up texture: pools of colour and light (kept for page-section images). */
function texture(key, c, title) {
  const r = rand(key);
  const blobs = Array.from({ length: 9 }, () => `<circle cx="${r() * 800}" cy="${r() * 1000}" r="${80 + r() * 260}" fill="${r() > 0.5 ? light(c, r() * 0.6) : dark(c, r() * 0.3)}" opacity="${0.25 + r() * 0.4}"/>`).join('');
  const lines = Array.from({ length: 6 }, (_, i) => `<path d="M0 ${150 + i * 150} Q400 ${100 + i * 150 + r() * 120} 800 ${150 + i * 150}" stroke="#fff" stroke-width="${1 + r() * 3}" fill="none" opacity="0.35"/>`).join('');
  return svg(800, 1000, title, `<defs><filter id="t"><feGaussianBlur stdDeviation="40"/></filter></defs><rect width="800" height="1000" fill="${light(c, 0.4)}"/><g filter="url(#t)">${blobs}</g>${lines}`);
}

/** An editorial scene: arched window, light on a wall, one object on a ledge. */
function scene(key, c, title, w = 1600, h = 900, objectSvg = '') {
  const r = rand(key);
  // Arch on the left, the object just right of the centre: a centred crop (phones) keeps the object.
  const archX = w * (0.05 + r() * 0.08);
  const archW = w * 0.26;
  return svg(
    w,
    h,
    title,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light(c, 0.75)}"/><stop offset="1" stop-color="${light(c, 0.35)}"/></linearGradient>` +
      `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(c, '#a9c3d6', 0.5)}"/><stop offset="1" stop-color="${light(c, 0.8)}"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#s)"/>` +
      `<path d="M${archX} ${h * 0.78} L${archX} ${h * 0.32} A${archW / 2} ${archW / 2} 0 0 1 ${archX + archW} ${h * 0.32} L${archX + archW} ${h * 0.78} Z" fill="url(#sky)" stroke="${dark(c, 0.2)}" stroke-width="6"/>` +
      `<line x1="${archX + archW / 2}" y1="${h * 0.2}" x2="${archX + archW / 2}" y2="${h * 0.78}" stroke="${dark(c, 0.2)}" stroke-width="4"/>` +
      `<line x1="${archX}" y1="${h * 0.5}" x2="${archX + archW}" y2="${h * 0.5}" stroke="${dark(c, 0.2)}" stroke-width="4"/>` +
      `<path d="M${archX + archW} ${h * 0.32} L${w * 0.95} ${h * 0.55} L${w * 0.95} ${h * 0.95} L${archX + archW} ${h * 0.78} Z" fill="#fff" opacity="0.18"/>` +
      `<rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="${mix(c, '#6b5444', 0.35)}"/><rect y="${h * 0.78}" width="${w}" height="${h * 0.02}" fill="#fff" opacity="0.25"/>` +
      (objectSvg ? `<g transform="translate(${w * 0.56 - 0.55 * 400} ${h * 0.78 - 0.55 * 860}) scale(0.55)">${objectSvg}</g>` : ''),
  );
}

/** A boutique façade: shop window, awning, door. */
function storefront(b) {
  const c = b.kind === 'pop-up' ? '#c9a86a' : '#1f1d22';
  return svg(
    1200,
    900,
    b.en.name,
    `<rect width="1200" height="900" fill="#efe8dd"/><rect x="120" y="160" width="960" height="640" fill="${c}"/>` +
      `<rect x="170" y="330" width="520" height="400" fill="${light('#9fb4bf', 0.5)}"/><rect x="740" y="330" width="290" height="470" fill="${dark(c, 0.3)}"/>` +
      `<rect x="170" y="230" width="860" height="60" fill="${b.kind === 'pop-up' ? '#fff' : gold}" opacity="0.9"/>` +
      `<text x="600" y="272" text-anchor="middle" font-family="Georgia, serif" font-size="34" letter-spacing="14" fill="${b.kind === 'pop-up' ? '#1f1d22' : '#1f1d22'}">${brand.name.toUpperCase()}</text>` +
      `<g transform="translate(250 420) scale(0.3)">${flacon('clear', '#e9cfa7')}</g><g transform="translate(420 420) scale(0.3)">${flacon('noire', '#1f1d22')}</g>` +
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

// The first product of a collection or category (by its position) stands in its hero.
const byPosition = [...products].sort((a, b) => a.position - b.position || a.slug.localeCompare(b.slug));
for (const p of products) {
  p.images.forEach((key, i) => add(key, () => (i === 0 ? product(p) : detail(p, `${p.en.name}, detail`))));
}
for (const col of collections) {
  const hero = byPosition.find((p) => p.collection === col.slug);
  add(col.heroImage, () => scene(col.heroImage, col.colour, col.en.name, 1600, 900, hero ? productObject(hero) : ''));
}
for (const cat of categories) {
  const first = byPosition.find((p) => p.category === cat.slug);
  add(cat.heroImage, () => scene(cat.heroImage, first?.colour ?? '#d9b08c', cat.en.name, 1600, 900, first ? makeupObject(first, first.colour) : ''));
}
for (const a of articles) {
  const related = products.find((p) => p.slug === a.relatedProducts?.[0]);
  add(a.coverImage, () => scene(a.coverImage, related?.colour ?? '#c2a27a', a.en.title, 1200, 800, related ? productObject(related) : ''));
  for (const block of a.en.body) if (block.type === 'image') add(block.image, () => notebook(block.image, related?.colour ?? '#e9cfa7', block.alt));
}
const pageColours = { home: '#e9cfa7', fragrance: '#c2a27a', makeup: '#d98a7e', 'home-fragrance': '#cfc6b8', about: '#b8a48a', 'exclusive-rewards': '#1f1d22', 'home-fragrance-warranty': '#cfc6b8' };
for (const p of pages) {
  if (p.heroImage) {
    const c = pageColours[p.key] ?? '#c9b79c';
    const object = p.key.startsWith('home-fragrance') ? homeObject('diffuseur', c) : p.key === 'makeup' ? makeupObject({ subCategory: 'lipstick', variants: [{ shade: '#a52a34' }] }, c) : flacon(p.key === 'exclusive-rewards' ? 'noire' : 'clear', c);
    add(p.heroImage, () => scene(p.heroImage, c === '#1f1d22' ? '#6b5d6e' : c, p.en.title, 1600, 900, object));
  }
  for (const s of p.en.sections) for (const block of s.blocks) if (block.type === 'image') add(block.image, () => texture(block.image, '#c9b79c', block.alt));
}
for (const b of boutiques) if (b.image) add(b.image, () => storefront(b));

// ---------- write ----------
let sharp = null;
try {
  sharp = (await import('sharp')).default;
} catch {
  // Optional: without sharp only the SVG files are written.
}
const widths = [480, 960, 1440];
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
    for (const width of widths.filter((x) => x <= (crop ? crop.width : 2 * Number(w)))) {
      for (const format of ['webp', 'avif']) {
        const file = join(mediaDir, `${key}-${width}w.${format}`);
        if (svgChanged || !existsSync(file)) {
          const image = crop
            ? sharp(photo.bytes).extract(crop).resize({ width, height: Math.round((width * Number(h)) / Number(w)) })
            : sharp(Buffer.from(text), { density: (72 * width) / Number(w) }).resize({ width });
          const data = format === 'webp' ? await image.webp({ quality: 80, effort: 5 }).toBuffer() : await image.avif({ quality: 55, effort: 3 }).toBuffer();
          await put(file, data);
        }
        entry[format].push(width);
      }
    }
  }
  manifest[key] = entry;
}
await put(join(mediaDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
// Files of images no longer named by any content.
const known = new Set(Object.keys(manifest));
if (existsSync(mediaDir)) {
  for (const name of await readdir(mediaDir, { recursive: true })) {
    const m = /^(.*?)(?:-\d+w)?\.(svg|webp|avif)$/.exec(name.split('\\').join('/'));
    if (m && !known.has(m[1])) {
      changed.push(join(mediaDir, name));
      if (!check) await rm(join(mediaDir, name));
    }
  }
}
if (check && changed.length) {
  console.error(`Media out of date (run npx node tools/media/generate.mjs):\n${changed.map((c) => `  ${c}`).join('\n')}`);
  process.exit(1);
}
console.log(`${jobs.size} images${sharp ? ' (SVG, WebP, AVIF)' : ' (SVG)'}; ${changed.length} file(s) ${check ? 'would change' : 'written'}.`);
