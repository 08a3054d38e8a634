import { expect, expectAccessible, test } from './support/portal-test';
import { typeDate } from './support/date-field';
import { openSignedIn } from './support/sign-in-as';

/** Monday to Friday of next week, as the agenda's address writes a date. */
function workingDaysNextWeek(): string[] {
  const monday = new Date(Date.now() + 7 * 86_400_000);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return [0, 1, 2, 3, 4].map((offset) =>
    new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10),
  );
}

test('a planner looks through the week’s agenda, opens an appointment and confirms it, in both languages', async ({
  page,
}) => {
  // Every view is checked by axe, which takes its time on a week of many appointments.
  test.setTimeout(60_000);
  await openSignedIn(page, 'planner', '/agenda');
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  // This week's agenda has a clean address; moving on writes the date.
  await expect(page).toHaveURL('/agenda');
  await expectAccessible(page);
  // Keyboard: the grid has one tab stop and Enter opens an appointment.
  const first = grid.locator('[data-id]').first();
  await expect(first).toBeVisible();
  await first.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Bevestigen', exact: true });
  if ((await confirm.count()) > 0) {
    await confirm.click();
    await expect(page.getByText('De afspraak is bevestigd.')).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Sluiten' }).first().click();
  await page.getByRole('button', { name: 'Volgende periode' }).click();
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
  await page.getByRole('button', { name: 'Dag', exact: true }).click();
  await expect(page).toHaveURL(/view=day/);
  // The date field takes a date typed in the portal's own order.
  await typeDate(page, /^Datum/, '2026-12-01');
  await expect(page).toHaveURL(/date=2026-12-01/);
  await page.reload();
  await expect(page).toHaveURL(/view=day/);
  await expect(page.getByRole('grid')).toBeVisible();
  await page.getByRole('button', { name: 'Werkweek' }).click();
  await expect(page).toHaveURL(/view=workweek/);
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Lijst' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByRole('grid')).toBeHidden();
  await expect(page.getByRole('columnheader', { name: 'Professional' }).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Taal').selectOption('en');
  await expect(page.getByRole('button', { name: 'Next period' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  // From a person in the column choice to their schedules.
  await page.getByText(/^Choose columns/).click();
  await expectAccessible(page);
  await page
    .getByRole('link', { name: /^Schedule of / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/agenda\/[^/]+\/availabilities$/);
});

test('cancelling from an appointment’s details asks first, on a phone too, and keeping it changes nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, 'planner', '/agenda?view=day');
  const grid = page.getByRole('grid');
  const dialog = page.getByRole('dialog');
  // The first appointment that can still be cancelled, on a working day next week: today's may all be
  // over when the suite runs, and the seed books every working day ahead.
  const tiles = grid.locator('[data-id]');
  let found = false;
  for (const date of workingDaysNextWeek()) {
    await page.goto(`/agenda?view=day&date=${date}`);
    await expect(grid).toBeVisible();
    // Counted once the day's appointments have come, not while they load.
    await expect(page.locator('.agenda__body')).toHaveAttribute('aria-busy', 'false');
    const count = await tiles.count();
    for (let index = 0; index < count && !found; index += 1) {
      await tiles.nth(index).click();
      await expect(dialog).toBeVisible();
      found = (await dialog.getByRole('button', { name: 'Annuleren…' }).count()) > 0;
      if (!found) await dialog.getByRole('button', { name: 'Sluiten' }).first().click();
    }
    if (found) break;
  }
  expect(found).toBe(true);
  const status = dialog.locator('.agenda__status');
  const before = await status.textContent();
  // The status actions say what they do and stay inside the dialog on a phone.
  const box = await dialog.boundingBox();
  for (const button of await dialog.locator('.agenda__group .button').all()) {
    const edge = await button.boundingBox();
    expect((edge?.x ?? 0) + (edge?.width ?? 0)).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0) + 1);
  }
  await dialog.getByRole('button', { name: 'Annuleren…' }).click();
  const question = dialog.getByRole('group', { name: /^Deze afspraak annuleren\?/ });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Ja, annuleren' })).toBeFocused();
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Nee, laten staan' }).click();
  await expect(question).toBeHidden();
  await expect(status).toHaveText(before ?? '');
  await dialog.getByRole('button', { name: 'Annuleren…' }).click();
  await dialog.getByRole('button', { name: 'Ja, annuleren' }).click();
  await expect(status).toHaveText('Geannuleerd');
});

test('the agenda’s column choice opens inside the window and closes on Escape and on a click outside', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, 'planner', '/agenda');
  await expect(page.getByRole('grid')).toBeVisible();
  const button = page.getByRole('button', { name: /^Kolommen kiezen/ });
  const panel = page.locator(`[id="${(await button.getAttribute('aria-controls')) ?? ''}"]`);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1440);
  await panel.getByRole('checkbox').first().focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await expect(panel).toBeVisible();
  await page.getByRole('heading', { name: 'Agenda', level: 1 }).click();
  await expect(panel).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});
