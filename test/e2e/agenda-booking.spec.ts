import type { Page } from '@playwright/test';
import { DEMO_CONTROL } from './support/demo-controls';
import { expect, expectAccessible, test } from './support/portal-test';
import { openSignedIn, signInAs } from './support/sign-in-as';

/** A Sunday at least a week ahead: nobody's agenda has anything on it, so every slot is free. */
function sundayAhead(weeks = 1): string {
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

/**
 * The number of the demo outbox's newest message (README: printed in the terminal, read by the
 * tests); it keeps the latest hundred, so its numbers count what was sent, not its length.
 */
async function lastMail(page: Page): Promise<{ id: number; to: string }> {
  const answer = await page.request.get('/api/__demo/outbox', { headers: DEMO_CONTROL });
  const { data } = (await answer.json()) as { data: { id: number; to: string }[] };
  return data.at(-1) ?? { id: 0, to: '' };
}

test('a planner books from an empty slot, sees the clash refused, and moves the appointment by drag and by keyboard, asked whether to tell the employee', async ({
  page,
}) => {
  await signInAs(page, 'planner');
  const sunday = sundayAhead();
  await page.goto(`/agenda?view=day&date=${sunday}`);
  await expect(page.getByRole('grid')).toBeVisible();

  // An empty slot opens the form with the person and the time filled in.
  await slot(page, '09:00', 0).click();
  let dialog = await fillBooking(page);
  await dialog.getByRole('combobox', { name: /^Werknemer/ }).fill('Korenaar');
  const option = dialog.getByRole('listbox', { name: 'Gevonden werknemers' }).getByRole('option').first();
  const employee = ((await option.textContent()) ?? '').split(' · ')[0] ?? '';
  await option.click();
  await expect(dialog.getByText('Dit valt buiten de werktijden van de professional.')).toBeVisible();
  await expectAccessible(page);
  const title =
    (
      await dialog
        .getByRole('combobox', { name: /^Soort afspraak/ })
        .locator('option:checked')
        .textContent()
    )?.replace(/ \(.*$/, '') ?? '';
  await dialog.getByRole('button', { name: 'Afspraak maken' }).click();
  await expect(page.getByText('De afspraak is gemaakt.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const booked = page.getByRole('grid').locator('[data-id]').filter({ hasText: title });
  await expect(booked).toHaveCount(1);

  // The same room at the same time for someone else: the clash is shown, and the back office refuses it.
  await slot(page, '09:00', 1).click();
  dialog = await fillBooking(page);
  await expect(dialog.getByText('Deze afspraak overlapt met:')).toBeVisible();
  await dialog.getByRole('button', { name: 'Afspraak maken' }).click();
  await expect(dialog.getByRole('alert')).toContainText('is dan al geboekt');
  await expect(dialog.getByRole('combobox', { name: /^Soort afspraak/ })).not.toHaveValue('');
  // Escape on a filled-in form asks first; keeping it keeps everything chosen.
  await page.keyboard.press('Escape');
  const discard = dialog.getByRole('alert').filter({ hasText: 'Wat u invulde weggooien?' });
  await expect(discard).toBeVisible();
  await expect(discard.getByRole('button', { name: 'Verder invullen' })).toBeFocused();
  await discard.getByRole('button', { name: 'Verder invullen' }).click();
  await expect(discard).toBeHidden();
  await expect(dialog.getByRole('combobox', { name: /^Soort afspraak/ })).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await dialog.getByRole('button', { name: 'Weggooien' }).click();
  await expect(dialog).toBeHidden();
  await expect(booked).toHaveCount(1);

  // Dragging it an hour later moves it, and the message offers undo.
  const from = await booked.boundingBox();
  const hourLater = await slot(page, '10:00', 0).boundingBox();
  if (!from || !hourLater) throw new Error('the grid is not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + 5);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, hourLater.y + 5, { steps: 8 });
  await page.mouse.up();
  // The drop asks first whether the employee is told, ticked; nothing is saved before the answer.
  const question = page.getByRole('dialog', { name: 'Afspraak verplaatsen' });
  const tell = question.getByRole('checkbox', { name: `${employee} per e-mail laten weten` });
  await expect(tell).toBeChecked();
  await expect(question.locator(':focus')).toHaveCount(1);
  await expectAccessible(page);
  const mails = (await lastMail(page)).id;
  await question.getByRole('button', { name: 'Verplaatsen', exact: true }).click();
  await expect(
    page.getByText(`${title} is verplaatst; ${employee} krijgt hiervan bericht per e-mail.`),
  ).toBeVisible();
  // Exactly one mail, to the employee's work address.
  expect(await lastMail(page)).toMatchObject({ id: mails + 1, to: expect.stringMatching(/@example\.nl$/) });
  await page.getByRole('button', { name: 'Ongedaan maken' }).click();
  await expect(page.getByText('De verplaatsing is ongedaan gemaakt;')).toBeVisible();

  // By keyboard: pick it up, a slot later, put it down; Escape at the question leaves it where it was.
  await booked.focus();
  await page.keyboard.press('m');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText(`${title} is niet verplaatst.`)).toBeVisible();
  await expect(booked).toBeFocused();
  // Again, this time without telling the employee: no mail.
  const before = (await lastMail(page)).id;
  await page.keyboard.press('m');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await tell.uncheck();
  await question.getByRole('button', { name: 'Verplaatsen', exact: true }).click();
  await expect(page.getByText(`${title} is verplaatst.`).first()).toBeVisible();
  expect((await lastMail(page)).id).toBe(before);
  await booked.click();
  await expect(page.getByRole('dialog')).toContainText('09:15');
});

test('a planner makes a weekly series, moves one clashing date to another time and leaves out the other, deletes it from a date and keeps the earlier ones, in both languages', async ({
  page,
}) => {
  await signInAs(page, 'planner');
  // Three and four weeks ahead the slot is already taken: the series' third and fourth dates clash.
  for (const weeks of [3, 4]) {
    await page.goto(`/agenda?view=day&date=${sundayAhead(weeks)}`);
    await slot(page, '11:00', 0).click();
    await (await fillBooking(page)).getByRole('button', { name: 'Afspraak maken' }).click();
    await expect(page.getByText('De afspraak is gemaakt.')).toBeVisible();
  }
  const sunday = sundayAhead();
  await page.goto(`/agenda?view=day&date=${sunday}`);
  await slot(page, '11:00', 0).click();
  const dialog = await fillBooking(page);
  await dialog.getByLabel('Herhalen').check();
  await expect(dialog.getByRole('checkbox', { name: 'zondag' })).toBeChecked();
  await dialog.getByLabel('Aantal afspraken').fill('4');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Afspraak maken' }).click();
  await expect(dialog.getByRole('heading', { name: '2 datums botsen' })).toBeFocused();
  const listed = dialog.getByRole('region', { name: '2 datums botsen' }).getByRole('listitem');
  await expect(listed).toHaveCount(2);
  await expect(listed.first()).toContainText('om 11:00');
  // The free times of that day are looked up for the same professional and room: on a Sunday, none.
  await expect(listed.first()).toContainText('niets vrij; typ een andere tijd');
  await expectAccessible(page);
  // The third date at 14:00 that day instead: every date is checked again, and only the fourth still clashes.
  const third = listed.first();
  for (const [label, time] of [
    [/^Nieuwe begintijd/, '1400'],
    [/^Nieuwe eindtijd/, '1530'],
  ] as const) {
    await third.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
    await page.keyboard.type(time);
  }
  await third.getByRole('button', { name: /op deze tijd en de rest boeken$/ }).click();
  const clashes = dialog.getByRole('heading', { name: '1 datum botst' });
  await expect(clashes).toBeFocused();
  const region = dialog.getByRole('region', { name: '1 datum botst' });
  await expect(region.getByRole('listitem').filter({ hasText: 'bezet door' })).toHaveCount(1);
  // The moved date stays in sight, with the time it moved to, and can be put back.
  await expect(region.getByRole('heading', { name: 'Verplaatst naar een andere tijd' })).toBeVisible();
  await expect(region.getByText(/verplaatst naar 14:00–15:30/)).toBeVisible();
  await expect(region.getByRole('button', { name: /terugzetten op de tijd van de reeks$/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Deze datums weglaten en de rest boeken' }).click();
  await expect(page.getByText('De reeks is gemaakt: 3 afspraken.')).toBeVisible();

  // A week later: the second one, deleted with every one after it.
  await page.getByRole('button', { name: 'Dag', exact: true }).click();
  await page.goto(`/agenda?view=day&date=${sundayAhead(2)}`);
  const second = page.getByRole('grid').locator('[data-id]').first();
  await second.click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Deze en alle volgende uit de reeks verwijderen' })
    .click();
  await expect(page.getByText('vanaf deze datum zijn verwijderd')).toBeVisible();
  await expect(page.getByRole('grid').locator('[data-id]')).toHaveCount(0);
  // The moved and the left-out dates hold only the appointments that were in the way.
  for (const weeks of [3, 4]) {
    await page.goto(`/agenda?view=day&date=${sundayAhead(weeks)}`);
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByRole('grid').locator('[data-id]')).toHaveCount(1);
  }
  await page.goto(`/agenda?view=day&date=${sunday}`);
  await expect(page.getByRole('grid').locator('[data-id]')).toHaveCount(1);

  await page.getByLabel('Taal').selectOption('en');
  await page.getByRole('grid').locator('[data-id]').first().click();
  await expect(page.getByRole('dialog').getByText('Part of a series')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Change' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Change appointment' }).getByText('This appointment only'),
  ).toBeVisible();
  await expectAccessible(page);
});

test('a planner prints the day and downloads a person’s agenda as a calendar file', async ({ page }) => {
  await openSignedIn(page, 'planner', '/agenda?view=day');
  await expect(page.getByRole('grid')).toBeVisible();
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Afdrukken' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Afdrukken' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: /^Agenda, / })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // A person's week holds appointments whatever day it is, so the file has events to show.
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await page.getByText('Agenda downloaden').click();
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /\(\.ics\)$/ })
    .first()
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^agenda-.*\.ics$/);
  const text = await (await file.createReadStream()).toArray();
  const ics = Buffer.concat(text).toString('utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain('TZID:Europe/Amsterdam');
  await expect(page.getByText(/Het agendabestand .* is gedownload\./)).toBeVisible();
});

test('a booking whose session ends on saving opens again for the same planner after signing in, filled in, and books', async ({
  page,
  request,
}) => {
  await signInAs(page, 'planner');
  const sunday = sundayAhead(3);
  const agenda = `/agenda?view=day&date=${sunday}`;
  await page.goto(agenda);
  await expect(page.getByRole('grid')).toBeVisible();
  await slot(page, '11:00', 0).click();
  const dialog = await fillBooking(page);
  await dialog.getByRole('combobox', { name: /^Werknemer/ }).fill('Korenaar');
  const option = dialog.getByRole('listbox', { name: 'Gevonden werknemers' }).getByRole('option').first();
  const employee = ((await option.textContent()) ?? '').split(' · ')[0] ?? '';
  await option.click();
  const operation = await dialog.getByRole('combobox', { name: /^Soort afspraak/ }).inputValue();
  const room = await dialog.getByRole('combobox', { name: /^Ruimte/ }).inputValue();
  const endMinute = dialog.getByRole('spinbutton', { name: 'minuut, Eindtijd' });
  await endMinute.click();
  await page.keyboard.type('45');
  await expect(endMinute).toHaveAttribute('aria-valuenow', '45');
  // The save meets the end of the session.
  await request.put('/api/__demo/faults', { headers: DEMO_CONTROL, data: { unauthorizedOnce: true } });
  await dialog.getByRole('button', { name: 'Afspraak maken' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByText('Uw sessie is verlopen. Meld u opnieuw aan.')).toHaveCount(1);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(employee);
  expect(page.url()).not.toContain(operation);
  await signInAs(page, 'planner', { from: page.url() });
  await expect(page).toHaveURL(agenda);
  const again = page.getByRole('dialog', { name: 'Nieuwe afspraak' });
  await expect(again.getByText('Wat u had ingevuld voordat uw sessie verliep, staat er weer.')).toBeVisible();
  await expect(again.getByRole('combobox', { name: /^Soort afspraak/ })).toHaveValue(operation);
  await expect(again.getByRole('combobox', { name: /^Ruimte/ })).toHaveValue(room);
  await expect(again.getByRole('spinbutton', { name: 'minuut, Eindtijd' })).toHaveAttribute(
    'aria-valuenow',
    '45',
  );
  await expect(again.getByText(employee).first()).toBeVisible();
  await expectAccessible(page);
  await again.getByRole('button', { name: 'Afspraak maken' }).click();
  await expect(page.getByText('De afspraak is gemaakt.')).toBeVisible();
  await expect(again).toBeHidden();
});
