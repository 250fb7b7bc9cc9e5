// Messages sliced per route: a page renders from the frame's slice and the areas its
// route modules declare in `handle.messages`, nothing else. This test reads the source of every page
// of both apps and fails when a page can render an id outside its slice (the browser would show the
// raw id), or declares an area it never renders (bytes for nothing). Fix: add (or remove) the area
// in the page's `export const handle = { messages: [...] }`; an area every page needs goes into
// libs/i18n/src/message-areas.json (the frame's slice).
import type { RouteConfigEntry } from '@react-router/dev/routes';
import brandRoutes from '../../apps/brand-site/app/routes';
import trialRoutes from '../../apps/discovery-trial/app/routes';
import { type PageUsage, catalogueAreas, frameAreas, pagesOf } from './message-usage';

const areaOf = catalogueAreas();
const apps: [string, readonly RouteConfigEntry[]][] = [
  ['apps/brand-site', brandRoutes],
  ['apps/discovery-trial', trialRoutes],
];

describe.each(apps)('%s: every page renders only the messages of its slice', (appDir, routes) => {
  let pages: PageUsage[] = [];
  beforeAll(() => {
    pages = pagesOf(appDir, routes);
  }, 120_000);

  it('finds the pages and the ids they render', () => {
    expect(pages.length).toBeGreaterThan(4);
    // The frame's own messages reach every page (the footer's legal links at least).
    for (const page of pages) expect(page.used.size, page.id).toBeGreaterThan(10);
  });

  it('declares only areas that exist', () => {
    for (const page of pages) for (const area of page.declared) expect([...areaOf.values()], `${page.id}: area "${area}"`).toContain(area);
  });

  it('renders no id outside the frame and the areas its routes declare', () => {
    const outside = pages.flatMap((page) =>
      [...page.used]
        .filter(([id]) => !frameAreas.includes(areaOf.get(id)!) && !page.declared.includes(areaOf.get(id)!))
        .map(([id, file]) => `${page.id}: "${id}" (area ${areaOf.get(id)}, named in ${file}); declare '${areaOf.get(id)}' in handle.messages of ${page.chain.at(-1)}`),
    );
    expect(outside).toEqual([]);
  });

  it('declares no area it does not render (every declared area is fetched by the page)', () => {
    const unused = pages.flatMap((page) =>
      page.declared.filter((area) => ![...page.used.keys()].some((id) => areaOf.get(id) === area)).map((area) => `${page.id}: '${area}' in ${page.chain.at(-1)}`),
    );
    expect(unused).toEqual([]);
  });
});
