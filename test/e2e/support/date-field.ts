import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Types an ISO date (yyyy-mm-dd) into one of the portal's date fields, as a keyboard user does: the
 * field is a row of day, month and year parts in the portal's order, each taking its digits in turn.
 * It waits until the field shows the whole date, so the next step never races the typing on a busy
 * machine.
 */
export async function typeDate(scope: Page | Locator, label: string | RegExp, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  const group = scope.getByRole('group', { name: label }).first();
  const first = group.getByRole('spinbutton').first();
  await first.click();
  // Part by part, each seen taken before the next: a busy machine never drops a digit between them.
  const parts = [
    [/^(dag|day)/, day],
    [/^(maand|month)/, month],
    [/^(jaar|year)/, year],
  ] as const;
  for (const [name, digits] of parts) {
    const segment = group.getByRole('spinbutton', { name });
    await first.page().keyboard.type(digits ?? '');
    try {
      await expect(segment).toHaveText(digits ?? '', { timeout: 3000 });
    } catch {
      // A keystroke lost while the field drew the one before: the part is cleared and typed again.
      await segment.focus();
      for (let count = 0; count < 4; count++) await first.page().keyboard.press('Backspace');
      await first.page().keyboard.type(digits ?? '');
      await expect(segment).toHaveText(digits ?? '');
    }
  }
  for (const [name, digits] of parts)
    await expect(group.getByRole('spinbutton', { name })).toHaveText(digits ?? '');
}
