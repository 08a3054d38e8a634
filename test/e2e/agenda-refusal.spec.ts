import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/portal-test';
import { signInAs } from './support/sign-in-as';

/** A Sunday two weeks ahead or more: nobody's agenda has anything on it, so every slot is free. */
function sundayAhead(weeks = 2): string {
  const day = new Date(Date.now() + weeks * 7 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((7 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}

const slot = (page: Page, time: string, column: number) =>
  page
    .getByRole('grid')
    .getByRole('gridcell', { name: new RegExp(`^${time}, `) })
    .nth(column);

/** Books from the dialog that an empty slot opened: the first operation, location and room. */
async function fillBooking(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Nieuwe afspraak' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: /^Soort afspraak/ }).selectOption({ index: 1 });
  await dialog.getByRole('combobox', { name: /^Locatie/ }).selectOption({ index: 1 });
  await dialog.getByRole('combobox', { name: /^Ruimte/ }).selectOption({ index: 1 });
  return dialog;
}

test('a refused booking takes the focus and shows the appointment in its way; the agenda never shows loading or a fault as empty', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'planner');
  const sunday = sundayAhead();
  await page.goto(`/agenda?view=day&date=${sunday}`);
  await expect(page.getByRole('grid')).toBeVisible();

  // A room booked at 09:00 for the first person.
  await slot(page, '09:00', 0).click();
  let dialog = await fillBooking(page);
  await dialog.getByRole('button', { name: 'Afspraak maken' }).click();
  await expect(dialog).toBeHidden();

  // The same room at the same time for the second person: refused, and the refusal is where the
  // planner looks, with the focus on it inside the dialog.
  await slot(page, '09:00', 1).click();
  dialog = await fillBooking(page);
  await dialog.getByRole('button', { name: 'Afspraak maken' }).click();
  const refusal = dialog.locator('.agenda-form__refusal');
  await expect(refusal).toContainText('is dan al geboekt');
  await expect(refusal).toBeFocused();
  await expect(refusal).toBeInViewport();
  await expectAccessible(page);

  // The appointment in the way, in the agenda; the form waits with what was chosen.
  const operation = await dialog.getByRole('combobox', { name: /^Soort afspraak/ }).inputValue();
  await refusal.getByRole('button', { name: /^De afspraak die in de weg staat tonen/ }).click();
  const inTheWay = page.getByRole('dialog');
  await expect(inTheWay.getByText('Professional', { exact: true })).toBeVisible();
  await expect(page.getByText('Uw afspraak is nog niet gemaakt; wat u invulde staat klaar.')).toBeVisible();
  await inTheWay.getByRole('button', { name: 'Terug naar de afspraak' }).click();
  dialog = page.getByRole('dialog', { name: 'Nieuwe afspraak' });
  await expect(dialog.getByRole('combobox', { name: /^Soort afspraak/ })).toHaveValue(operation);
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await dialog.getByRole('button', { name: 'Weggooien' }).click();
  await expect(dialog).toBeHidden();

  // The list view says the appointments are coming until they are, never "none" before.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/external/v3/agenda/appointments?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Lijst' }).click();
  await expect(page.getByText('Afspraken worden geladen…')).toBeVisible();
  await expect(page.getByText('Geen afspraken.')).toHaveCount(0);
  release();
  await expect(page.getByText('Afspraken worden geladen…')).toBeHidden();
  await expect(page.getByText('Geen afspraken.').first()).toBeVisible();
  await page.unroute('**/api/external/v3/agenda/appointments?*');

  // A period that cannot be loaded shows its fault and a retry, not an empty week, and no toast.
  await page.route('**/api/external/v3/agenda/appointments?*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<html>oops</html>' }),
  );
  await page.getByRole('button', { name: 'Volgende periode' }).click();
  const fault = page.getByRole('alert').filter({ hasText: 'konden niet worden geladen' });
  await expect(fault).toBeVisible();
  await expect(page.getByText('Geen afspraken.')).toHaveCount(0);
  await expect(page.getByText('De server gaf een onverwacht antwoord.')).toHaveCount(0);
  await expectAccessible(page);
  await page.unroute('**/api/external/v3/agenda/appointments?*');
  await fault.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(fault).toBeHidden();
  await expect(page.getByText('Geen afspraken.').first()).toBeVisible();
});
