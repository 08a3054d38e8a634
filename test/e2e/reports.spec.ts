import { expect, expectAccessible, test } from './support/portal-test';
import { typeDate } from './support/date-field';
import { openSignedIn, signInAs } from './support/sign-in-as';

test('a case manager makes a WGA report for an employment and finds it in the list of reports made', async ({
  page,
}) => {
  await openSignedIn(page, 'casemanager', '/dashboard/reports/wga');
  await expect(page.getByRole('heading', { name: 'WGA-rapportage', level: 1 })).toBeVisible();
  // Sent without anything chosen: the problems show next to their fields.
  await page.getByRole('button', { name: 'Melding maken' }).click();
  await expect(page.getByText('Dit veld is verplicht.').first()).toBeVisible();
  await page.getByRole('combobox', { name: /^Werknemer/ }).fill('Korenaar');
  const found = page.getByRole('listbox', { name: 'Gevonden werknemers' });
  await found.getByRole('option').first().click();
  const employment = page.getByLabel('Dienstverband');
  await expect(employment.locator('option')).not.toHaveCount(1);
  // A running employment (an ended one is refused).
  const running = employment.locator('option:not(:has-text("beëindigd"))').nth(1);
  await employment.selectOption((await running.getAttribute('value')) ?? '');
  const today = new Date().toISOString().slice(0, 10);
  await typeDate(page, 'Eerste WGA-dag', today);
  await page.getByRole('button', { name: 'Melding maken' }).click();
  const made = page.getByRole('region', { name: 'Gemaakte meldingen' });
  await expect(made.getByRole('row')).not.toHaveCount(0);
  await expect(made.locator('tbody tr').first()).toContainText('Linda Hoekstra');
  await expectAccessible(page);
});

test('an employer reads the recovery report in English: a chart and the same figures as a table, downloadable', async ({
  page,
}) => {
  await signInAs(page, 'employer');
  await page.getByLabel('Taal').selectOption('en');
  // The dashboard leads to the report; the WGA report, case work, is not offered to an employer.
  await page.goto('/dashboard');
  const reports = page.getByRole('navigation', { name: 'Reports' });
  await expect(reports.getByRole('link', { name: 'WGA report' })).toHaveCount(0);
  await reports.getByRole('link', { name: 'Recovery report' }).click();
  await expect(page).toHaveURL('/dashboard/reports/reportRecovery');
  await expect(page.getByRole('heading', { name: 'Recovery report', level: 1 })).toBeVisible();
  await expect(page.getByRole('figure')).toContainText('Absence percentage per employer');
  const table = page.getByRole('table', { name: /Absence and recovery from/ });
  await expect(table.getByRole('columnheader', { name: 'Absence percentage (%)' })).toBeVisible();
  // Only the employer's own figures, and their total.
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table.locator('tbody tr').first()).toContainText('Bakkerij De Gouden Korenaar');
  await page.getByLabel('Group by').selectOption('division');
  await expect(page.getByRole('figure')).toContainText('Absence percentage per division');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export table (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^absence-and-recovery-.*\.csv$/);
  await expectAccessible(page);
});
