import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/portal-test';
import { openSignedIn } from './support/sign-in-as';

/** How wide the page, the table's box and the table are, and whether the title is inside the window. */
async function widths(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector('.report-table');
    const table = box?.querySelector('table');
    const title = document.getElementById('recovery-table-title');
    const group = table?.querySelector('tbody th');
    return {
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
      box: box?.getBoundingClientRect().width ?? 0,
      table: table?.getBoundingClientRect().width ?? 0,
      titleRight: title?.getBoundingClientRect().right ?? Infinity,
      titleScrolls: title ? title.scrollWidth > title.clientWidth : true,
      groupWidth: group?.getBoundingClientRect().width ?? 0,
    };
  });
}

test('the recovery report fits a laptop window with its group names readable, and scrolls in its own box on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, 'employer', '/dashboard/reports/reportRecovery');
  const table = page.getByRole('table', { name: /Verzuim en herstel van .* tot en met / });
  await expect(table).toBeVisible();
  const wide = await widths(page);
  expect(wide.page).toBe(wide.window);
  expect(wide.table).toBeLessThanOrEqual(wide.box);
  expect(wide.titleScrolls).toBe(false);
  // "Bakkerij De Gouden Korenaar B.V." on two lines at most, not a word a line.
  expect(wide.groupWidth).toBeGreaterThanOrEqual(180);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toBeVisible();
  const narrow = await widths(page);
  expect(narrow.page).toBe(390);
  expect(narrow.box).toBeLessThanOrEqual(390);
  expect(narrow.table).toBeGreaterThan(narrow.box);
  expect(narrow.titleRight).toBeLessThanOrEqual(390);
  expect(narrow.titleScrolls).toBe(false);
  // The box scrolls by keyboard too: it takes the focus and is named by the title.
  const box = page.getByRole('region', { name: /Verzuim en herstel van/ });
  await box.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expectAccessible(page);
});
