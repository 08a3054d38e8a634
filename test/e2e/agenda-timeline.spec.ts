import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/portal-test';
import { openSignedIn } from './support/sign-in-as';

/** The Monday of the week after next, 'YYYY-MM-DD': a week of the seed's planned appointments. */
function mondayAhead(): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 14 - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** The timeline's rows that hold an appointment in view, by the name in their row header. */
async function rowsWithAppointments(page: Page): Promise<string[]> {
  const names: string[] = [];
  for (const row of await page.getByRole('grid').getByRole('row').all()) {
    const header = row.getByRole('rowheader');
    if ((await header.count()) === 0 || (await row.locator('[data-id]').count()) === 0) continue;
    names.push((await header.getAttribute('title')) ?? '');
  }
  return names;
}

test('a planner opens the week as a timeline, sees two people’s appointments in their rows and moves one by keyboard; a phone opens the list', async ({
  page,
}) => {
  // About fifty key presses carry the appointment to the Saturday, each one drawn and announced.
  test.setTimeout(90_000);
  await openSignedIn(page, 'planner', `/agenda?date=${mondayAhead()}`);
  await page.getByRole('button', { name: 'Tijdlijn' }).click();
  await expect(page).toHaveURL(/view=timeline/);
  const timeline = page.getByRole('grid', { name: /^Tijdlijn van / });
  await expect(timeline).toBeVisible();
  await expect(timeline.locator('[data-id]').first()).toBeVisible();
  // A row per person, each holding that person's appointments.
  expect((await rowsWithAppointments(page)).length).toBeGreaterThanOrEqual(2);
  await expectAccessible(page);

  // The timeline's one tab stop is a slot; Right goes through time to the first appointment.
  // One for an employee (a case review meeting has none), so the drop asks whether to tell them.
  const appointment = timeline.locator('[data-id]').filter({ hasNotText: 'Casuïstiekoverleg' }).first();
  const title = (await appointment.getAttribute('aria-label'))?.split(',')[0] ?? '';
  await appointment.focus();
  await expect(appointment).toBeFocused();
  // Picked up, it moves an hour at a time (into the next day past the last hour) to the Saturday,
  // where no room is booked, and is put down there.
  await page.keyboard.press('m');
  const status = page.locator('.agenda-timeline output');
  await expect(status).toHaveText(`${title} opgepakt.`);
  for (let step = 0; step < 80 && !/, za /.test((await status.textContent()) ?? ''); step++)
    await page.keyboard.press('PageDown');
  await expect(status).toContainText(`${title}: `);
  await expect(status).toContainText(', za ');
  await page.keyboard.press('Enter');
  await expect(status).toContainText(`${title} verplaatst naar`);
  await page
    .getByRole('dialog', { name: 'Afspraak verplaatsen' })
    .getByRole('button', { name: 'Verplaatsen', exact: true })
    .click();
  await expect(page.getByText(`${title} is verplaatst;`).first()).toBeVisible();
  // Undone, so the seed's week stays as it was.
  await page.getByRole('button', { name: 'Ongedaan maken' }).first().click();
  await expect(page.getByText('De verplaatsing is ongedaan gemaakt;')).toBeVisible();

  // On a phone the agenda opens as the list, whatever was chosen before.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/agenda');
  await expect(page.getByRole('button', { name: 'Lijst' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('grid')).toBeHidden();
  // Each card reads its title first, flush with the lines below it; the five views share one row.
  const card = page.locator('.agenda-list__table tbody tr').first();
  const cardTitle = await card.getByRole('button').first().boundingBox();
  const time = await card.locator('td').first().boundingBox();
  if (!cardTitle || !time) throw new Error('the list shows no card');
  expect(cardTitle.y).toBeLessThan(time.y);
  expect(Math.abs(cardTitle.x - time.x)).toBeLessThanOrEqual(1);
  const views = await page
    .getByRole('group', { name: 'Weergave' })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().top));
  expect(new Set(views).size).toBe(1);
});
