import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The phones a page must fit: the narrowest in common use and a large one. */
export const PHONE_WIDTHS = [360, 390] as const;

/**
 * Shows the open page at each phone width in turn and expects it to scroll only up and down: nothing
 * wider than the screen (what overflows is named, so a failure says where to look). The page stays
 * open as it is, only narrower, so a journey checks every route it visits anyway at little cost; the
 * window gets its width back afterwards.
 */
export async function expectFitsPhones(page: Page, label: string): Promise<void> {
  const wide = page.viewportSize();
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 780 });
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const limit = document.documentElement.clientWidth;
            if (document.documentElement.scrollWidth <= limit) return [];
            const clipped = (element: Element): boolean => {
              for (let parent = element.parentElement; parent; parent = parent.parentElement) {
                if (getComputedStyle(parent).overflowX !== 'visible') return true;
              }
              return false;
            };
            return [...document.body.querySelectorAll('*')]
              .filter((element) => element.getBoundingClientRect().right > limit + 0.5 && !clipped(element))
              .slice(0, 3)
              .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
          }),
        { message: `${label} scrolls sideways at ${width} px` },
      )
      .toEqual([]);
  }
  if (wide) await page.setViewportSize(wide);
}
