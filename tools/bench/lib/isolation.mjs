// "Studio and campaign operations add nothing to a public page's bytes or render time (the bench
// compares)". Two parts:
// - bytes, exact: every client file of the two public apps (first-load files and islands alike) and
//   the HTML of every measured page are searched for code that only the studio and its campaign
//   operations use. Each signature is first shown to find that code in the studio's own build, so
//   a signature that has gone stale cannot pass for an absence.
// - render time, measured: the same public page rendered on every request by the same snapshot,
//   back to back, on the composed site as it runs in production (studio server up, the data
//   service's studio and campaign-operation routes live) and on the public servers alone (data
//   service and brand site, no studio process). The data service's campaign-operation routes cannot
//   be left out of its build, so they are in both runs: what differs is the studio itself.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Code only the studio (and its campaign operations) carries, as it reads once minified. TanStack
 * Query is not one: the campaign page's registration form reads the places left with it too,
 * so finding it in that island says nothing about the studio.
 */
export const studioSignatures = [
  { name: 'Recharts (campaign dashboard)', text: 'recharts-' },
  { name: 'Tiptap / ProseMirror (rich text editor)', text: 'ProseMirror' },
  { name: "the studio's data calls", text: '/api/studio' },
  { name: 'campaign operations (slot figures route)', text: 'slots.json' },
];

const publicApps = ['apps/brand-site/build/client', 'apps/discovery-trial/build/client'];
const studioClient = 'apps/studio/build/client';

function scriptsUnder(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.(m?js|css)$/.test(entry.name)) out.push(join(entry.parentPath ?? entry.path, entry.name));
  }
  return out;
}

/**
 * The public apps' client files and pages' HTML searched for every signature. `pagesHtml` maps a
 * page path to its HTML. Returns per signature whether it is found in the studio (the detector
 * works) and in which public files or pages it was found (should be none).
 */
export function scanPublicBytes(workDir, pagesHtml = {}) {
  const publicFiles = publicApps.flatMap((dir) => scriptsUnder(join(workDir, dir)));
  const studioFiles = scriptsUnder(join(workDir, studioClient));
  const read = (file) => readFileSync(file, 'utf8');
  const publicTexts = publicFiles.map((file) => [file.slice(workDir.length + 1), read(file)]);
  const studioTexts = studioFiles.map(read);
  const signatures = studioSignatures.map((signature) => ({
    ...signature,
    inStudio: studioTexts.some((text) => text.includes(signature.text)),
    inPublicFiles: publicTexts.filter(([, text]) => text.includes(signature.text)).map(([file]) => file),
    inPublicPages: Object.entries(pagesHtml)
      .filter(([, html]) => html.includes(signature.text))
      .map(([path]) => path),
  }));
  const found = signatures.reduce((n, s) => n + s.inPublicFiles.length + s.inPublicPages.length, 0);
  return {
    publicFiles: publicFiles.length,
    studioFiles: studioFiles.length,
    pages: Object.keys(pagesHtml).length,
    signatures,
    found,
    // A signature the studio no longer carries proves nothing: the check is then incomplete.
    detectorsWorking: signatures.every((s) => s.inStudio),
  };
}
