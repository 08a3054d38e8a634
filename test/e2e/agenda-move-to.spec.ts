import { typeDate } from './support/date-field';
import { expectFitsPhones } from './support/phone-width';
import { expect, expectAccessible, test } from './support/portal-test';
import { openSignedIn } from './support/sign-in-as';

/** The Monday and the Saturday of the week after next, 'YYYY-MM-DD': a week of the seed's planned appointments. */
function weekAhead(): { monday: string; saturday: string } {
  const monday = new Date();
  monday.setUTCDate(monday.getUTCDate() + 14 - ((monday.getUTCDay() + 6) % 7));
  const saturday = new Date(monday);
  saturday.setUTCDate(saturday.getUTCDate() + 5);
  return { monday: monday.toISOString().slice(0, 10), saturday: saturday.toISOString().slice(0, 10) };
}

test('a planner moves an appointment to another day and room with “move to…”, without dragging, is asked whether to tell the employee, and undoes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { monday, saturday } = weekAhead();
  await openSignedIn(page, 'planner', `/agenda?view=day&date=${monday}`);
  const grid = page.getByRole('grid');
  const tile = grid.locator('[data-id]').filter({ hasNotText: 'Casuïstiekoverleg' }).first();
  await expect(tile).toBeVisible();
  const title = (await tile.getAttribute('aria-label'))?.split(',')[0] ?? '';
  await tile.click();
  const details = page.getByRole('dialog', { name: title });
  await details.getByRole('button', { name: 'Verplaatsen naar…' }).click();
  const form = details.getByRole('form', { name: 'Verplaatsen naar' });
  await expect(form.getByRole('combobox', { name: /^Professional/ })).toBeVisible();
  await expectAccessible(page);
  await typeDate(form, /^Datum/, saturday);
  // The room goes along: another room at the same place, sent in the same save.
  const room = form.getByRole('combobox', { name: /^Ruimte/ });
  const rooms = await room
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const current = await room.inputValue();
  const otherRoom = rooms.find((id) => id !== '' && id !== current) ?? '';
  expect(otherRoom, 'another room at the same place').not.toBe('');
  await room.selectOption(otherRoom);
  await form.getByRole('button', { name: 'Verplaatsen', exact: true }).click();
  // The grid's own move: the employee is asked about, then it is saved with undo in its message.
  const question = page.getByRole('dialog', { name: 'Afspraak verplaatsen' });
  await expect(question).toBeVisible();
  const saved = page.waitForRequest(
    (request) => request.method() !== 'GET' && /\/agenda\/appointments\/[^/?]+$/.test(request.url()),
  );
  await question.getByRole('button', { name: 'Verplaatsen', exact: true }).click();
  expect(JSON.stringify((await saved).postDataJSON())).toContain(otherRoom);
  await expect(page.getByText(`${title} is verplaatst;`).first()).toBeVisible();
  await page.getByRole('button', { name: 'Ongedaan maken' }).first().click();
  await expect(page.getByText('De verplaatsing is ongedaan gemaakt;')).toBeVisible();

  // In English, and on a phone.
  await page.getByLabel('Taal').selectOption('en');
  await tile.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Move to…' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('dialog').getByRole('form', { name: 'Move to' })).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhones(page, 'moving an appointment without dragging');
});
