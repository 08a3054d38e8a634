import type { Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { expect, expectAccessible, test } from './support/portal-test';
import { openSignedIn } from './support/sign-in-as';

/**
 * The appointment lists against the demo backend: the planner filters /appointments through the
 * address bar and changes a status; the employer sees their employees' appointments without any
 * medical detail. In Dutch and English, axe on every state.
 */
const rows = (page: Page) => page.locator('table.data-table tbody tr[data-key]');
const settled = async (page: Page) =>
  expect(page.locator('table.data-table')).toHaveAttribute('aria-busy', 'false');

/** Medical operations of the seed ('Spreekuur bedrijfsarts' is not one: employers book it themselves). */
const MEDICAL_NAMES = ['Periodiek medisch onderzoek', 'Open spreekuur', 'Audiometrie'];

test.describe.configure({ timeout: 90_000 });

test('the planner filters the appointments by status and professional, and changes a status', async ({
  page,
}) => {
  await openSignedIn(page, 'planner', '/appointments');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
  await expect(rows(page).first()).toBeVisible();
  await expectAccessible(page);

  // The two weeks from today, which hold planned appointments whatever day of the week the suite runs.
  const today = Temporal.Now.plainDateISO('Europe/Amsterdam');
  await page.goto(`/appointments?from=${today.toString()}&until=${today.add({ days: 13 }).toString()}`);
  await settled(page);

  // Filter by a status: the address bar keeps it.
  await page.getByLabel('Status', { exact: true }).selectOption('planned');
  await expect(page).toHaveURL(/[?&]status=planned/);
  await settled(page);
  await expect(rows(page).first()).toBeVisible();
  for (const status of await rows(page).locator('.appointment-status').allTextContents())
    expect(status).toContain('Gepland');

  // And by the professional of the first row.
  const professional = (await rows(page).first().locator('td').first().textContent())?.trim() ?? '';
  expect(professional).not.toBe('');
  await page.getByLabel('Professional', { exact: true }).selectOption({ label: professional });
  await expect(page).toHaveURL(/[?&]professional=[\w-]+/);
  await settled(page);
  const address = page.url();
  const shown = await rows(page).count();
  expect(shown).toBeGreaterThan(0);
  for (const name of await rows(page).locator('td:nth-child(2)').allTextContents())
    expect(name.trim()).toBe(professional);

  // A reload keeps both filters.
  await page.reload();
  await settled(page);
  expect(page.url()).toBe(address);
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('planned');
  await expect(page.getByLabel('Professional', { exact: true })).toHaveValue(
    new URL(address).searchParams.get('professional') ?? '',
  );
  await expect(rows(page)).toHaveCount(shown);

  // The row links to its day in the agenda, with only this professional's column.
  const first = rows(page).first();
  const agendaLink = first.getByRole('link', { name: /^In agenda: de afspraak van .* openen$/ });
  await expect(agendaLink).toHaveAttribute(
    'href',
    /^\/agenda\?date=\d{4}-\d{2}-\d{2}&view=day&columns=[\w-]+$/,
  );
  const key = (await first.getAttribute('data-key')) ?? '';

  // Confirm the first appointment: a toast says so and the row changes in place.
  const change = first.getByRole('combobox', { name: /Status wijzigen van de afspraak van/ });
  const choices = await change.locator('option').allTextContents();
  expect(choices).toEqual(expect.arrayContaining(['Wijzig in…', 'Bevestigd', 'Geannuleerd']));
  expect(choices).not.toContain('Afgerond');
  expect(choices).not.toContain('Gepland');
  await change.selectOption('confirmed');
  await expect(page.getByText('De afspraak is bevestigd.')).toBeVisible();
  await expect(first.locator('.appointment-status')).toHaveText(/Bevestigd/);
  await expectAccessible(page);

  // After a reload it is still confirmed (it no longer matches "planned", so show every status).
  await page.getByLabel('Status', { exact: true }).selectOption('');
  await expect(page).not.toHaveURL(/status=/);
  await page.reload();
  await settled(page);
  const same = page.locator(`table.data-table tbody tr[data-key="${key}"]`);
  await expect(same).toHaveCount(1);
  await expect(same.locator('.appointment-status')).toHaveText(/Bevestigd/);

  // The same screen in English.
  await page.getByLabel('Taal').selectOption('en');
  await expect(page.getByRole('columnheader', { name: /Date and time/ })).toBeVisible();
  await expect(same.locator('.appointment-status')).toHaveText(/Confirmed/);
  await expectAccessible(page);
});

test('the employer sees their employees’ appointments without any medical detail', async ({ page }) => {
  await openSignedIn(page, 'employer', '/employer-appointments');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
  await expect(rows(page).first()).toBeVisible();
  const table = await page.locator('table.data-table').textContent();
  for (const name of MEDICAL_NAMES) expect(table).not.toContain(name);
  // A medical appointment is there, as the back office names it for an employer.
  await expect(rows(page).filter({ hasText: 'Afspraak (afgeschermd)' }).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Status wijzigen/ })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByLabel('Status', { exact: true }).selectOption('planned');
  await expect(page).toHaveURL(/[?&]status=planned/);
  await settled(page);
  for (const name of MEDICAL_NAMES) await expect(page.getByText(name)).toHaveCount(0);

  await page.getByLabel('Taal').selectOption('en');
  await expect(page.getByRole('columnheader', { name: /Employee/ })).toBeVisible();
  await expectAccessible(page);
});

test('the planner cancels an appointment from the list, asked first whether to tell the employee by e-mail', async ({
  page,
}) => {
  const today = Temporal.Now.plainDateISO('Europe/Amsterdam');
  await openSignedIn(
    page,
    'planner',
    `/appointments?from=${today.toString()}&until=${today.add({ days: 13 }).toString()}&status=planned`,
  );
  await settled(page);
  const row = rows(page).filter({ hasNotText: 'Geen medewerker' }).first();
  await expect(row).toBeVisible();
  const key = (await row.getAttribute('data-key')) ?? '';
  const same = page.locator(`table.data-table tbody tr[data-key="${key}"]`);
  const change = same.getByRole('combobox', { name: /Status wijzigen van de afspraak van/ });

  // Kept at the question: nothing changes.
  await change.selectOption('cancelled');
  const question = page.getByRole('dialog', { name: 'Afspraak annuleren' });
  await expect(question.getByRole('checkbox', { name: /per e-mail laten weten/ })).toBeChecked();
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Afspraak laten staan' }).click();
  await expect(question).toBeHidden();
  await expect(same.locator('.appointment-status')).toHaveText(/Gepland/);

  // Cancelled with the box ticked: the message says who is told.
  await change.selectOption('cancelled');
  await question.getByRole('button', { name: 'Afspraak annuleren' }).click();
  await expect(
    page.getByText(/De afspraak is geannuleerd; .+ krijgt hiervan bericht per e-mail\./),
  ).toBeVisible();
  await expect(same.locator('.appointment-status')).toHaveText(/Geannuleerd/);
});
