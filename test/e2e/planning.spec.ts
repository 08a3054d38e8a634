import type { Page } from '@playwright/test';
import { typeDate } from './support/date-field';
import { expect, expectAccessible, test } from './support/portal-test';
import { openSignedIn } from './support/sign-in-as';

/** The next Sunday at least a week ahead: nobody works then. */
function sundayAhead(): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((7 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}

async function chooseEmployee(page: Page, search: string) {
  await page.getByRole('combobox', { name: /^Werknemer/ }).fill(search);
  await page.getByRole('listbox', { name: 'Gevonden werknemers' }).getByRole('option').first().click();
}

test('a planner finds slots for audiometry with a room and an audiometer, books one, and sees it in the agenda', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openSignedIn(page, 'planner', '/planning');
  await expect(page.getByRole('heading', { name: 'Planning', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: /^Soort afspraak/ }).selectOption({ label: 'Audiometrie' });
  await expect(page.getByText(/Nodig: 20 min\., een ruimte, 1 soort/)).toBeVisible();
  await chooseEmployee(page, 'Bakker');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Vrije tijden zoeken' }).click();
  await expect(page.getByText(/vrije tijden gevonden\./)).toBeVisible();
  // Each day's times run in time order.
  const firstDay = page.locator('.planning__day').first();
  const times = (await firstDay.locator('.planning__time').allTextContents()).map((text) => text.slice(0, 5));
  expect(times).toEqual([...times].sort());
  // Grouped per professional on request, each group in time order.
  const grouping = page.getByRole('checkbox', { name: 'Groeperen per professional' });
  await grouping.focus();
  await page.keyboard.press('Space');
  await expect(grouping).toBeChecked();
  const group = firstDay.locator('.planning__group').first();
  await expect(group.getByRole('heading', { level: 4 })).toBeVisible();
  const groupTimes = (await group.locator('.planning__time').allTextContents()).map((text) =>
    text.slice(0, 5),
  );
  expect(groupTimes).toEqual([...groupTimes].sort());
  const first = page.getByRole('button', { name: /boeken$/ }).first();
  const label = (await first.getAttribute('aria-label')) ?? '';
  const slot = first.locator('xpath=..');
  await expect(slot).toContainText('Audiometer');
  await expectAccessible(page);
  await first.click();
  const dialog = page.getByRole('dialog', { name: 'Afspraak boeken' });
  await expect(dialog).toContainText('Bakker');
  await dialog.getByRole('button', { name: 'Afspraak maken' }).click();
  await expect(page.getByText('De afspraak is gemaakt.')).toBeVisible();
  const booked = page.getByRole('dialog', { name: 'Afspraak gemaakt' });
  await expect(booked).toContainText('Bakker');
  const start = /(\d{2}:\d{2})–\d{2}:\d{2}/.exec((await booked.textContent()) ?? '')?.[1] ?? '';
  expect(start).not.toBe('');
  // The list is asked again: the slot just booked is no longer offered.
  await expect(page.getByText(/vrije tijden gevonden\./)).toBeVisible();
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0);
  await booked.getByRole('link', { name: 'Open de afspraak in de agenda' }).click();
  await expect(page).toHaveURL(/\/agenda\?view=day/);
  // Audiometry is a medical operation: the planner, not medical, sees an examination, not which, and
  // none of its equipment; she can still change it, and what it is for stays as booked.
  const details = page.getByRole('dialog', { name: 'Onderzoek' });
  if (!(await details.isVisible())) {
    // The one just booked, at its time: the day's earlier examinations may be done by now.
    await page
      .getByRole('grid')
      .locator(`[data-id][aria-label^="Onderzoek, "][aria-label*=", ${start} tot "]`)
      .first()
      .click();
  }
  await expect(details).toBeVisible();
  await expect(details).not.toContainText('Audiometer');
  await expect(details).not.toContainText('Audiometrie');
  await details.getByRole('button', { name: 'Wijzigen' }).click();
  const form = page.getByRole('dialog', { name: 'Afspraak wijzigen' });
  await expect(form).toContainText('blijft zoals geboekt, met de middelen');
  await expect(form).not.toContainText('Audiometer');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De afspraak is gewijzigd.')).toBeVisible();
});

test('a search without free times says so and offers a longer period, in both languages', async ({
  page,
}) => {
  await openSignedIn(page, 'planner', '/planning');
  await page.getByRole('combobox', { name: /^Soort afspraak/ }).selectOption({ label: 'Audiometrie' });
  // The calendar starts its weeks on Monday and answers the arrow keys.
  const from = page.getByRole('group', { name: /^Van/ }).first();
  const before = await from.getByRole('spinbutton').first().getAttribute('aria-valuenow');
  await from.getByRole('button', { name: 'Kalender openen' }).click();
  const calendar = page.getByRole('dialog', { name: 'Kalender' });
  const fullWeek = calendar.getByRole('grid').getByRole('row').nth(1);
  await expect(fullWeek.getByRole('gridcell').first()).toHaveAccessibleName(/^maandag /);
  await expect(fullWeek.getByRole('gridcell').last()).toHaveAccessibleName(/^zondag /);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(from.getByRole('spinbutton').first()).not.toHaveAttribute('aria-valuenow', before ?? '');
  const sunday = sundayAhead();
  await typeDate(page, /^Van/, sunday);
  await typeDate(page, /^Tot en met/, sunday);
  await page.getByRole('button', { name: 'Vrije tijden zoeken' }).click();
  await expect(page.getByText('Er zijn geen vrije tijden in deze periode.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Twee weken langer zoeken' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Taal').selectOption('en');
  await expect(page.getByRole('button', { name: 'Search two weeks longer' })).toBeVisible();
  await page.getByRole('button', { name: 'Search two weeks longer' }).click();
  await expect(page.getByText(/free times found\./)).toBeVisible();
});

test('an employer’s planner books for their own employee without any medical detail', async ({ page }) => {
  await openSignedIn(page, 'employer', '/planning');
  const operations = page.getByRole('combobox', { name: /^Soort afspraak/ });
  await expect(operations).toBeVisible();
  await expect(operations.locator('option', { hasText: 'Audiometrie' })).toHaveCount(0);
  await operations.selectOption({ label: 'Driegesprek werkgever en werknemer' });
  await page.getByRole('combobox', { name: /^Werknemer/ }).fill('de');
  const found = page.getByRole('listbox', { name: 'Gevonden werknemers' }).getByRole('option');
  await expect(found.first()).toBeVisible();
  const employers = await found.allTextContents();
  expect(new Set(employers.map((text) => text.split(' · ')[1]))).toHaveProperty('size', 1);
  await found.first().click();
  await page.getByRole('button', { name: 'Vrije tijden zoeken' }).click();
  await page
    .getByRole('button', { name: /boeken$/ })
    .first()
    .click();
  // The back office refuses an employer a note, so the form offers none.
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Notitie' })).toHaveCount(0);
  await page.getByRole('dialog').getByRole('button', { name: 'Afspraak maken' }).click();
  await expect(page.getByText('De afspraak is gemaakt.')).toBeVisible();
  const booked = page.getByRole('dialog', { name: 'Afspraak gemaakt' });
  await expect(booked).toBeVisible();
  await expect(booked.getByRole('link', { name: 'Open de afspraak in de agenda' })).toHaveCount(0);
  await expectAccessible(page);
});
