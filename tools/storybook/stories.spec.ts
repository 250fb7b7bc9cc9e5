import { existsSync, readFileSync } from 'node:fs';
import { type Browser, type Page, test as base, expect } from '@playwright/test';

/**
 * Every story and docs page of the built Storybook (dist/storybook) in Debian's Chromium, as the
 * published Storybook shows them: the preview iframe renders each story at its own viewport and
 * runs its play function, then the a11y addon's axe check (`a11y.test: 'error'` fails the story).
 * A story fails on an exception while rendering or playing, an error left unhandled while playing,
 * or a failed a11y report. Each worker loads the preview once and switches stories over its
 * channel, as the Storybook UI does.
 */

type IndexEntry = { id: string; type: 'story' | 'docs'; title: string; name: string; importPath: string; tags?: string[] };
type Report = { type: string; status: string; result?: { violations?: { id: string; nodes: { target: string[] }[] }[] } };
type Outcome = { finished: { status: string; reporters: Report[] } | null; problems: string[] };

const indexFile = 'dist/storybook/index.json';
const entries = existsSync(indexFile) ? Object.values((JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries) : [];
const stories = entries.filter((entry) => entry.type === 'story' && entry.tags?.includes('test') !== false);
const docs = entries.filter((entry) => entry.type === 'docs');

/** A story that names no viewport: the size of a laptop. */
const fallbackViewport = { width: 1280, height: 900 };

/**
 * The built preview (iframe.html) in a page of its own, listening to the preview's channel from the
 * moment it exists: a story's outcome (`__outcome`) and the docs page last rendered (`__docsRendered`).
 */
async function openPreview(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: fallbackViewport });
  await page.addInitScript(() => {
    const w = window as unknown as { __outcome: Outcome; __docsRendered: string | null };
    const describe = (payload: unknown) => (typeof payload === 'object' && payload && 'message' in payload ? String((payload as { message: string }).message) : JSON.stringify(payload));
    let channel: unknown;
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set(value: { on(event: string, listener: (payload: unknown) => void): void }) {
        channel = value;
        value.on('playFunctionThrewException', (error) => w.__outcome.problems.push(`play function: ${describe(error)}`));
        value.on('storyThrewException', (error) => w.__outcome.problems.push(`render: ${describe(error)}`));
        value.on('storyErrored', (error) => w.__outcome.problems.push(`story errored: ${describe(error)}`));
        value.on('storyMissing', (id) => w.__outcome.problems.push(`story missing: ${String(id)}`));
        value.on('unhandledErrorsWhilePlaying', (errors) => w.__outcome.problems.push(`unhandled while playing: ${(errors as unknown[]).map(describe).join('; ')}`));
        value.on('storyFinished', (payload) => (w.__outcome.finished = payload as Outcome['finished']));
        value.on('docsRendered', (id) => (w.__docsRendered = String(id)));
      },
    });
    w.__outcome = { finished: null, problems: [] };
    w.__docsRendered = null;
  });
  await page.goto('/iframe.html');
  await page.waitForFunction(() => (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } }).__STORYBOOK_PREVIEW__?.storyStoreValue);
  return page;
}

/** A preview page per worker, open for all of its tests (stories and docs pages each have their own). */
const workerPreview = [
  async ({ browser }: { browser: Browser }, use: (page: Page) => Promise<void>) => {
    const page = await openPreview(browser);
    await use(page);
    await page.close();
  },
  { scope: 'worker' },
] as const;

const test = base.extend<object, { preview: Page }>({ preview: workerPreview });

test.describe.configure({ mode: 'parallel' });

test('the Storybook is built', () => {
  expect(stories.length, `${indexFile} lists no stories: run \`npm run build-storybook\` first`).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ preview }) => {
    // The story's `globals.viewport`, looked up in the preview's viewport options.
    const viewport = await preview.evaluate(async (id) => {
      type Loaded = { storyGlobals?: { viewport?: { value?: string } }; parameters: { viewport?: { options?: Record<string, { styles: { width: string; height: string } }> } } };
      const store = (window as unknown as { __STORYBOOK_PREVIEW__: { storyStoreValue: { loadStory(input: { storyId: string }): Promise<Loaded> } } }).__STORYBOOK_PREVIEW__.storyStoreValue;
      const loaded = await store.loadStory({ storyId: id });
      const name = loaded.storyGlobals?.viewport?.value;
      const styles = name ? loaded.parameters.viewport?.options?.[name]?.styles : undefined;
      return styles ? { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) } : null;
    }, story.id);
    await preview.setViewportSize(viewport ?? fallbackViewport);
    await preview.evaluate((id) => {
      const w = window as unknown as { __outcome: Outcome; __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void } };
      w.__outcome = { finished: null, problems: [] };
      w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    }, story.id);
    await preview.waitForFunction(() => (window as unknown as { __outcome: Outcome }).__outcome.finished, undefined, { timeout: 20_000 });
    const { finished, problems } = await preview.evaluate(() => (window as unknown as { __outcome: Outcome }).__outcome);
    for (const report of finished!.reporters) {
      if (report.status !== 'failed') continue;
      for (const violation of report.result?.violations ?? []) problems.push(`${report.type}: ${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    }
    expect(problems).toEqual([]);
    expect(finished!.status).toBe('success');
  });
}

/**
 * Every docs page (autodocs) renders its title and its stories. The docs pages share a preview of
 * their own per worker, switched over its channel like the stories: a docs page frames full-screen
 * stories in iframes that run their play functions, whose events must not reach a story's test.
 */
const docsTest = base.extend<{ errors: string[] }, { docsPreview: Page }>({
  docsPreview: workerPreview,
  errors: async ({ docsPreview }, provide) => {
    const errors: string[] = [];
    const record = (error: Error) => errors.push(error.message);
    docsPreview.on('pageerror', record);
    await provide(errors);
    docsPreview.off('pageerror', record);
  },
});

for (const entry of docs) {
  docsTest(`docs: ${entry.title}`, async ({ docsPreview: page, errors }) => {
    await page.evaluate((id) => {
      const w = window as unknown as { __docsRendered: string | null; __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void } };
      w.__docsRendered = null;
      w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
    }, entry.id);
    await page.waitForFunction((id) => (window as unknown as { __docsRendered?: string }).__docsRendered === id, entry.id, { timeout: 20_000 });
    if (entry.importPath.endsWith('.mdx')) {
      // A page of prose (the foundations): its own title, its tables drawn as tables.
      await expect(page.locator('#storybook-docs h1').first()).toHaveText(entry.title.split('/').at(-1)!);
      await expect(page.locator('#storybook-docs').getByText(/^\|.*\|$/)).toHaveCount(0);
    } else {
      await expect(page.locator('#storybook-docs .sbdocs-title')).toHaveText(entry.title.split('/').at(-1)!);
      await expect(page.locator('#storybook-docs .docs-story').first()).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}
