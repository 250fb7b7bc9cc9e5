import type { Page } from '@playwright/test';

/** WCAG 2.2 relative luminance of an sRGB colour (0-255 channels). */
export function luminance([r, g, b]: readonly number[]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two opaque colours. */
export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export interface TextContrast {
  text: string;
  /** The lowest ratio between the text's colour and any pixel of the ground behind it. */
  ratio: number;
}

/**
 * The contrast of every piece of text matched by `selector` against what is really painted behind
 * it (gradients, pictures, the page under a transparent header): the text is made transparent, the
 * ground is photographed, and the text colour is compared with each pixel of its box (the worst
 * pixel counts).
 */
export async function textContrasts(page: Page, selector: string): Promise<TextContrast[]> {
  const measure = () => page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((el) => (el as HTMLElement).offsetParent !== null && el.textContent?.trim())
      .map((el) => {
        const rect = el.getBoundingClientRect();
        const color = getComputedStyle(el).color.match(/[\d.]+/g)!.map(Number);
        return { text: el.textContent!.trim(), x: rect.x, y: rect.y, width: rect.width, height: rect.height, color };
      }),
  );
  // The page may still be settling (a scroll restored, a header turning solid): measure, photograph
  // and measure again until both measurements agree, so colours and pixels belong to one moment.
  for (let attempt = 0; ; attempt += 1) {
    const boxes = await measure();
    const shot = await photographGround(page, selector);
    // A photograph in which the text was not hidden (the hiding style gone, or not yet applied)
    // would compare the text with itself: it is taken again, never counted.
    const settled = shot !== null && JSON.stringify(await measure()) === JSON.stringify(boxes);
    if (settled) return compare(page, shot, boxes);
    if (attempt === 9) throw new Error(`textContrasts: no steady photograph of ${selector} with its text hidden in 10 attempts`);
    await page.waitForTimeout(250);
  }
}

/** The page with the matched text made transparent, or null when the text was not hidden throughout the photograph. */
async function photographGround(page: Page, selector: string): Promise<Buffer | null> {
  const hide = await page.addStyleTag({ content: `${selector}, ${selector} * { color: transparent !important; text-shadow: none !important; } ${selector}::after { visibility: hidden !important; }` });
  const hidden = () =>
    hide.evaluate((style, sel) => style.isConnected && [...document.querySelectorAll(sel)].every((el) => getComputedStyle(el).color === 'rgba(0, 0, 0, 0)'), selector);
  // Two frames, so the photograph is of a page painted with the text hidden.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const before = await hidden();
  const shot = await page.screenshot({ animations: 'disabled' });
  const after = await hidden();
  await hide.evaluate((style) => style.remove());
  return before && after ? shot : null;
}

interface TextBox {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  color: number[];
}

function compare(page: Page, shot: Buffer, boxes: TextBox[]): Promise<TextContrast[]> {
  return page.evaluate(
    async ({ png, boxes }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const lum = (rgb: number[]) =>
        rgb
          .map((c) => c / 255)
          .map((s) => (s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4))
          .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
      return boxes.map(({ text, x, y, width, height, color }) => {
        const data = context.getImageData(Math.floor(x), Math.floor(y), Math.max(1, Math.ceil(width)), Math.max(1, Math.ceil(height))).data;
        const alpha = color[3] ?? 1;
        let worst = Infinity;
        for (let i = 0; i < data.length; i += 4) {
          const ground = [data[i], data[i + 1], data[i + 2]];
          const ink = color.slice(0, 3).map((c, k) => c * alpha + ground[k] * (1 - alpha));
          const [a, b] = [lum(ink), lum(ground)].sort((p, q) => q - p);
          worst = Math.min(worst, (a + 0.05) / (b + 0.05));
        }
        return { text, ratio: Math.round(worst * 100) / 100 };
      });
    },
    { png: shot.toString('base64'), boxes },
  );
}
