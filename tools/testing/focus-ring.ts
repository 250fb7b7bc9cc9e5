import type { Page } from '@playwright/test';
import { contrastRatio } from './contrast';

export interface FocusRing {
  /** What had the focus (its tag and text). */
  control: string;
  /** The ring's contrast with the colour behind it (0 when there is no ring). */
  ratio: number;
}

/**
 * The focus ring of each of the first `count` controls reached with Tab in `within` (WCAG 2.2
 * 1.4.11 asks 3:1 of a focus indicator against what is next to it): the outline's colour (or a
 * field's underline, thickened by a shadow when focused) against
 * the background colour of the nearest ancestor that paints one. Rings drawn over pictures are
 * measured against the picture's container, so pages whose rings sit on plain grounds are the ones
 * to check.
 */
export async function focusRings(page: Page, within: string, count: number): Promise<FocusRing[]> {
  await page.locator(within).first().evaluate((element) => {
    const anchor = document.createElement('span');
    anchor.tabIndex = -1;
    element.prepend(anchor);
    anchor.focus();
  });
  const rings: FocusRing[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    const ring = await page.evaluate((selector) => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || !focused.closest(selector)) return null;
      const style = getComputedStyle(focused);
      const rgb = (value: string) => value.match(/[\d.]+/g)!.map(Number);
      let ground: number[] = [255, 255, 255];
      for (let node: HTMLElement | null = focused.parentElement; node; node = node.parentElement) {
        const bg = rgb(getComputedStyle(node).backgroundColor);
        if (bg.length < 4 || bg[3]! > 0.9) {
          ground = bg.slice(0, 3);
          break;
        }
      }
      const width = parseFloat(style.outlineWidth);
      // An outline, or a field's own indicator: its underline thickened by a shadow of its colour.
      const outline = style.outlineStyle !== 'none' && width > 0 ? style.outlineColor : style.boxShadow !== 'none' && parseFloat(style.borderBottomWidth) > 0 ? style.borderBottomColor : null;
      return { control: `${focused.tagName.toLowerCase()} ${(focused.textContent || focused.getAttribute('aria-label') || focused.getAttribute('name') || '').trim().slice(0, 40)}`, outline: outline ? rgb(outline).slice(0, 3) : null, ground };
    }, within);
    if (!ring) break;
    rings.push({ control: ring.control, ratio: ring.outline ? Math.round(contrastRatio(ring.outline, ring.ground) * 100) / 100 : 0 });
  }
  return rings;
}
