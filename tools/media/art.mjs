// The house's drawn art: each product drawn from its own content fields, and four
// kinds of scene (window, tabletop, close-up, flat-lay) to set them in. Pure functions returning
// SVG text, deterministic for the same content; tools/media/generate.mjs decides what to draw where.
import { createHash } from 'node:crypto';

// ---------- colour ----------
export const hex = (h) => (h.length === 4 ? [1, 2, 3].map((i) => parseInt(h[i] + h[i], 16)) : [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)));
export const toHex = (rgb) => `#${rgb.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('')}`;
export const mix = (a, b, t) => toHex(hex(a).map((v, i) => v + (hex(b)[i] - v) * t));
export const light = (c, t = 0.6) => mix(c, '#fbf8f3', t);
export const dark = (c, t = 0.5) => mix(c, '#141216', t);
const luminance = (c) => {
  const [r, g, b] = hex(c).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const isDark = (c) => luminance(c) < 0.18;
export const gold = '#c9a86a';
const silver = '#b9bcc0';
const paper = '#f8f5ef';
const ink = '#2b2528';

/** A small deterministic pseudo-random sequence per seed. */
export function rand(seed) {
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
const pick = (r, list) => list[Math.floor(r() * list.length) % list.length];
const esc = (s) => String(s).replace(/[<&>"]/g, '');
const f = (n) => Math.round(n * 10) / 10;

export const svg = (w, h, title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${esc(title)}</title>${body}</svg>\n`;

// Ids must be unique in one SVG: every drawing of an object takes a prefix.
let idCounter = 0;
export const resetIds = () => {
  idCounter = 0;
};
const uid = (name) => `${name}${++idCounter}`;

const shadow = (cx, y, rx, o = 0.16) => {
  const id = uid('sh');
  return `<defs><radialGradient id="${id}"><stop offset="0" stop-color="#000" stop-opacity="${o}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>` +
    `<ellipse cx="${f(cx)}" cy="${f(y)}" rx="${f(rx * 1.25)}" ry="${f(rx * 0.16)}" fill="url(#${id})"/>`;
};

/** How a label's name is set in `width`: its lines (one, or two for a long name of three words or more), size and leading. */
function labelLayout(text, width, { size = 22, spacing = 0.18 } = {}) {
  const words = text.toUpperCase().split(/\s+/);
  const perChar = 0.62 + spacing;
  let lines = [words.join(' ')];
  if (words.length > 2 && lines[0].length * perChar * size > width) {
    const half = Math.ceil(lines[0].length / 2);
    let acc = '';
    let i = 0;
    while (i < words.length - 1 && (acc + words[i]).length < half) acc += `${words[i++]} `;
    lines = [acc.trim() || words[0], words.slice(Math.max(i, 1)).join(' ')];
  }
  const longest = Math.max(...lines.map((l) => l.length));
  const fs = Math.max(7, Math.min(size, width / (longest * perChar)));
  return { lines, fs, lh: fs * 1.35 };
}

/** Text that fits a width: one or two lines of small capitals, centred on (cx, cy). */
function labelText(text, cx, cy, width, { size = 22, colour = ink, family = 'Georgia, serif', spacing = 0.18, italic = false } = {}) {
  const { lines, fs, lh } = labelLayout(text, width, { size, spacing });
  const y0 = cy - ((lines.length - 1) * lh) / 2 + fs * 0.35;
  return lines
    .map((l, i) => `<text x="${f(cx)}" y="${f(y0 + i * lh)}" text-anchor="middle" font-family="${family}" font-size="${f(fs)}" letter-spacing="${f(fs * spacing)}"${italic ? ' font-style="italic"' : ''} fill="${colour}">${esc(l)}</text>`)
    .join('');
}

// ---------- the product's traits ----------
const fragranceShapes = ['square', 'round', 'slope', 'arch', 'bevel', 'column', 'oval', 'stepped', 'decanter', 'facet'];
const caps = ['cube', 'cylinder', 'sphere', 'obelisk', 'disc', 'gem', 'dome', 'tall', 'pebble', 'fan'];
const labels = ['rect', 'oval', 'arch', 'band', 'tag', 'engraved', 'plaque'];

/** What each collection asks of its flacons (material and the shapes that suit it). */
const collectionLooks = {
  matin: { glass: 'clear', shapes: ['square', 'arch', 'slope', 'oval'], caps: ['cube', 'sphere', 'dome', 'pebble'], labels: ['rect', 'arch', 'oval', 'tag'], cap: 'colour' },
  'collection-noire': { glass: 'black', shapes: ['column', 'facet', 'bevel', 'stepped'], caps: ['obelisk', 'gem', 'tall', 'disc'], labels: ['plaque', 'engraved', 'band'], cap: 'black' },
  'flacons-de-table': { glass: 'amber', shapes: ['decanter', 'round', 'square', 'oval'], caps: ['sphere', 'gem', 'fan', 'dome'], labels: ['tag', 'oval', 'rect'], cap: 'glass' },
  'gratte-ciel': { glass: 'smoke', shapes: ['stepped', 'column', 'bevel', 'slope'], caps: ['cube', 'tall', 'disc', 'obelisk'], labels: ['band', 'rect', 'engraved'], cap: 'metal' },
  'rituel-de-parfum': { glass: 'tinted', shapes: ['round', 'oval', 'slope', 'arch'], caps: ['tall', 'dome', 'cylinder', 'pebble'], labels: ['rect', 'oval', 'band'], cap: 'gold' },
};

/**
 * The traits of a product's object: its shape, cap, label and colours, from its content (line,
 * collection, colour, details, sizes) and its place among its siblings (`index`: products of one
 * collection never share a silhouette until the shapes run out). A new product gets its own.
 */
export function productTraits(p, index = 0) {
  const r = rand(`traits:${p.slug}`);
  const look = collectionLooks[p.collection] ?? { glass: 'tinted', shapes: fragranceShapes, caps, labels, cap: 'gold' };
  const details = (p.en?.details ?? []).join(' ').toLowerCase();
  const black = look.glass === 'black' || /black|lacquer/.test(details);
  // The collection's own shapes first, then the others: ten siblings before two share one.
  const shapes = [...look.shapes, ...fragranceShapes.filter((s) => !look.shapes.includes(s))];
  const shape = shapes[index % shapes.length];
  const cap = look.caps[(index * 3 + 1) % look.caps.length];
  const label = look.labels[(index + Math.floor(r() * 2)) % look.labels.length];
  const largest = Math.max(...(p.variants ?? []).map((v) => parseInt(v.size, 10) || 50), 50);
  return {
    shape,
    cap,
    label,
    black,
    glass: look.glass,
    capMaterial: black ? pick(r, ['black', 'gold']) : look.cap,
    colour: p.colour,
    // Proportions: taller for the larger sizes, a little play per product.
    width: 230 + r() * 90 - (shape === 'column' || shape === 'stepped' ? 60 : 0),
    height: 360 + Math.min(largest, 200) * 0.5 + r() * 60,
    fill: 0.45 + r() * 0.35,
    collar: pick(r, [gold, gold, silver, '#2a2426']),
    name: p.en?.name ?? p.slug,
    accent: pick(r, [gold, '#b08d57', '#d8c3a0']),
  };
}

// ---------- flacons ----------
/** The outline of a flacon's body standing on (cx, base), w wide and h tall. */
function bodyPath(shape, cx, base, w, h) {
  const l = cx - w / 2;
  const rgt = cx + w / 2;
  const top = base - h;
  const rr = 18;
  switch (shape) {
    case 'round':
      return `M${l + rr} ${base} Q${l} ${base} ${l} ${base - rr} L${l} ${top + w * 0.3} Q${l} ${top} ${cx} ${top} Q${rgt} ${top} ${rgt} ${top + w * 0.3} L${rgt} ${base - rr} Q${rgt} ${base} ${rgt - rr} ${base} Z`;
    case 'slope':
      return `M${l} ${base} L${l} ${top + h * 0.28} L${cx - w * 0.16} ${top} L${cx + w * 0.16} ${top} L${rgt} ${top + h * 0.28} L${rgt} ${base} Z`;
    case 'arch':
      return `M${l} ${base} L${l} ${top + w / 2} A${w / 2} ${w / 2} 0 0 1 ${rgt} ${top + w / 2} L${rgt} ${base} Z`;
    case 'bevel': {
      const b = w * 0.14;
      return `M${l + b * 0.4} ${base} L${l} ${base - b * 0.4} L${l} ${top + b} L${l + b} ${top} L${rgt - b} ${top} L${rgt} ${top + b} L${rgt} ${base - b * 0.4} L${rgt - b * 0.4} ${base} Z`;
    }
    case 'column':
      return `M${l} ${base} L${l} ${top + 14} L${l + 10} ${top} L${rgt - 10} ${top} L${rgt} ${top + 14} L${rgt} ${base} Z`;
    case 'oval':
      return `M${cx} ${base} C${l - w * 0.08} ${base} ${l - w * 0.08} ${top} ${cx} ${top} C${rgt + w * 0.08} ${top} ${rgt + w * 0.08} ${base} ${cx} ${base} Z`;
    case 'stepped': {
      const s1 = h * 0.62;
      const s2 = h * 0.86;
      return `M${l} ${base} L${l} ${base - s1} L${l + w * 0.1} ${base - s1} L${l + w * 0.1} ${base - s2} L${l + w * 0.2} ${base - s2} L${l + w * 0.2} ${top} L${rgt - w * 0.2} ${top} L${rgt - w * 0.2} ${base - s2} L${rgt - w * 0.1} ${base - s2} L${rgt - w * 0.1} ${base - s1} L${rgt} ${base - s1} L${rgt} ${base} Z`;
    }
    case 'decanter':
      return `M${cx - w * 0.42} ${base} Q${l - w * 0.12} ${base - h * 0.35} ${cx - w * 0.14} ${top + h * 0.12} L${cx - w * 0.12} ${top} L${cx + w * 0.12} ${top} L${cx + w * 0.14} ${top + h * 0.12} Q${rgt + w * 0.12} ${base - h * 0.35} ${cx + w * 0.42} ${base} Z`;
    case 'facet':
      return `M${l + w * 0.1} ${base} L${l} ${base - h * 0.15} L${l} ${top + h * 0.15} L${l + w * 0.1} ${top} L${rgt - w * 0.1} ${top} L${rgt} ${top + h * 0.15} L${rgt} ${base - h * 0.15} L${rgt - w * 0.1} ${base} Z`;
    default:
      return `M${l + 8} ${base} L${l} ${base - 8} L${l} ${top + 8} L${l + 8} ${top} L${rgt - 8} ${top} L${rgt} ${top + 8} L${rgt} ${base - 8} L${rgt - 8} ${base} Z`;
  }
}

function capShape(kind, cx, y, size, fill, stroke) {
  const s = size;
  const st = stroke ? ` stroke="${stroke}" stroke-width="2"` : '';
  const shine = (x, y1, y2) => `<path d="M${f(x)} ${f(y1)} L${f(x)} ${f(y2)}" stroke="#fff" stroke-width="4" opacity="0.35" stroke-linecap="round"/>`;
  switch (kind) {
    case 'cube':
      return `<rect x="${f(cx - s * 0.55)}" y="${f(y - s * 1.05)}" width="${f(s * 1.1)}" height="${f(s * 1.05)}" rx="4" fill="${fill}"${st}/><rect x="${f(cx)}" y="${f(y - s * 1.05)}" width="${f(s * 0.55)}" height="${f(s * 1.05)}" fill="#000" opacity="0.12"/>${shine(cx - s * 0.38, y - s * 0.9, y - s * 0.2)}`;
    case 'sphere':
      return `<circle cx="${f(cx)}" cy="${f(y - s * 0.58)}" r="${f(s * 0.6)}" fill="${fill}"${st}/><circle cx="${f(cx - s * 0.2)}" cy="${f(y - s * 0.78)}" r="${f(s * 0.16)}" fill="#fff" opacity="0.45"/>`;
    case 'obelisk':
      return `<path d="M${f(cx - s * 0.32)} ${f(y)} L${f(cx - s * 0.16)} ${f(y - s * 2.1)} L${f(cx)} ${f(y - s * 2.4)} L${f(cx + s * 0.16)} ${f(y - s * 2.1)} L${f(cx + s * 0.32)} ${f(y)} Z" fill="${fill}"${st}/><path d="M${f(cx)} ${f(y - s * 2.4)} L${f(cx + s * 0.16)} ${f(y - s * 2.1)} L${f(cx + s * 0.32)} ${f(y)} L${f(cx)} ${f(y)} Z" fill="#000" opacity="0.25"/>`;
    case 'disc':
      return `<rect x="${f(cx - s * 0.9)}" y="${f(y - s * 0.34)}" width="${f(s * 1.8)}" height="${f(s * 0.34)}" rx="3" fill="${fill}"${st}/><rect x="${f(cx - s * 0.55)}" y="${f(y - s * 0.7)}" width="${f(s * 1.1)}" height="${f(s * 0.36)}" rx="3" fill="${fill}"${st}/><rect x="${f(cx - s * 0.25)}" y="${f(y - s * 0.98)}" width="${f(s * 0.5)}" height="${f(s * 0.28)}" rx="3" fill="${fill}"${st}/>`;
    case 'gem':
      return `<path d="M${f(cx - s * 0.5)} ${f(y)} L${f(cx - s * 0.7)} ${f(y - s * 0.7)} L${f(cx)} ${f(y - s * 1.4)} L${f(cx + s * 0.7)} ${f(y - s * 0.7)} L${f(cx + s * 0.5)} ${f(y)} Z" fill="${fill}"${st}/><path d="M${f(cx)} ${f(y - s * 1.4)} L${f(cx + s * 0.7)} ${f(y - s * 0.7)} L${f(cx + s * 0.5)} ${f(y)} L${f(cx)} ${f(y - s * 0.3)} Z" fill="#000" opacity="0.2"/><path d="M${f(cx - s * 0.7)} ${f(y - s * 0.7)} L${f(cx)} ${f(y - s * 0.3)} L${f(cx + s * 0.7)} ${f(y - s * 0.7)}" stroke="#fff" stroke-width="2" fill="none" opacity="0.35"/>`;
    case 'dome':
      return `<path d="M${f(cx - s * 0.7)} ${f(y)} L${f(cx - s * 0.7)} ${f(y - s * 0.5)} A${f(s * 0.7)} ${f(s * 0.7)} 0 0 1 ${f(cx + s * 0.7)} ${f(y - s * 0.5)} L${f(cx + s * 0.7)} ${f(y)} Z" fill="${fill}"${st}/>${shine(cx - s * 0.45, y - s * 0.75, y - s * 0.15)}`;
    case 'tall':
      return `<rect x="${f(cx - s * 0.36)}" y="${f(y - s * 1.9)}" width="${f(s * 0.72)}" height="${f(s * 1.9)}" rx="${f(s * 0.12)}" fill="${fill}"${st}/><rect x="${f(cx + s * 0.05)}" y="${f(y - s * 1.9)}" width="${f(s * 0.31)}" height="${f(s * 1.9)}" fill="#000" opacity="0.15"/>${shine(cx - s * 0.22, y - s * 1.7, y - s * 0.3)}`;
    case 'pebble':
      return `<ellipse cx="${f(cx)}" cy="${f(y - s * 0.4)}" rx="${f(s * 0.85)}" ry="${f(s * 0.45)}" fill="${fill}"${st}/><ellipse cx="${f(cx - s * 0.3)}" cy="${f(y - s * 0.58)}" rx="${f(s * 0.25)}" ry="${f(s * 0.1)}" fill="#fff" opacity="0.35"/>`;
    case 'fan':
      return `<path d="M${f(cx)} ${f(y)} L${f(cx - s * 0.95)} ${f(y - s * 0.95)} A${f(s * 1.35)} ${f(s * 1.35)} 0 0 1 ${f(cx + s * 0.95)} ${f(y - s * 0.95)} Z" fill="${fill}"${st}/>` +
        [-0.6, -0.2, 0.2, 0.6].map((a) => `<path d="M${f(cx)} ${f(y)} L${f(cx + Math.sin(a) * s * 1.3)} ${f(y - Math.cos(a) * s * 1.3)}" stroke="#fff" stroke-width="2" opacity="0.3"/>`).join('');
    default:
      return `<rect x="${f(cx - s * 0.5)}" y="${f(y - s * 0.9)}" width="${f(s)}" height="${f(s * 0.9)}" rx="${f(s * 0.45)}" fill="${fill}"${st}/>${shine(cx - s * 0.3, y - s * 0.75, y - s * 0.2)}`;
  }
}

function flaconLabel(kind, cx, y, w, t) {
  const labelPaper = t.black ? '#17151a' : t.glass === 'amber' ? '#f4ead8' : paper;
  const textColour = t.black ? gold : ink;
  const name = t.name;
  switch (kind) {
    case 'oval':
      return `<ellipse cx="${f(cx)}" cy="${f(y)}" rx="${f(w * 0.36)}" ry="${f(w * 0.22)}" fill="${labelPaper}" stroke="${t.accent}" stroke-width="2"/>${labelText(name, cx, y, w * 0.56, { size: 20, colour: textColour })}`;
    case 'arch':
      return `<path d="M${f(cx - w * 0.3)} ${f(y + w * 0.2)} L${f(cx - w * 0.3)} ${f(y - w * 0.08)} A${f(w * 0.3)} ${f(w * 0.3)} 0 0 1 ${f(cx + w * 0.3)} ${f(y - w * 0.08)} L${f(cx + w * 0.3)} ${f(y + w * 0.2)} Z" fill="${labelPaper}" stroke="${t.accent}" stroke-width="2"/>${labelText(name, cx, y + w * 0.05, w * 0.5, { size: 18, colour: textColour })}`;
    case 'band':
      return `<rect x="${f(cx - w / 2)}" y="${f(y - 26)}" width="${f(w)}" height="52" fill="${t.black ? t.accent : labelPaper}" opacity="0.95"/>${labelText(name, cx, y, w * 0.8, { size: 18, colour: t.black ? '#111' : textColour })}`;
    case 'tag':
      return ''; // hung from the neck: drawn with the cap
    case 'engraved': {
      // The rule under the last line of the name (it ran through the second line of 「Encre de
      // nuit」), centred under the letters: letter-spacing trails the last one, so they sit left.
      const set = { size: 24, spacing: 0.3 };
      const { lines, fs, lh } = labelLayout(name, w * 0.75, set);
      const ruleY = y + ((lines.length - 1) * lh) / 2 + fs * 1.1;
      const ruleX = cx - (fs * set.spacing) / 2;
      return labelText(name, cx, y, w * 0.75, { ...set, colour: t.black ? t.accent : '#fff' }) + `<line x1="${f(ruleX - w * 0.2)}" y1="${f(ruleY)}" x2="${f(ruleX + w * 0.2)}" y2="${f(ruleY)}" stroke="${t.black ? t.accent : '#fff'}" stroke-width="1.5" opacity="0.8"/>`;
    }
    case 'plaque':
      return `<rect x="${f(cx - w * 0.3)}" y="${f(y - w * 0.2)}" width="${f(w * 0.6)}" height="${f(w * 0.4)}" fill="${labelPaper}" stroke="${t.accent}" stroke-width="2.5"/><rect x="${f(cx - w * 0.26)}" y="${f(y - w * 0.16)}" width="${f(w * 0.52)}" height="${f(w * 0.32)}" fill="none" stroke="${t.accent}" stroke-width="0.8"/>${labelText(name, cx, y, w * 0.46, { size: 18, colour: textColour })}`;
    default:
      return `<rect x="${f(cx - w * 0.32)}" y="${f(y - w * 0.17)}" width="${f(w * 0.64)}" height="${f(w * 0.34)}" fill="${labelPaper}" stroke="${t.accent}" stroke-width="2"/>${labelText(name, cx, y, w * 0.54, { size: 20, colour: textColour })}`;
  }
}

/** A fragrance flacon from its traits, standing on y = 850 around x = 400 (800 × 1000 canvas). */
export function flacon(t) {
  const cx = 400;
  const base = 850;
  const { width: w, height: h } = t;
  const top = base - h;
  const path = bodyPath(t.shape, cx, base, w, h);
  const clip = uid('c');
  const c = t.colour;
  const glass = t.black ? mix('#141216', c, 0.25) : t.glass === 'smoke' ? mix(c, '#4d565e', 0.35) : t.glass === 'amber' ? mix(c, '#c98a3c', 0.25) : light(c, 0.35);
  const glassOpacity = t.black ? 1 : 0.78;
  const liquid = t.black ? mix(c, '#000', 0.3) : t.glass === 'clear' ? mix(c, '#f1c27a', 0.25) : mix(c, '#e0a060', 0.15);
  const capFill = t.capMaterial === 'black' ? '#121014' : t.capMaterial === 'gold' ? gold : t.capMaterial === 'metal' ? mix(silver, c, 0.15) : t.capMaterial === 'glass' ? light(c, 0.15) : mix(c, '#fff', 0.15);
  const capStroke = t.capMaterial === 'black' ? t.accent : t.capMaterial === 'colour' ? mix(c, '#000', 0.2) : undefined;
  const neckW = Math.max(46, w * (t.shape === 'decanter' ? 0.22 : 0.26));
  const neckH = 34;
  const capSize = Math.max(48, w * 0.34);
  const body =
    `<defs><clipPath id="${clip}"><path d="${path}"/></clipPath></defs>` +
    shadow(cx, base + 2, w * 0.62) +
    `<path d="${path}" fill="${glass}" opacity="${glassOpacity}"/>` +
    `<g clip-path="url(#${clip})">` +
    `<rect x="${cx - w}" y="${f(base - h * t.fill)}" width="${w * 2}" height="${f(h)}" fill="${liquid}" opacity="${t.black ? 0.55 : 0.55}"/>` +
    // thick glass at the foot, shade on the right, light on the left
    `<rect x="${cx - w}" y="${base - 26}" width="${w * 2}" height="26" fill="#fff" opacity="${t.black ? 0.06 : 0.22}"/>` +
    `<rect x="${f(cx + w * 0.18)}" y="${top}" width="${w}" height="${h}" fill="#000" opacity="${t.black ? 0.3 : 0.1}"/>` +
    `<rect x="${f(cx - w / 2 + w * 0.07)}" y="${top + 20}" width="${f(w * 0.05)}" height="${h - 50}" fill="#fff" opacity="${t.black ? 0.18 : 0.4}"/>` +
    `<rect x="${f(cx - w / 2 + w * 0.15)}" y="${top + 40}" width="${f(w * 0.015)}" height="${h - 90}" fill="#fff" opacity="${t.black ? 0.1 : 0.3}"/>` +
    `</g>` +
    `<path d="${path}" fill="none" stroke="${t.black ? '#000' : dark(c, 0.2)}" stroke-width="2" opacity="0.35"/>`;
  const neck = `<rect x="${f(cx - neckW / 2)}" y="${f(top - neckH)}" width="${f(neckW)}" height="${neckH}" fill="${t.collar}"/><rect x="${f(cx)}" y="${f(top - neckH)}" width="${f(neckW / 2)}" height="${neckH}" fill="#000" opacity="0.15"/>`;
  const cap = capShape(t.cap, cx, top - neckH, capSize, capFill, capStroke);
  const labelY = base - h * (t.shape === 'arch' || t.shape === 'round' ? 0.42 : 0.45);
  const labelW = Math.min(w * (t.shape === 'stepped' ? 0.62 : 0.82), 260);
  let label = flaconLabel(t.label, cx, labelY, labelW, t);
  if (t.label === 'tag') {
    // A paper tag on a cord from the neck.
    const tx = cx + w * 0.28;
    const ty = top + 70;
    label = `<path d="M${f(cx + neckW / 2)} ${f(top - neckH / 2)} Q${f(tx)} ${f(top - 10)} ${f(tx + 12)} ${f(ty)}" stroke="${t.accent}" stroke-width="2" fill="none"/>` +
      `<g transform="rotate(-8 ${f(tx + 12)} ${f(ty)})"><path d="M${f(tx - 38)} ${f(ty)} L${f(tx + 62)} ${f(ty)} L${f(tx + 62)} ${f(ty + 120)} L${f(tx - 38)} ${f(ty + 120)} Z" fill="${paper}" stroke="${t.accent}" stroke-width="2"/>` +
      `<circle cx="${f(tx + 12)}" cy="${f(ty + 14)}" r="5" fill="none" stroke="${t.accent}" stroke-width="2"/>${labelText(t.name, tx + 12, ty + 70, 88, { size: 15, colour: ink })}</g>`;
  }
  return body + neck + cap + label;
}

// ---------- makeup and the small objects ----------
function lipstick(p, r, alone = true) {
  const shade = p.variants?.[0]?.shade ?? p.colour;
  const caseShape = pick(r, ['round', 'square', 'facet']);
  const caseFill = r() > 0.5 ? gold : mix(p.colour, '#1a1416', 0.55);
  const ring = caseFill === gold ? '#1a1416' : gold;
  const bulletTop = pick(r, ['slant', 'round', 'point']);
  const w = caseShape === 'square' ? 150 : 140;
  const base = 860;
  const body = caseShape === 'facet'
    ? `<path d="M${400 - w / 2} ${base} L${400 - w / 2} 560 L${400 - w / 4} 548 L${400 + w / 4} 548 L${400 + w / 2} 560 L${400 + w / 2} ${base} Z" fill="${caseFill}"/>`
    : `<rect x="${400 - w / 2}" y="550" width="${w}" height="${base - 550}" rx="${caseShape === 'round' ? 10 : 2}" fill="${caseFill}"/>`;
  const bullet = bulletTop === 'slant'
    ? `M352 470 L352 340 Q352 320 372 312 L448 262 L448 470 Z`
    : bulletTop === 'round' ? `M352 470 L352 330 Q352 270 400 268 Q448 270 448 330 L448 470 Z` : `M352 470 L352 330 L400 250 L448 330 L448 470 Z`;
  // The cap lies beside the case, the house's mark engraved on it; not among other objects, where
  // the next one stood on it.
  const cap = !alone ? '' : `<g transform="rotate(-90 610 820)"><rect x="560" y="760" width="${w - 10}" height="180" rx="${caseShape === 'round' ? 10 : 2}" fill="${caseFill}"/><rect x="560" y="760" width="${w - 10}" height="14" fill="${ring}"/></g>`;
  return shadow(470, 864, 220) + cap + body +
    `<rect x="${400 - w / 2}" y="${base - 60}" width="${w}" height="14" fill="${ring}"/>` +
    `<rect x="${400 - w / 2}" y="550" width="${w * 0.28}" height="${base - 550}" fill="#fff" opacity="0.18"/>` +
    `<rect x="345" y="470" width="110" height="84" fill="${dark(gold, 0.12)}"/><rect x="345" y="470" width="30" height="84" fill="#fff" opacity="0.22"/>` +
    `<path d="${bullet}" fill="${shade}"/><path d="M362 460 L362 340" stroke="#fff" stroke-width="8" opacity="0.28" stroke-linecap="round"/>` +
    labelText(p.en?.name ?? '', 400, 700, w * 0.8, { size: 16, colour: caseFill === gold ? '#1a1416' : gold });
}

/** A compact seen from above at three quarters: open lid with its mirror, the pan (or pans) below. */
/**
 * A compact's case follows what it holds, so two kinds never share a silhouette: a palette's
 * is square, a blush's round, a powder's octagonal; another kind takes one from its place.
 */
const compactShapes = { eyeshadow: 'square', blush: 'round', powder: 'octagon' };

function compact(p, r, { shades, pattern, index = 0 }) {
  const shape = compactShapes[p.subCategory] ?? ['round', 'octagon', 'square'][index % 3];
  const caseFill = r() > 0.45 ? gold : mix(p.colour, '#221c1f', 0.6);
  const edge = dark(caseFill, 0.25);
  // The case's foot on y ≈ 850, as every object stands (at 812 it floated above the shelf beside a lipstick).
  const cy = 730;
  const rx = 240;
  const ry = 96;
  const outline = (y, sx, sy) =>
    shape === 'round'
      ? `<ellipse cx="400" cy="${y}" rx="${sx}" ry="${sy}"`
      : shape === 'square'
        ? `<rect x="${400 - sx}" y="${y - sy}" width="${sx * 2}" height="${sy * 2}" rx="${sy * 0.35}"`
        : `<path d="M${400 - sx * 0.6} ${y - sy} L${400 + sx * 0.6} ${y - sy} L${400 + sx} ${y - sy * 0.4} L${400 + sx} ${y + sy * 0.4} L${400 + sx * 0.6} ${y + sy} L${400 - sx * 0.6} ${y + sy} L${400 - sx} ${y + sy * 0.4} L${400 - sx} ${y - sy * 0.4} Z"`;
  const lid = `<g transform="translate(0 -250)">${outline(cy - 40, rx, ry * 1.6)} fill="${caseFill}"/>${outline(cy - 40, rx - 18, ry * 1.6 - 18)} fill="${light('#c9d3d8', 0.3)}"/>` +
    `<path d="M${400 - rx * 0.6} ${cy - 120} L${400 - rx * 0.2} ${cy + 20}" stroke="#fff" stroke-width="16" opacity="0.4"/></g>`;
  const pans = shades.length === 1
    ? `${outline(cy, rx * 0.66, ry * 0.62)} fill="${shades[0]}"/>`
    : shades.map((s, i) => {
        const n = shades.length;
        const pw = (rx * 1.3) / n;
        return `<rect x="${f(400 - rx * 0.65 + i * pw + 4)}" y="${cy - ry * 0.55}" width="${f(pw - 8)}" height="${f(ry * 1.1)}" rx="8" fill="${s}"/>`;
      }).join('');
  const relief = pattern === 'flower'
    ? Array.from({ length: 8 }, (_, i) => `<ellipse cx="400" cy="${cy - 26}" rx="12" ry="28" transform="rotate(${i * 45} 400 ${cy}) " fill="#fff" opacity="0.18"/>`).join('') + `<circle cx="400" cy="${cy}" r="10" fill="#fff" opacity="0.25"/>`
    : pattern === 'lines'
      ? Array.from({ length: 7 }, (_, i) => `<line x1="${300 + i * 33}" y1="${cy - 50}" x2="${280 + i * 33}" y2="${cy + 50}" stroke="#fff" stroke-width="3" opacity="0.18"/>`).join('')
      : pattern === 'mark'
        ? labelText('ORIEL', 400, cy, 180, { size: 30, colour: '#fff', spacing: 0.3 }).replace(/fill="#fff"/g, 'fill="#fff" opacity="0.35"')
        : '';
  return shadow(400, cy + ry + 40, rx) + lid +
    `${outline(cy + 26, rx, ry)} fill="${edge}"/><rect x="${400 - rx}" y="${cy - 2}" width="${rx * 2}" height="28" fill="${edge}"/>` +
    `${outline(cy, rx, ry)} fill="${caseFill}"/>${outline(cy, rx - 20, ry - 14)} fill="${dark(caseFill, 0.12)}"/>${pans}${relief}`;
}

function makeupObject(p, r, index, alone) {
  const shades = (p.variants ?? []).map((v) => v.shade).filter(Boolean);
  const shade = shades[0] ?? p.colour;
  switch (p.subCategory) {
    case 'lipstick':
      return lipstick(p, r, alone);
    case 'lip-balm': {
      const pot = pick(r, ['tin', 'jar']);
      return shadow(400, 850, 200) + (pot === 'tin'
        ? `<rect x="230" y="700" width="340" height="150" rx="12" fill="${gold}"/><ellipse cx="400" cy="700" rx="170" ry="50" fill="${shade}"/><ellipse cx="400" cy="700" rx="130" ry="34" fill="#fff" opacity="0.15"/>` +
          `<g transform="rotate(-14 620 560)"><ellipse cx="560" cy="560" rx="175" ry="52" fill="${mix(gold, '#fff', 0.25)}"/><ellipse cx="560" cy="560" rx="140" ry="38" fill="none" stroke="${dark(gold, 0.3)}" stroke-width="2"/>${labelText(p.en?.name ?? '', 560, 560, 200, { size: 18, colour: '#3a2f26' })}</g>`
        : `<path d="M260 600 L540 600 L560 850 L240 850 Z" fill="${light(shade, 0.5)}" opacity="0.9"/><rect x="250" y="520" width="300" height="80" rx="10" fill="${gold}"/>${labelText(p.en?.name ?? '', 400, 730, 220, { size: 18 })}`);
    }
    case 'mascara': {
      const band = shades[0] ?? gold;
      return shadow(400, 870, 90) + `<rect x="365" y="390" width="70" height="480" rx="30" fill="#1c1a1f"/><rect x="365" y="390" width="70" height="26" fill="${gold}"/>` +
        `<rect x="365" y="780" width="70" height="12" fill="${band}"/><rect x="375" y="180" width="50" height="210" rx="22" fill="#1c1a1f"/><path d="M382 420 L382 840" stroke="#fff" stroke-width="5" opacity="0.2"/>` +
        // the wand laid beside it (not among other objects: a crop of the group cut it)
        (!alone ? '' : `<g transform="rotate(-24 560 700)"><rect x="545" y="430" width="12" height="300" fill="#2a2426"/><rect x="538" y="430" width="26" height="90" rx="12" fill="#111"/>` +
        Array.from({ length: 9 }, (_, i) => `<line x1="532" y1="${436 + i * 9}" x2="570" y2="${436 + i * 9}" stroke="#111" stroke-width="3"/>`).join('') + `</g>`) +
        `<g transform="rotate(-90 400 620)">${labelText(p.en?.name ?? '', 400, 620, 300, { size: 18, colour: gold })}</g>`;
    }
    case 'eyeshadow':
      return compact(p, r, { shades: shades.length > 1 ? shades.slice(0, 4) : [light(p.colour, 0.5), p.colour, dark(p.colour, 0.3), mix(p.colour, gold, 0.5)], pattern: 'none', index });
    case 'foundation':
      return shadow(400, 860, 140) + `<rect x="295" y="450" width="210" height="410" rx="26" fill="#fff" opacity="0.45"/><rect x="306" y="464" width="188" height="384" rx="20" fill="${shade}"/>` +
        `<rect x="306" y="464" width="40" height="384" fill="#fff" opacity="0.22"/><rect x="350" y="385" width="100" height="66" fill="${gold}"/><rect x="380" y="300" width="40" height="85" fill="#2a2224"/><rect x="380" y="300" width="120" height="26" rx="4" fill="#2a2224"/>` +
        `<rect x="322" y="600" width="156" height="86" fill="${paper}" stroke="${gold}" stroke-width="2"/>${labelText(p.en?.name ?? '', 400, 643, 130, { size: 16 })}`;
    default:
      // blush, powder, highlighter: a compact; its relief from its name's first letter
      return compact(p, r, { shades: [shade], pattern: ['flower', 'lines', 'mark'][index % 3], index });
  }
}

function homeObject(p, r) {
  const c = p.colour;
  const slug = p.slug;
  const name = p.en?.name ?? slug;
  if (slug.startsWith('diffuseur')) {
    return shadow(400, 860, 170) + `<path d="M260 860 L290 500 Q400 470 510 500 L540 860 Z" fill="${light(c, 0.25)}"/><path d="M400 480 L510 500 L540 860 L400 860 Z" fill="#000" opacity="0.07"/>` +
      Array.from({ length: 9 }, (_, i) => `<line x1="${300 + i * 25}" y1="${520 + (i % 2) * 4}" x2="${296 + i * 26}" y2="850" stroke="#fff" stroke-width="2" opacity="0.25"/>`).join('') +
      `<rect x="330" y="400" width="140" height="100" rx="10" fill="${gold}"/><circle cx="400" cy="390" r="16" fill="${dark(gold, 0.3)}"/>` +
      `<path d="M400 370 Q360 300 410 240 Q450 190 405 130" stroke="#fff" stroke-width="6" fill="none" opacity="0.55"/><circle cx="400" cy="760" r="8" fill="${gold}"/>`;
  }
  if (slug.startsWith('bougie')) {
    const vessel = pick(r, ['tumbler', 'ribbed', 'footed']);
    const glass = vessel === 'footed' ? dark(c, 0.1) : light(c, 0.3);
    const body = vessel === 'footed'
      ? `<path d="M250 520 L550 520 L520 790 L280 790 Z" fill="${glass}"/><rect x="320" y="790" width="160" height="50" fill="${gold}"/>`
      : `<rect x="240" y="520" width="320" height="330" rx="${vessel === 'ribbed' ? 6 : 18}" fill="${glass}" opacity="0.92"/>` +
        (vessel === 'ribbed' ? Array.from({ length: 7 }, (_, i) => `<rect x="${262 + i * 42}" y="530" width="8" height="310" fill="#fff" opacity="0.2"/>`).join('') : '');
    return shadow(400, 850, 200) + body + `<ellipse cx="400" cy="528" rx="150" ry="18" fill="#f3ede2"/><rect x="395" y="470" width="10" height="58" fill="#2a2224"/>` +
      `<path d="M400 475 Q370 425 400 365 Q430 425 400 475 Z" fill="#f2b04f"/><path d="M400 470 Q388 440 400 410 Q412 440 400 470 Z" fill="#fff3cf"/>` +
      `<rect x="300" y="640" width="200" height="86" fill="${paper}" stroke="${gold}" stroke-width="2"/>${labelText(name, 400, 683, 176, { size: 16 })}`;
  }
  if (slug.startsWith('bouquet')) {
    const reeds = Array.from({ length: 9 }, (_, i) => `<line x1="${384 + i * 4}" y1="560" x2="${240 + i * 40 + r() * 20}" y2="${110 + r() * 90}" stroke="#6e5238" stroke-width="5"/>`).join('');
    return shadow(400, 860, 170) + reeds + `<path d="M290 860 Q250 700 330 590 L350 560 L450 560 L470 590 Q550 700 510 860 Z" fill="${c}" opacity="0.92"/>` +
      `<path d="M300 840 Q280 720 340 610" stroke="#fff" stroke-width="8" opacity="0.2" fill="none"/><rect x="350" y="540" width="100" height="30" fill="${gold}"/>` +
      `<rect x="320" y="690" width="160" height="80" fill="${paper}" stroke="${gold}" stroke-width="2"/>${labelText(name, 400, 730, 140, { size: 15 })}`;
  }
  if (slug.startsWith('brume')) {
    return shadow(400, 860, 130) + `<rect x="300" y="420" width="200" height="440" rx="24" fill="${light(c, 0.15)}" stroke="${dark(c, 0.2)}" stroke-opacity="0.3"/><rect x="350" y="350" width="100" height="70" fill="${silver}"/>` +
      `<rect x="365" y="300" width="70" height="50" rx="8" fill="#2a2224"/><rect x="322" y="580" width="156" height="120" fill="${paper}" stroke="${gold}" stroke-width="2"/>${labelText(name, 400, 640, 130, { size: 15 })}` +
      `<g fill="#fff" opacity="0.6"><circle cx="470" cy="300" r="6"/><circle cx="510" cy="280" r="9"/><circle cx="560" cy="250" r="12"/><circle cx="540" cy="310" r="7"/></g>`;
  }
  // a refill: a soft pouch with a spout
  return shadow(400, 860, 150) + `<path d="M290 860 Q270 620 300 470 L500 470 Q530 620 510 860 Z" fill="${c}"/><path d="M300 470 L500 470 L495 500 L305 500 Z" fill="${dark(c, 0.2)}"/>` +
    `<rect x="370" y="420" width="60" height="50" fill="${silver}"/><rect x="380" y="390" width="40" height="30" rx="6" fill="#2a2224"/>` +
    `<rect x="320" y="620" width="160" height="110" fill="${paper}" stroke="${gold}" stroke-width="2"/>${labelText(name, 400, 675, 140, { size: 15 })}`;
}

/** A balm tin of the fragrance line (Baume solide): round, engraved, the lid leaning on it. */
function balmTin(p, r) {
  const c = p.colour;
  return shadow(400, 860, 230) + `<rect x="190" y="700" width="420" height="130" rx="16" fill="${mix(gold, c, 0.3)}"/><ellipse cx="400" cy="830" rx="210" ry="38" fill="${dark(gold, 0.2)}"/>` +
    `<ellipse cx="400" cy="700" rx="210" ry="60" fill="${c}"/><ellipse cx="400" cy="700" rx="170" ry="44" fill="#fff" opacity="0.14"/>` +
    `<g transform="rotate(${-18 - r() * 8} 560 520)"><ellipse cx="520" cy="540" rx="215" ry="64" fill="${mix(gold, '#fff', 0.2)}"/>` +
    `<ellipse cx="520" cy="540" rx="180" ry="48" fill="none" stroke="${dark(gold, 0.35)}" stroke-width="2"/>${labelText(p.en?.name ?? '', 520, 540, 220, { size: 22, colour: '#3a2f26' })}</g>`;
}

/** A dropper bottle (oils): its own pipette and bulb, the product's tint. */
function dropper(p, r) {
  const t = { ...productTraits(p), shape: 'round', cap: 'tall', label: 'rect' };
  const c = p.colour;
  return flacon({ ...t, width: 200 + r() * 30, height: 330, capMaterial: 'black' }) +
    `<path d="M${560} 860 L${600} 560" stroke="${light(c, 0.3)}" stroke-width="12" stroke-linecap="round" opacity="0.8"/><ellipse cx="612" cy="540" rx="16" ry="28" fill="#1a1619"/>` +
    `<ellipse cx="556" cy="870" rx="16" ry="6" fill="${c}" opacity="0.8"/>`;
}

/**
 * The object of a product, drawn on the 800 × 1000 canvas, standing on y ≈ 850 around x = 400.
 * `alone: false` when it stands among others (a scene): no prop laid beside it.
 */
export function productObject(p, index = 0, { alone = true } = {}) {
  const r = rand(`object:${p.slug}`);
  if (p.line === 'makeup') return makeupObject(p, r, index, alone);
  if (p.line === 'home-fragrance') return homeObject(p, r);
  if (/baume|balm/.test(p.slug)) return balmTin(p, r);
  if (/huile|oil/.test(p.slug)) return dropper(p, r);
  return flacon(productTraits(p, index));
}

// ---------- product images ----------
/** The studio shot: the object on a seamless paper sweep in its own colour. */
export function packshot(p, index, title) {
  const c = p.colour;
  const ground = isDark(c) ? light(c, 0.72) : light(c, 0.6);
  const id = uid('bg');
  return svg(800, 1000, title,
    `<defs><radialGradient id="${id}" cx="0.5" cy="0.38" r="0.75"><stop offset="0" stop-color="${light(ground, 0.5)}"/><stop offset="1" stop-color="${mix(ground, c, 0.18)}"/></radialGradient></defs>` +
    `<rect width="800" height="1000" fill="url(#${id})"/><path d="M0 800 Q400 770 800 800 L800 1000 L0 1000 Z" fill="${mix(ground, c, 0.1)}" opacity="0.7"/>` +
    `<g transform="translate(400 520) scale(1.12) translate(-400 -560)">${productObject(p, index)}</g>`);
}

/** The detail: the cap, shoulder and label filling the frame, lit from the side on a dark ground. */
export function detailShot(p, index, title) {
  const c = p.colour;
  const bg = isDark(c) ? mix(c, '#e8e0d4', 0.25) : dark(c, 0.55);
  const id = uid('d');
  return svg(800, 1000, title,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${light(bg, 0.25)}"/><stop offset="1" stop-color="${bg}"/></linearGradient></defs>` +
    `<rect width="800" height="1000" fill="url(#${id})"/><path d="M0 0 L520 0 L260 1000 L0 1000 Z" fill="#fff" opacity="0.07"/>` +
    `<g transform="translate(430 560) rotate(-8) scale(2.1) translate(-400 -560)">${productObject(p, index)}</g>`);
}

/** Makeup: the texture. Each shade swiped across paper, with its chip. */
export function textureShot(p, title) {
  const r = rand(`texture:${p.slug}`);
  const variants = (p.variants ?? []).filter((v) => v.shade);
  const shades = variants.length ? variants : [{ shade: p.colour, label: { en: p.en?.name ?? '' } }];
  const step = 760 / shades.length;
  // The swipes centred on the paper (a single shade had one swipe at the top of an empty page).
  const gap = Math.min(step, 260);
  const swipes = shades.map((v, i) => {
    const y = 500 + (i - (shades.length - 1) / 2) * gap;
    const wobble = Array.from({ length: 6 }, (_, k) => `${f(120 + k * 110)} ${f(y + (r() - 0.5) * 40)}`).join(' L');
    return `<path d="M${wobble}" stroke="${v.shade}" stroke-width="${f(Math.min(step * 0.45, 110))}" stroke-linecap="round" fill="none" opacity="0.92"/>` +
      `<path d="M${wobble}" stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none" opacity="0.25" transform="translate(0 -14)"/>` +
      // No shade names in the picture: the page names each shade under it, in the visitor's language.
      `<circle cx="690" cy="${f(y)}" r="34" fill="${v.shade}" stroke="#fff" stroke-width="4"/>`;
  }).join('');
  return svg(800, 1000, title, `<rect width="800" height="1000" fill="#f6f1ea"/><rect width="800" height="1000" fill="${light(p.colour, 0.85)}" opacity="0.5"/>${swipes}`);
}

/** In context: the object in the scene its line belongs to (tabletop for fragrance, flat-lay for makeup). */
export function contextShot(p, index, title) {
  const kind = p.line === 'makeup' ? 'flatlay' : p.line === 'home-fragrance' ? 'window' : 'tabletop';
  return scene(kind, `context:${p.slug}`, p.colour, title, 800, 1000, [{ p, index }]);
}

// ---------- scenes ----------
/**
 * The floor or table top of a scene (`content`, drawn from the top of the floor down). In a wide
 * frame it fades in from the left, so no edge runs behind the title and its subtitle there.
 */
function ledge(w, h, wide, content) {
  if (!wide) return content;
  const id = uid('l');
  return `<defs><linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="0"><stop offset="0.3" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff"/></linearGradient>` +
    `<mask id="${id}"><rect width="${w}" height="${h}" fill="url(#${id}g)"/></mask></defs><g mask="url(#${id})">${content}</g>`;
}

/**
 * A scene of `kind` (window, tabletop, closeup, flatlay), w × h, with `items` (products and their
 * index among their siblings) placed right of the centre, so that a title over the left and the
 * foot stays clear of them and a phone's centred portrait crop keeps them whole.
 */
export function scene(kind, seed, c, title, w, h, items = []) {
  const r = rand(seed);
  const wide = w / h > 1.2;
  // Where the objects stand: the right part of a wide frame, the middle of a tall one.
  const centre = wide ? w * 0.7 : w * 0.5;
  // A close-up's objects stand large but whole, their base clear of the frame's foot (a hero's crop cut it).
  const floor = h * (kind === 'closeup' ? 0.92 : 0.8);
  const scale = (kind === 'closeup' ? h * 0.95 : h * 0.8) / 1000 * (items.length > 2 ? 0.85 : 1);
  // Two objects stand further apart than three (those are smaller): side by side, never one through the other.
  const spread = Math.min(w * (items.length === 2 ? 0.19 : 0.12), 800 * scale * 0.62);
  const placed = items.map(({ p, index }, i) => {
    const n = items.length;
    const x = centre + (i - (n - 1) / 2) * spread * (kind === 'closeup' ? 1.3 : 1);
    const s = scale * (n > 1 && i !== Math.floor(n / 2) ? 0.86 : 1);
    return `<g transform="translate(${f(x - 400 * s)} ${f(floor - 860 * s)}) scale(${f(s * 1000) / 1000})">${productObject(p, index, { alone: n === 1 })}</g>`;
  });
  // The middle one in front.
  if (placed.length > 2) placed.push(placed.splice(Math.floor(placed.length / 2), 1)[0]);
  // Wide frames keep their left half quiet and darker: the title's ground, no line running through it.
  const hush = uid('q');
  const quiet = wide
    ? `<defs><linearGradient id="${hush}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${dark(c, 0.55)}" stop-opacity="0.5"/><stop offset="0.5" stop-color="${dark(c, 0.55)}" stop-opacity="0"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${hush})"/>`
    : '';
  const objects = quiet + placed.join('');
  const bg = uid('g');
  switch (kind) {
    case 'tabletop': {
      const wall = light(c, 0.55);
      const top = mix(light(c, 0.3), '#8a7460', 0.25);
      const veins = Array.from({ length: 7 }, () => {
        const y = floor + r() * (h - floor);
        return `<path d="M0 ${f(y)} Q${f(w * 0.3)} ${f(y - 30 + r() * 60)} ${f(w * 0.6)} ${f(y + r() * 30)} T${w} ${f(y - 20 + r() * 40)}" stroke="#fff" stroke-width="${f(1 + r() * 2.5)}" fill="none" opacity="0.35"/>`;
      }).join('');
      const panelX = w * (0.08 + r() * 0.06);
      const sprigX = wide ? centre + spread * ((items.length - 1) / 2 + 0.8) : centre - spread * (items.length + 1) * 0.7;
      return svg(w, h, title,
        `<defs><linearGradient id="${bg}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(wall, '#000', 0.12)}"/><stop offset="0.6" stop-color="${wall}"/><stop offset="1" stop-color="${light(wall, 0.4)}"/></linearGradient></defs>` +
        `<rect width="${w}" height="${h}" fill="url(#${bg})"/>` +
        // wall panelling and the shadow of a window across it
        `<rect x="${f(panelX)}" y="${f(h * 0.1)}" width="${f(w * 0.32)}" height="${f(floor - h * 0.18)}" fill="none" stroke="${dark(wall, 0.12)}" stroke-width="3" opacity="0.5"/>` +
        `<path d="M${f(w * 0.45)} 0 L${f(w * 0.78)} 0 L${f(w * 0.98)} ${f(floor)} L${f(w * 0.62)} ${f(floor)} Z" fill="#fff" opacity="0.2"/>` +
        ledge(w, h, wide, `<rect y="${f(floor)}" width="${w}" height="${f(h - floor)}" fill="${top}"/>${veins}<rect y="${f(floor)}" width="${w}" height="6" fill="#fff" opacity="0.3"/>`) +
        // props: a small dish and a sprig, on the far side of the objects (in a wide frame both
        // right of them, clear of the title)
        `<ellipse cx="${f(centre + spread * (items.length + 1) * 0.75)}" cy="${f(floor + 18)}" rx="${f(70 * scale * 1.6)}" ry="${f(16 * scale * 1.6)}" fill="${light(c, 0.7)}" stroke="${dark(c, 0.1)}" stroke-opacity="0.3"/>` +
        `<path d="M${f(sprigX)} ${f(floor + 20)} q${f(-60 * scale)} ${f(-160 * scale)} ${f(-20 * scale)} ${f(-320 * scale)}" stroke="#5d6b4a" stroke-width="${f(5 * scale + 1)}" fill="none"/>` +
        [0.2, 0.45, 0.7].map((t, i) => `<ellipse cx="${f(sprigX - 30 * scale - i * 8 * scale)}" cy="${f(floor + 20 - 320 * scale * t)}" rx="${f(26 * scale)}" ry="${f(10 * scale)}" transform="rotate(${i % 2 ? 30 : -30} ${f(sprigX - 30 * scale)} ${f(floor + 20 - 320 * scale * t)})" fill="#6f7d56"/>`).join('') +
        objects);
    }
    case 'closeup': {
      const bokeh = Array.from({ length: 14 }, () => `<circle cx="${f(r() * w)}" cy="${f(r() * h * 0.8)}" r="${f(20 + r() * 90)}" fill="${r() > 0.4 ? light(c, 0.6 + r() * 0.3) : mix(c, gold, 0.5)}" opacity="${f(0.12 + r() * 0.25)}"/>`).join('');
      const ground = isDark(c) ? mix(c, '#000', 0.35) : dark(c, 0.35);
      return svg(w, h, title,
        `<defs><radialGradient id="${bg}" cx="0.72" cy="0.35" r="0.8"><stop offset="0" stop-color="${light(ground, 0.35)}"/><stop offset="1" stop-color="${ground}"/></radialGradient><filter id="${bg}b"><feGaussianBlur stdDeviation="14"/></filter></defs>` +
        `<rect width="${w}" height="${h}" fill="url(#${bg})"/><g filter="url(#${bg}b)">${bokeh}</g>${objects}`);
    }
    case 'flatlay': {
      // Seen from above: linen, the objects laid down, ingredients and a card. A pale colour's linen
      // is taken deeper (Matin's had washed out to white behind its pale flacons).
      const ground = luminance(light(c, 0.7)) > 0.75 ? mix(c, '#c9b69c', 0.55) : light(c, 0.7);
      const weave = Array.from({ length: Math.ceil(h / 14) }, (_, i) => `<line x1="0" y1="${i * 14}" x2="${w}" y2="${i * 14}" stroke="#fff" stroke-width="1" opacity="0.18"/>`).join('');
      const petals = Array.from({ length: 11 }, () => {
        const x = centre + (r() - 0.5) * w * (wide ? 0.5 : 0.8);
        const y = h * (0.12 + r() * 0.78);
        return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(18 + r() * 20)}" ry="${f(9 + r() * 8)}" transform="rotate(${f(r() * 180)} ${f(x)} ${f(y)})" fill="${r() > 0.5 ? mix(c, '#fff', 0.2) : mix(c, '#7a8a5a', 0.5)}" opacity="0.85"/>`;
      }).join('');
      const slices = Array.from({ length: 2 }, () => {
        const x = centre + (r() - 0.5) * w * (wide ? 0.45 : 0.7);
        const y = h * (0.15 + r() * 0.7);
        const rr = 34 + r() * 18;
        return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rr)}" fill="#f1d27a"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(rr - 6)}" fill="#f8e6a6"/>` +
          Array.from({ length: 8 }, (_, k) => `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x + Math.cos((k * Math.PI) / 4) * (rr - 8))}" y2="${f(y + Math.sin((k * Math.PI) / 4) * (rr - 8))}" stroke="#e9c45a" stroke-width="2"/>`).join('');
      }).join('');
      // Two objects side by side; three or more in two rows, so that a phone's portrait crop of a
      // wide frame (about 45 % of its width, around the objects) holds them all.
      const n = items.length;
      const rows = wide && n > 2 ? 2 : 1;
      const cols = Math.ceil(n / rows);
      const laid = items.map(({ p, index }, i) => {
        const row = Math.floor(i / cols);
        const col = i % cols;
        const x = centre + (col - (cols - 1) / 2) * (wide ? w * (rows > 1 ? 0.1 : 0.13) : w * 0.3) + row * w * 0.04;
        const y = rows > 1 ? h * (0.3 + row * 0.42) : h * (0.5 + (i % 2 ? 0.12 : -0.06));
        const s = (wide ? h * (rows > 1 ? 0.4 : 0.6) : h * 0.5) / 1000;
        return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(-30 + r() * 60)}) scale(${f(s * 1000) / 1000}) translate(-400 -620)">${productObject(p, index)}</g>`;
      }).join('');
      return svg(w, h, title,
        `<rect width="${w}" height="${h}" fill="${ground}"/>${weave}` +
        `<rect x="${f(centre - w * 0.02 + (wide ? w * 0.16 : w * 0.12))}" y="${f(h * 0.08)}" width="${f(Math.min(w * 0.16, 240))}" height="${f(Math.min(w * 0.16, 240) * 0.66)}" fill="${paper}" transform="rotate(6 ${f(centre)} ${f(h * 0.1)})" opacity="0.95"/>` +
        `${slices}${petals}${laid}`);
    }
    default: {
      // window: an arch of sky behind the objects on the ledge, its light falling towards us; in a
      // wide frame the left, where the title stands, keeps only the wall (no bars behind the words)
      const archW = w * (wide ? 0.3 : 0.4);
      const archX = wide ? centre - archW / 2 : w * (0.04 + r() * 0.06);
      const archTop = h * 0.3;
      const frame = dark(c, 0.25);
      return svg(w, h, title,
        `<defs><linearGradient id="${bg}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light(c, 0.72)}"/><stop offset="1" stop-color="${light(c, 0.38)}"/></linearGradient>` +
        `<linearGradient id="${bg}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(c, '#9fbcd2', 0.55)}"/><stop offset="1" stop-color="${light(c, 0.82)}"/></linearGradient></defs>` +
        `<rect width="${w}" height="${h}" fill="url(#${bg})"/>` +
        `<path d="M${f(archX)} ${f(floor)} L${f(archX)} ${f(archTop)} A${f(archW / 2)} ${f(archW / 2)} 0 0 1 ${f(archX + archW)} ${f(archTop)} L${f(archX + archW)} ${f(floor)} Z" fill="url(#${bg}s)" stroke="${frame}" stroke-width="6"/>` +
        `<line x1="${f(archX + archW / 2)}" y1="${f(archTop - archW / 2)}" x2="${f(archX + archW / 2)}" y2="${f(floor)}" stroke="${frame}" stroke-width="4"/>` +
        // the transom where the arch springs, above the objects (a bar behind a label read as an underline)
        `<line x1="${f(archX)}" y1="${f(archTop)}" x2="${f(archX + archW)}" y2="${f(archTop)}" stroke="${frame}" stroke-width="4"/>` +
        // the light's patch on the floor, widening towards us
        `<path d="M${f(archX)} ${f(floor)} L${f(archX - archW * 0.25)} ${f(h)} L${f(archX + archW * 1.25)} ${f(h)} L${f(archX + archW)} ${f(floor)} Z" fill="#fff" opacity="0.16"/>` +
        ledge(w, h, wide, `<rect y="${f(floor)}" width="${w}" height="${f(h - floor)}" fill="${mix(c, '#6b5444', 0.35)}"/><rect y="${f(floor)}" width="${w}" height="${f(h * 0.015)}" fill="#fff" opacity="0.25"/>`) +
        objects);
    }
  }
}

/** An open notebook on a sill at dawn, a glass of water beside it: the article's "Matin notebook". */
export function notebook(key, c, title) {
  const r = rand(key);
  // Eight lines of writing, all on the left page (which ends at about y 615).
  const lines = (x0) => Array.from({ length: 8 }, (_, i) => {
    const y = 320 + i * 36;
    const len = 230 - r() * 90;
    let d = `M${x0} ${y}`;
    for (let x = 0; x < len; x += 14) d += ` q7 ${f(-4 - r() * 5)} 14 0`;
    return `<path d="${d}" stroke="#3b3340" stroke-width="2" fill="none" opacity="0.7"/>`;
  }).join('');
  return svg(1200, 800, title,
    `<defs><linearGradient id="n" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light(c, 0.7)}"/><stop offset="1" stop-color="${light(c, 0.4)}"/></linearGradient></defs>` +
    `<rect width="1200" height="800" fill="url(#n)"/><rect y="600" width="1200" height="200" fill="${mix(c, '#8a7460', 0.45)}"/>` +
    `<path d="M170 640 L600 610 L1030 640 L1000 250 L600 220 L200 250 Z" fill="#000" opacity="0.08"/>` +
    `<path d="M200 620 L600 600 L600 220 L200 245 Z" fill="#fbf7ee"/><path d="M600 600 L1000 620 L1000 245 L600 220 Z" fill="#f6f0e3"/>` +
    `<path d="M600 220 L600 600" stroke="#d8ccb8" stroke-width="4"/>${lines(245)}` +
    `<g stroke="#3b3340" stroke-width="2.5" fill="none" opacity="0.75"><rect x="740" y="380" width="120" height="160" rx="12"/><rect x="775" y="340" width="50" height="40"/><rect x="765" y="290" width="70" height="50" rx="4"/><path d="M760 470 q40 -20 80 0"/></g>` +
    `<text x="800" y="590" text-anchor="middle" font-family="Georgia, serif" font-style="italic" font-size="26" fill="#3b3340" opacity="0.8">5:12</text>` +
    `<path d="M1060 420 L1140 420 L1130 610 L1070 610 Z" fill="#fff" opacity="0.55" stroke="#b8c6cc" stroke-width="3"/><path d="M1064 480 L1136 480 L1130 608 L1070 608 Z" fill="#cfe0e6" opacity="0.7"/>`);
}

/** A close-up texture: pools of colour and light (page-section images). */
export function texture(key, c, title) {
  const r = rand(key);
  const blobs = Array.from({ length: 9 }, () => `<circle cx="${f(r() * 800)}" cy="${f(r() * 1000)}" r="${f(80 + r() * 260)}" fill="${r() > 0.5 ? light(c, r() * 0.6) : dark(c, r() * 0.3)}" opacity="${f(0.25 + r() * 0.4)}"/>`).join('');
  const lines = Array.from({ length: 6 }, (_, i) => `<path d="M0 ${150 + i * 150} Q400 ${f(100 + i * 150 + r() * 120)} 800 ${150 + i * 150}" stroke="#fff" stroke-width="${f(1 + r() * 3)}" fill="none" opacity="0.35"/>`).join('');
  return svg(800, 1000, title, `<defs><filter id="t"><feGaussianBlur stdDeviation="40"/></filter></defs><rect width="800" height="1000" fill="${light(c, 0.4)}"/><g filter="url(#t)">${blobs}</g>${lines}`);
}
