import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/portal-test';
import { openSignedIn, signInAs } from './support/sign-in-as';

/**
 * Locations, rooms, resources, resource types and operations in the admin area, and the room overview:
 * end to end against the demo backend, in Dutch and English.
 */
const rows = (page: Page) => page.locator('table.data-table tbody tr[data-key]');
const settled = async (page: Page) =>
  expect(page.locator('table.data-table')).toHaveAttribute('aria-busy', 'false');

test.describe.configure({ timeout: 90_000 });

test('an administrator adds a location with the address lookup, a room and a resource, and deletes them in order', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/admin');
  await page.getByRole('link', { name: 'Locaties' }).click();
  await settled(page);
  await page.getByRole('link', { name: 'Locatie toevoegen' }).click();
  await expect(page.getByRole('heading', { name: 'Locatie toevoegen', level: 1 })).toBeVisible();

  // The combobox: suggestions while typing, arrow down highlights, Enter fills the address.
  const search = page.getByRole('combobox', { name: 'Adres zoeken' });
  await search.fill('Catharijne');
  const listbox = page.getByRole('listbox', { name: 'Adressuggesties' });
  await expect(listbox.getByRole('option')).toHaveText(['Catharijnesingel 47, 3511 GC Utrecht']);
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await search.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', 'address-option-0');
  await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);
  await search.press('Enter');
  await expect(page.getByLabel('Straat')).toHaveValue('Catharijnesingel');
  await expect(page.getByLabel('Huisnummer')).toHaveValue('47');
  await expect(page.getByLabel('Postcode')).toHaveValue('3511 GC');
  await expect(page.getByLabel('Plaats')).toHaveValue('Utrecht');
  await expect(page.getByText('Coördinaten: 52.08900, 5.11500')).toBeVisible();
  // Escape closes the list and keeps the text.
  await search.fill('Oudegracht');
  await expect(listbox).toBeVisible();
  await search.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(search).toHaveValue('Oudegracht');

  // The fields stay editable; the form's rules speak next to the fields and nothing typed is lost.
  await page.getByLabel('Huisnummer').fill('47bis');
  await page.getByLabel('E-mailadres').fill('geen-adres');
  await page.getByRole('button', { name: 'Locatie toevoegen' }).click();
  await expect(page.getByText('Naam is verplicht.')).toBeVisible();
  await expect(page.getByText('E-mailadres moet een geldig e-mailadres zijn.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Naam', exact: true })).toBeFocused();
  await expect(page.getByLabel('Huisnummer')).toHaveValue('47bis');
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Naam', exact: true }).fill('Arbo Agenda Utrecht Centraal');
  await page.getByLabel('E-mailadres').fill('centraal@arbo-agenda.example');
  await page.getByRole('button', { name: 'Locatie toevoegen' }).click();
  await expect(page.getByRole('heading', { name: 'Arbo Agenda Utrecht Centraal', level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/locations\/[0-9a-f-]{36}$/);

  // A room.
  await page.getByRole('link', { name: 'Ruimtes (0)' }).click();
  await expect(page.getByRole('cell', { name: 'Deze locatie heeft nog geen ruimtes.' })).toBeVisible();
  await page.getByRole('link', { name: 'Ruimte toevoegen' }).click();
  await page.getByRole('textbox', { name: 'Naam', exact: true }).fill('Spreekkamer 0.12');
  await page.getByLabel('Capaciteit (personen)').fill('twee');
  await page.getByRole('button', { name: 'Ruimte toevoegen' }).click();
  await expect(page.getByText('Capaciteit (personen) moet een geheel getal zijn.')).toBeVisible();
  await page.getByLabel('Capaciteit (personen)').fill('2');
  await page.getByLabel('Audiometer').check();
  await page.getByRole('button', { name: 'Ruimte toevoegen' }).click();
  await settled(page);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Spreekkamer 0.12');
  await expect(rows(page).first()).toContainText('Audiometer');
  await expectAccessible(page);

  // A resource in that room.
  await page.getByRole('link', { name: 'Locatie: Arbo Agenda Utrecht Centraal' }).click();
  await page.getByRole('link', { name: 'Middelen (0)' }).click();
  await page.getByRole('link', { name: 'Middel toevoegen' }).click();
  await page.getByRole('textbox', { name: 'Naam', exact: true }).fill('Audiometer UC-1');
  await page.getByLabel('Soort middel').selectOption({ label: 'Audiometer' });
  await page.getByLabel('Serie- of inventarisnummer').fill('AU-2026-117');
  await page.getByLabel('Staat meestal in').selectOption({ label: 'Spreekkamer 0.12' });
  await page.getByRole('button', { name: 'Middel toevoegen' }).click();
  await settled(page);
  await expect(rows(page).first()).toContainText('AU-2026-117');
  await expect(rows(page).first()).toContainText('Spreekkamer 0.12');

  // Change the location, and see the change survive a reload.
  await page.getByRole('link', { name: 'Locatie: Arbo Agenda Utrecht Centraal' }).click();
  await page.getByLabel('Telefoonnummer').fill('030 234 56 78');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('"Arbo Agenda Utrecht Centraal" is opgeslagen.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Telefoonnummer')).toHaveValue('030 234 56 78');
  await expect(page.getByRole('link', { name: 'Ruimtes (1)' })).toBeVisible();

  // The location still holds a room and a resource: the confirm dialog names it, the server refuses.
  await page.getByRole('button', { name: 'Verwijderen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Locatie verwijderen' });
  await expect(dialog).toContainText(
    'Weet u zeker dat u de locatie "Arbo Agenda Utrecht Centraal" wilt verwijderen?',
  );
  await dialog.getByRole('button', { name: 'Definitief verwijderen' }).click();
  await expect(dialog).toContainText('Verwijderen is geweigerd.');
  await expect(dialog.getByRole('alert')).toContainText(/ruimte/);
  await expectAccessible(page);
  await dialog.locator('.form__actions').getByRole('button', { name: 'Sluiten' }).click();

  // Resource, room, then the location itself.
  await page.getByRole('link', { name: 'Middelen (1)' }).click();
  await rows(page).first().getByRole('link').click();
  await page.getByRole('button', { name: 'Verwijderen' }).click();
  await page
    .getByRole('dialog', { name: 'Middel verwijderen' })
    .getByRole('button', { name: 'Definitief verwijderen' })
    .click();
  await expect(page.getByRole('cell', { name: 'Deze locatie heeft nog geen middelen.' })).toBeVisible();
  await page.getByRole('link', { name: 'Locatie: Arbo Agenda Utrecht Centraal' }).click();
  await page.getByRole('link', { name: 'Ruimtes (1)' }).click();
  await rows(page).first().getByRole('link').click();
  await page.getByRole('button', { name: 'Verwijderen' }).click();
  await page
    .getByRole('dialog', { name: 'Ruimte verwijderen' })
    .getByRole('button', { name: 'Definitief verwijderen' })
    .click();
  await expect(page.getByRole('cell', { name: 'Deze locatie heeft nog geen ruimtes.' })).toBeVisible();
  await page.getByRole('link', { name: 'Locatie: Arbo Agenda Utrecht Centraal' }).click();
  await page.getByRole('button', { name: 'Verwijderen' }).click();
  await page
    .getByRole('dialog', { name: 'Locatie verwijderen' })
    .getByRole('button', { name: 'Definitief verwijderen' })
    .click();
  await expect(page).toHaveURL('/admin/locations');
  await settled(page);
  await expect(page.getByRole('link', { name: 'Arbo Agenda Utrecht Centraal' })).toHaveCount(0);
});

test('a room with future appointments cannot be deleted, and the dialog says why', async ({ page }) => {
  await openSignedIn(page, 'admin', '/admin/locations');
  await settled(page);
  await page.getByLabel('Zoeken op naam, adres of plaats').fill('Amersfoort');
  await expect(rows(page)).toHaveCount(1);
  await expect(page).not.toHaveURL(/Amersfoort/);
  await rows(page).first().getByRole('link').click();
  await page.getByRole('link', { name: /^Ruimtes \(/ }).click();
  await settled(page);
  await page.getByRole('link', { name: 'Spreekkamer A' }).click();
  await page.getByRole('button', { name: 'Verwijderen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ruimte verwijderen' });
  await expect(dialog).toContainText('"Spreekkamer A"');
  await dialog.getByRole('button', { name: 'Definitief verwijderen' }).click();
  await expect(dialog.getByRole('alert')).toContainText('toekomstige afspraken');
  await expect(dialog.getByRole('button', { name: 'Definitief verwijderen' })).toHaveCount(0);
  await dialog.locator('.form__actions').getByRole('button', { name: 'Sluiten' }).click();
  await expect(page.getByRole('textbox', { name: 'Naam', exact: true })).toHaveValue('Spreekkamer A');
});

test('a code another operation uses is refused by the server next to the code field, in English too', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.getByLabel('Taal').selectOption('en');
  await page.goto('/admin/operations/create');
  await page.getByLabel('Name in Dutch').fill('Audiometrie herhaling');
  await page.getByLabel('Name in English').fill('Repeat audiometry');
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill('audio');
  await expect(page.getByRole('textbox', { name: 'Code', exact: true })).toHaveValue('AUDIO');
  await page.getByLabel('Duration (minutes)').fill('20');
  await page.getByLabel('Occupational health nurse').check();
  await page.getByRole('button', { name: 'Add operation' }).click();
  await expect(
    page.getByText('The server did not accept everything. Please check the marked fields.'),
  ).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Code', exact: true });
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toBeFocused();
  await expect(page.locator('#operation-code-error')).not.toBeEmpty();
  await expect(page.getByLabel('Name in English')).toHaveValue('Repeat audiometry');
  await expectAccessible(page);
  await code.fill('AUDIO-2');
  await expect(page.locator('#operation-code-error')).toBeEmpty();
  await page.getByRole('button', { name: 'Add operation' }).click();
  await expect(page).toHaveURL('/admin/operations');
  await page.getByLabel('Search by name or code').fill('AUDIO-2');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Repeat audiometry');
});

test('taking an operation away from a location first says how many appointments it affects', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/admin/locations');
  await page.getByRole('link', { name: 'Arbo Agenda Utrecht', exact: true }).click();
  await page.getByRole('link', { name: /^Verrichtingen \(/ }).click();
  const consultation = page.getByLabel(/Spreekuur bedrijfsarts/);
  await expect(consultation).toBeChecked();
  await consultation.uncheck();
  await page.getByRole('button', { name: 'Verrichtingen opslaan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wijziging bevestigen' });
  await expect(dialog).toContainText(/Deze wijziging raakt \d+ toekomstige afspraken/);
  await expect(dialog.getByRole('listitem')).toHaveText(['Spreekuur bedrijfsarts']);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Terug naar de keuze' }).click();
  await expect(consultation).not.toBeChecked();
  await page.getByRole('button', { name: 'Verrichtingen opslaan' }).click();
  await dialog.getByRole('button', { name: 'Toch opslaan' }).click();
  await expect(page.getByText('De verrichtingen van deze locatie zijn opgeslagen.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/Spreekuur bedrijfsarts/)).not.toBeChecked();
});

test('resource types are added, changed and, when nothing uses them, deleted', async ({ page }) => {
  await openSignedIn(page, 'admin', '/admin');
  await page.getByRole('link', { name: 'Soorten middelen' }).click();
  await settled(page);
  await page.getByRole('link', { name: 'Soort middel toevoegen' }).click();
  await page.getByRole('button', { name: 'Soort middel toevoegen' }).click();
  await expect(page.getByText('Naam is verplicht.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Naam', exact: true }).fill('Weegschaal');
  await page.getByLabel('Omschrijving').fill('Personenweegschaal tot 250 kg.');
  await page.getByRole('button', { name: 'Soort middel toevoegen' }).click();
  await settled(page);
  await page.getByRole('link', { name: 'Weegschaal' }).click();
  await page.getByLabel('Omschrijving').fill('Geijkte personenweegschaal.');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('"Weegschaal" is opgeslagen.')).toBeVisible();
  await page.getByRole('button', { name: 'Verwijderen' }).click();
  await page
    .getByRole('dialog', { name: 'Soort middel verwijderen' })
    .getByRole('button', { name: 'Definitief verwijderen' })
    .click();
  await expect(page).toHaveURL('/admin/resource-types');
  await settled(page);
  await expect(page.getByRole('link', { name: 'Weegschaal' })).toHaveCount(0);

  // One in use stays, with the server's reason.
  await page.getByRole('link', { name: 'Audiometer' }).click();
  await page.getByRole('button', { name: 'Verwijderen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Soort middel verwijderen' });
  await dialog.getByRole('button', { name: 'Definitief verwijderen' }).click();
  await expect(dialog).toContainText('Verwijderen is geweigerd.');
});

test('a planner sees every room with what it is booked for today, in both languages', async ({ page }) => {
  await openSignedIn(page, 'planner', '/rooms');
  await settled(page);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByText(/^Vandaag, /)).toBeVisible();
  // The seeded agenda books rooms on working days only.
  const weekday = new Date().toLocaleDateString('en-GB', { timeZone: 'Europe/Amsterdam', weekday: 'short' });
  if (!['Sat', 'Sun'].includes(weekday)) {
    const today = page.locator('table.data-table tbody td:nth-child(5)');
    await expect(today.filter({ hasText: /\d{2}:\d{2}–\d{2}:\d{2}/ }).first()).toBeVisible();
  }
  await page.getByLabel('Zoeken op ruimte of locatie').fill('Nijmegen');
  await settled(page);
  await expect(rows(page).first()).toContainText('Arbo Agenda Nijmegen');
  await expect(page).not.toHaveURL(/Nijmegen/);
  await expectAccessible(page);
  await page.getByLabel('Taal').selectOption('en');
  await expect(page.getByRole('columnheader', { name: /Today/ })).toBeVisible();
  await expect(page.getByText(/^Today, /)).toBeVisible();
  // From a room to its agenda.
  const agenda = page.getByRole('link', { name: /^Agenda of / }).first();
  const room = ((await agenda.textContent()) ?? '').replace(/^Agenda of /, '');
  await agenda.click();
  await expect(page).toHaveURL(/\/agenda\?columns=/);
  await expect(
    page
      .getByRole('grid')
      .getByRole('columnheader', { name: new RegExp(room) })
      .first(),
  ).toBeVisible();
  // The planner manages nothing here: the admin area stays closed.
  await page.goto('/admin/locations');
  await expect(page).not.toHaveURL('/admin/locations');
});

test('a stale link to a location says it is gone, with the way back to the list', async ({ page }) => {
  await openSignedIn(page, 'admin', '/admin/locations/3f1c2a4e-8b7d-4c21-9a0e-5d6f7a8b9c0d/rooms');
  await expect(page.getByText('Dit bestaat niet (meer).', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Naar de lijst' }).click();
  await expect(page).toHaveURL('/admin/locations');
});
