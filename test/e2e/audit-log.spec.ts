import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, test } from './support/portal-test';
import { openSignedIn } from './support/sign-in-as';

test('an administrator finds a resource type they created in the audit log and exports what the filters show', async ({
  page,
}) => {
  const name = `Spirometer ${Date.now()}`;
  await openSignedIn(page, 'admin', '/admin/resource-types/create');
  await page.getByRole('textbox', { name: 'Naam', exact: true }).fill(name);
  await page.getByLabel('Omschrijving').fill('Longfunctiemeter.');
  await page.getByRole('button', { name: 'Soort middel toevoegen' }).click();
  await expect(page).toHaveURL(/\/admin\/resource-types/);
  await expect(page.getByRole('link', { name })).toBeVisible();

  await page.goto('/auditLog');
  await expect(page.getByRole('heading', { name: 'Auditlog', level: 1 })).toBeVisible();
  await page.getByLabel('Soort gegeven').selectOption({ label: 'Soort middel' });
  await page.getByLabel('Actie', { exact: true }).selectOption({ label: 'Aangemaakt' });
  await expect(page).toHaveURL(/kind=resource_type/);
  await expect(page).toHaveURL(/action=created/);
  const rows = page.locator('table.data-table tbody tr[data-key]');
  await expect(rows.first()).toContainText(name);
  await expect(rows.first()).toContainText('Arjen Beheer');
  await expect(rows.first()).toContainText(`Naam: ${name}`);
  await expect(rows.first()).toContainText('Omschrijving: Longfunctiemeter.');
  // Every row is of the kind filtered on, once the filtered answer has replaced the list before it.
  await expect(rows.filter({ hasNotText: 'Soort middel' })).toHaveCount(0);
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporteren (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  expect(csv.startsWith('\uFEFF"Wanneer";"Wie";"Actie";"Soort gegeven";"Gegeven";"Wijzigingen"')).toBe(true);
  expect(csv).toContain(`"Aangemaakt";"Soort middel";"${name}";"Naam: ${name}`);
  expect(csv).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}/);
  expect(csv).not.toContain('"Verwijderd"');
});
