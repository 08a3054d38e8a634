import type { Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { typeDate } from './support/date-field';
import { expect, expectAccessible, test } from './support/portal-test';
import { openSignedIn, signInAs } from './support/sign-in-as';

/**
 * Availability end to end against the demo backend: a person's schedules with their preview and
 * exceptions, delete and restore, personal days off, a year's national holidays, and spec section 5's
 * end-date rule for a location with schedules; in Dutch and English, axe on every page.
 */

/** Kevin van Leeuwen, case manager: an agenda user of the seed without a schedule on Saturdays. */
const KEVIN = 'd9d4f3a1-0000-4000-8000-000000000013';

const today = () => Temporal.Now.plainDateISO('Europe/Amsterdam');
/** The first Saturday after today. */
const nextSaturday = () => {
  const day = today();
  return day.add({ days: (6 - day.dayOfWeek + 7) % 7 || 7 });
};
/** How the portal writes a day in the preview: "za 28 nov" / "Sat 28 Nov". */
const shortDay = (date: Temporal.PlainDate, locale: 'nl' | 'en') =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
/** How the server writes a date in its messages: "22 januari 2027". */
const serverDate = (date: Temporal.PlainDate) =>
  new Intl.DateTimeFormat('nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(date.year, date.month - 1, date.day)));

const previewDay = (page: Page, date: Temporal.PlainDate, locale: 'nl' | 'en' = 'nl') =>
  page
    .getByRole('region', { name: /^(Voorbeeld|Preview)$/ })
    .getByRole('listitem')
    .filter({ hasText: shortDay(date, locale) });

/**
 * Saves a day off with `button`; when booked appointments stand on it the form lists them first, and
 * the journey saves anyway (whether they do depends on the day the suite runs).
 */
async function saveDayOff(page: Page, button: string, saveAnyway: string) {
  await page.getByRole('button', { name: button }).click();
  const anyway = page.getByRole('button', { name: saveAnyway });
  await Promise.race([page.waitForURL(/personal-days-off$/), anyway.waitFor()]);
  if (await anyway.isVisible()) await anyway.click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^(Afmelden|Sign out)$/ }).click();
  await expect(page).toHaveURL(/\/login/);
}

test.describe.configure({ timeout: 120_000 });

test('a planner adds a schedule from the agenda settings, sees its preview, adds and removes an exception, deletes and restores it', async ({
  page,
}) => {
  const saturday = nextSaturday();
  await signInAs(page, 'planner');

  // The way in: an agenda user's settings lead to their schedules.
  await page.goto(`/admin/agendas/${KEVIN}`);
  await expect(page.getByRole('heading', { name: 'Agenda-instellingen', level: 1 })).toBeVisible();
  await expect(page.getByText('Medewerker: Kevin van Leeuwen')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Rooster', exact: true }).click();
  await expect(page).toHaveURL(`/agenda/${KEVIN}/availabilities`);
  await expect(page.getByRole('heading', { name: /^Huidig en komend/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Rooster toevoegen' }).click();
  await expect(page.getByRole('heading', { name: 'Rooster toevoegen', level: 1 })).toBeVisible();
  // The person is shown, not offered as a choice.
  await expect(page.getByText('vast voor dit rooster')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Medewerker/ })).toHaveCount(0);

  // Nothing chosen: the form's own rules speak next to the fields.
  await page.getByRole('button', { name: 'Rooster toevoegen' }).click();
  await expect(page.getByText('Locatie is verplicht.')).toBeVisible();
  await expect(page.getByText('Werktijden per week: voeg er ten minste één toe.')).toBeVisible();
  await expect(page.getByLabel('Locatie')).toBeFocused();

  // The location's offer is checked at once: what it does not offer cannot be chosen.
  await page.getByLabel('Locatie').selectOption({ label: 'Arbo Agenda Nijmegen (Nijmegen)' });
  await expect(
    page.getByRole('checkbox', { name: /Periodiek medisch onderzoek.*niet op deze locatie/ }),
  ).toBeDisabled();
  await page.getByRole('checkbox', { name: /Spreekuur casemanager/ }).check();

  // The week pattern by keyboard: the new block's start takes the focus.
  await page.getByRole('button', { name: 'Blok toevoegen op Zaterdag' }).click();
  const saturdayBlock = page.getByRole('group', { name: 'Blok 1 op Zaterdag' });
  await expect(saturdayBlock.getByRole('spinbutton').first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(saturdayBlock.getByRole('spinbutton').first()).toHaveAttribute('aria-valuenow', '10');
  await expect(page.getByText('Samen 7 uur per week.')).toBeVisible();
  await expect(previewDay(page, saturday)).toContainText('10:00–17:00');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Rooster toevoegen' }).click();
  await expect(page).toHaveURL(new RegExp(`/agenda/${KEVIN}/availabilities/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { name: /^Arbo Agenda Nijmegen, vanaf/, level: 2 })).toBeVisible();
  await expect(previewDay(page, saturday)).toContainText('10:00–17:00');

  // An exception: that Saturday off, struck through in the preview.
  await typeDate(page, /^Datum/, saturday.toString());
  await page.getByRole('button', { name: 'Uitzondering toevoegen' }).click();
  const exceptions = page.getByRole('region', { name: 'Uitzonderingen' });
  await expect(exceptions.getByRole('cell', { name: 'Vrije dag' })).toBeVisible();
  await expect(previewDay(page, saturday).locator('del')).toContainText('10:00–17:00');
  await expect(previewDay(page, saturday)).toContainText('Uitzondering: vrij');
  await expectAccessible(page);
  // A shorter day on a date the schedule does not run is refused next to the date.
  await exceptions.getByLabel('Kortere dag').check();
  await typeDate(page, /^Datum/, saturday.add({ days: 1 }).toString());
  await page.getByRole('button', { name: 'Uitzondering toevoegen' }).click();
  await expect(page.getByText('Het rooster heeft op deze datum geen uren.')).toBeVisible();
  // Removing the day off: the Saturday is as planned again.
  await exceptions.getByRole('button', { name: /^Uitzondering op .* verwijderen$/ }).click();
  await page
    .getByRole('dialog', { name: 'Uitzondering verwijderen' })
    .getByRole('button', { name: 'Verwijderen', exact: true })
    .click();
  await expect(
    exceptions.getByRole('cell', { name: 'Dit rooster heeft geen uitzonderingen.' }),
  ).toBeVisible();
  await expect(previewDay(page, saturday).locator('del')).toHaveCount(0);

  // Delete it, then restore it from the list.
  await page.getByRole('button', { name: 'Verwijderen', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Rooster verwijderen' });
  await expect(dialog).toContainText('u kunt het later terugzetten');
  await dialog.getByRole('button', { name: 'Verwijderen', exact: true }).click();
  await expect(page).toHaveURL(`/agenda/${KEVIN}/availabilities`);
  const deleted = page.getByRole('region', { name: /^Verwijderd/ });
  await expect(deleted.getByRole('link', { name: 'Arbo Agenda Nijmegen' })).toBeVisible();
  await expectAccessible(page);
  await deleted.getByRole('button', { name: /terugzetten$/ }).click();
  await expect(page.getByText('Het rooster is teruggezet.')).toBeVisible();
  await expect(deleted.getByRole('cell', { name: 'Er is geen verwijderd rooster.' })).toBeVisible();
  const current = page.getByRole('region', { name: /^(Huidig en komend|Current and coming)/ });
  await expect(current.getByRole('row').filter({ hasText: 'za 10:00–17:00' })).toBeVisible();

  // The same in English.
  await page.getByLabel('Taal').selectOption('en');
  await expect(page.getByRole('heading', { name: /^Current and coming/ })).toBeVisible();
  await current.getByRole('row').filter({ hasText: 'Sat 10:00–17:00' }).getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Preview', level: 2 })).toBeVisible();
  await expect(previewDay(page, saturday, 'en')).toContainText('10:00–17:00');
  await expectAccessible(page);
});

test('a planner adds personal days off: whole days, the end after the start', async ({ page }) => {
  const first = today().add({ days: 14 });
  await openSignedIn(page, 'planner', `/agenda/${KEVIN}/availabilities`);
  await page.getByRole('link', { name: 'Persoonlijke vrije dagen' }).click();
  await expect(page).toHaveURL(`/agenda/${KEVIN}/personal-days-off`);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Vrije dag toevoegen' }).click();
  await typeDate(page, 'Eerste dag', first.toString());
  await typeDate(page, 'Laatste dag', first.subtract({ days: 1 }).toString());
  await expect(page.getByText('De einddatum moet na de begindatum liggen.')).toBeVisible();
  await page.getByRole('button', { name: 'Vrije dag toevoegen' }).click();
  await expect(page.getByText('Controleer de gemarkeerde velden.')).toBeVisible();
  await expectAccessible(page);
  await typeDate(page, 'Laatste dag', first.add({ days: 2 }).toString());
  await page.getByLabel('Reden').fill('Cursus gespreksvoering');
  await saveDayOff(page, 'Vrije dag toevoegen', 'Toch opslaan');
  await expect(page).toHaveURL(`/agenda/${KEVIN}/personal-days-off`);
  const coming = page.getByRole('region', { name: /^Huidig en komend/ });
  await expect(coming.getByRole('row').filter({ hasText: 'Cursus gespreksvoering' })).toBeVisible();

  // A part of a day, in English.
  await page.getByLabel('Taal').selectOption('en');
  await page.getByRole('link', { name: 'Add day off' }).click();
  await page.getByLabel('Part of a day').check();
  await typeDate(page, 'From date', first.add({ days: 7 }).toString());
  await page.getByLabel('Reason').fill('Dentist');
  await saveDayOff(page, 'Add day off', 'Save anyway');
  await expect(page).toHaveURL(`/agenda/${KEVIN}/personal-days-off`);
  await expect(page.getByRole('row').filter({ hasText: 'Dentist' })).toContainText('09:00–13:00');
  await expectAccessible(page);
});

test('an administrator adds a year’s holidays in one action, then renames and removes single days', async ({
  page,
}) => {
  const year = today().year + 2;
  await openSignedIn(page, 'admin', '/admin');
  await page.getByRole('link', { name: 'Feestdagen' }).click();
  await expect(page).toHaveURL('/admin/holidays');
  await page.getByRole('button', { name: `Naar ${year - 1}` }).click();
  await page.getByRole('button', { name: `Naar ${year}` }).click();
  await expect(page.getByRole('cell', { name: `Er zijn nog geen feestdagen in ${year}.` })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: `Feestdagen van ${year} toevoegen` }).click();
  await expect(page.getByText(`Feestdagen van ${year} toegevoegd: 11.`)).toBeVisible();
  const holidays = page.getByRole('table', { name: new RegExp(`(Feestdagen|Holidays) in ${year}`) });
  await expect(holidays.getByRole('row')).toHaveCount(12);
  await expect(page.getByText(`Alle Nederlandse feestdagen van ${year} staan erin.`)).toBeVisible();

  await holidays.getByRole('button', { name: /^Bevrijdingsdag, .* verwijderen$/ }).click();
  await page
    .getByRole('dialog', { name: 'Feestdag verwijderen' })
    .getByRole('button', { name: 'Verwijderen', exact: true })
    .click();
  await expect(holidays.getByRole('row')).toHaveCount(11);
  await expect(page.getByText(`ontbreekt er nog 1`)).toBeVisible();

  await holidays.getByRole('button', { name: /^Tweede kerstdag, .* wijzigen$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Feestdag wijzigen' });
  await typeDate(dialog, 'Datum', `${year}-12-25`);
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText(/Er is al een feestdag op 25 december/)).toBeVisible();
  await expectAccessible(page);
  await typeDate(dialog, 'Datum', `${year}-12-26`);
  await dialog.getByLabel('Naam').fill('Tweede kerstdag (vrij)');
  // Escape with a changed name asks first; the safe answer has the focus, so Escape again keeps it.
  await page.keyboard.press('Escape');
  await expect(dialog.getByText('Wat u invulde weggooien?')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Verder invullen' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Verder invullen' }).click();
  await expect(dialog.getByText('Wat u invulde weggooien?')).toBeHidden();
  await expect(dialog.getByLabel('Naam')).toHaveValue('Tweede kerstdag (vrij)');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
  // The name as the administrator gave it, and the holiday it was made as.
  await expect(
    holidays.getByRole('cell', { name: 'Tweede kerstdag (vrij) (Tweede kerstdag)', exact: true }),
  ).toBeVisible();

  await page.getByLabel('Taal').selectOption('en');
  await expect(page.getByRole('heading', { name: `Holidays in ${year}` })).toBeVisible();
  await expect(holidays.getByRole('cell', { name: "Koningsdag (King's Day)", exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('ending a location before its schedules end is refused with the earliest valid end date', async ({
  page,
}) => {
  const scheduleEnd = today().add({ days: 60 });
  await signInAs(page, 'admin');
  // A location of its own, so no open-ended schedule of the seed is at it.
  await page.goto('/admin/locations/create');
  await page.getByRole('textbox', { name: 'Naam', exact: true }).fill('Arbo Agenda Zeist');
  await page.getByLabel('Straat').fill('Slotlaan');
  await page.getByLabel('Huisnummer').fill('12');
  await page.getByLabel('Postcode').fill('3701 GH');
  await page.getByLabel('Plaats').fill('Zeist');
  await page.getByRole('button', { name: 'Locatie toevoegen' }).click();
  await expect(page.getByRole('heading', { name: 'Arbo Agenda Zeist', level: 2 })).toBeVisible();
  const location = page.url();
  await page.getByRole('link', { name: 'Verrichtingen (0)' }).click();
  await page.getByRole('checkbox', { name: /Spreekuur casemanager/ }).check();
  await page.getByRole('button', { name: 'Verrichtingen opslaan' }).click();
  await expect(page.getByText('Er is niets gewijzigd.')).toBeVisible();
  await signOut(page);

  await openSignedIn(page, 'planner', `/agenda/${KEVIN}/availabilities/create`);
  await page.getByLabel('Locatie').selectOption({ label: 'Arbo Agenda Zeist (Zeist)' });
  await page.getByRole('checkbox', { name: /Spreekuur casemanager/ }).check();
  await page.getByRole('button', { name: 'Blok toevoegen op Zondag' }).click();
  await typeDate(page, 'Geldig tot en met', scheduleEnd.toString());
  await page.getByRole('button', { name: 'Rooster toevoegen' }).click();
  await expect(page).toHaveURL(new RegExp(`/agenda/${KEVIN}/availabilities/[0-9a-f-]{36}$`));
  await signOut(page);

  await openSignedIn(page, 'admin', location);
  await typeDate(page, 'In gebruik tot en met', scheduleEnd.subtract({ days: 30 }).toString());
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(`De vroegst mogelijke einddatum is ${serverDate(scheduleEnd)}.`)).toBeVisible();
  await expectAccessible(page);
});

test('a professional keeps their own schedules and days off from the settings, and only their own', async ({
  page,
}) => {
  await openSignedIn(page, 'doctor', '/main');
  await page.getByRole('link', { name: 'Mijn rooster' }).click();
  await expect(page).toHaveURL(/\/agenda\/[^/]+\/availabilities$/);
  await expect(page.getByRole('heading', { name: /^Huidig en komend/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rooster toevoegen' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Vrije dagen' }).first().click();
  await expect(page).toHaveURL(/\/agenda\/[^/]+\/personal-days-off$/);
  await expectAccessible(page);
  // Another person's schedules are not the professional's to see.
  await page.goto(`/agenda/${KEVIN}/availabilities`);
  await expect(page.getByRole('alert')).toContainText('U beheert alleen uw eigen rooster en vrije dagen.');
  await page.getByRole('link', { name: 'Naar uw eigen rooster' }).click();
  await expect(page.getByRole('heading', { name: /^Huidig en komend/ })).toBeVisible();
});
