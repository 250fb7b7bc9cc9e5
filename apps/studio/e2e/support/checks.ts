import { axe } from '../../../../tools/testing/axe.ts';
import { type Page, expect } from '@playwright/test';

/** The page as it stands has no axe violation (each is named with the elements it found). */
export async function expectAxeClean(page: Page) {
  const results = await axe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
