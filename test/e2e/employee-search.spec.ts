import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/portal-test';
import { openSignedIn } from './support/sign-in-as';

/** A Sunday at least three weeks ahead: nobody works then, so every slot is free. */
function sundayAhead(): string {
  const day = new Date(Date.now() + 21 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((7 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}

const activeOption = (page: Page) =>
  page.evaluate(() => {
    const id = document.activeElement?.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });

test('a planner finds the employee to book for by keyboard alone: the count is told, arrows move, Enter chooses', async ({
  page,
}) => {
  await openSignedIn(page, 'planner', `/agenda?view=day&date=${sundayAhead()}`);
  await expect(page.getByRole('grid')).toBeVisible();
  await page
    .getByRole('grid')
    .getByRole('gridcell', { name: /^10:00, / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe afspraak' });
  await dialog.getByRole('combobox', { name: /^Soort afspraak/ }).selectOption({ index: 1 });

  const search = dialog.getByRole('combobox', { name: /^Werknemer/ });
  await search.focus();
  await page.keyboard.type('Korenaar');
  const listbox = dialog.getByRole('listbox', { name: 'Gevonden werknemers' });
  await expect(listbox).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  const options = listbox.getByRole('option');
  const count = await options.count();
  expect(count).toBeGreaterThan(1);
  // Every option tells namesakes apart by their employer.
  for (const text of await options.allTextContents())
    expect(text).toMatch(/ · Bakkerij De Gouden Korenaar B\.V\.$/);
  // Told politely to screen readers, and shown between the field and its list.
  const told = dialog.locator('#appointment-employee-status');
  await expect(told).toHaveAttribute('aria-live', 'polite');
  await expect(told).toHaveText(`${count} werknemers gevonden. Kies met pijl omlaag.`);
  await expect(dialog.locator('.employee-search__status')).toHaveText(await told.innerText());
  await expectAccessible(page);

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const second = await options.nth(1).textContent();
  expect(await activeOption(page)).toBe(second);
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  expect(await activeOption(page)).toBe(await options.last().textContent());
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  expect(await activeOption(page)).toBe(second);

  // Escape closes the list without losing what was typed; arrow down opens it again.
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(search).toHaveValue('Korenaar');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');

  const name = second?.split(' · ')[0] ?? '';
  await expect(dialog.getByText(`${name} (Bakkerij De Gouden Korenaar B.V.)`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Andere werknemer' })).toBeFocused();
  await expect(told).toHaveText(`Gekozen: ${name}.`);

  // No one found is said, not shown as an empty list.
  await page.keyboard.press('Enter');
  await expect(search).toBeFocused();
  await page.keyboard.type('zzqq');
  await expect(told).toHaveText('Geen werknemers gevonden.');
  await expect(dialog.locator('.employee-search__status')).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'false');
});
