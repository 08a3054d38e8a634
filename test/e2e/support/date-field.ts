import type { Locator, Page } from '@playwright/test';

/**
 * Types an ISO date (yyyy-mm-dd) into one of the portal's date fields, as a keyboard user does: the
 * field is a row of day, month and year parts in the portal's order, each taking its digits in turn.
 */
export async function typeDate(scope: Page | Locator, label: string | RegExp, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  const first = scope.getByRole('group', { name: label }).first().getByRole('spinbutton').first();
  await first.click();
  await first.page().keyboard.type(`${day}${month}${year}`);
}
