import { expect, expectAccessible, test } from './support/portal-test';
import { openSignedIn, signInAs } from './support/sign-in-as';

/** The medical group's names in English (spec section 3): never shown to an employer. */
const MEDICAL_TYPES = /^(Medical|Medical preventive|Physiotherapy|Psychologist|Second-line care)$/;

test('an employer searches their own employees in English and sees no medical dossier type of theirs', async ({
  page,
}) => {
  await signInAs(page, 'employer');
  await page.getByLabel('Taal').selectOption('en');
  await page.goto('/employee-list');
  await expect(page.getByRole('heading', { name: 'Employees', level: 1 })).toBeVisible();
  await page.getByLabel('Search').fill('Bakker');
  const rows = page.locator('table.data-table tbody tr[data-key]');
  await expect(rows.first()).toContainText('Bakker');
  // Only their own employer's people, whatever the search.
  for (const row of await rows.all()) await expect(row).toContainText('Bakkerij De Gouden Korenaar');
  await expectAccessible(page);
  await rows.first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Employee', level: 1 })).toBeVisible();
  const dossiers = page.getByRole('region', { name: 'Dossiers' });
  await expect(dossiers).toBeVisible();
  for (const link of await dossiers.getByRole('link').all()) await expect(link).not.toHaveText(MEDICAL_TYPES);
  // The back office refuses too, not only the page.
  const employeeId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const medical = await page.request.get(
    `/api/external/v2/employee/${employeeId}/dossiers/medical/last-open`,
  );
  expect(medical.status()).toBe(403);
  await expect(page.getByRole('region', { name: 'Wizards' })).toHaveCount(0);
});

test('a case manager finds who is absent, opens the employee and their absence dossier, and starts a workplace wizard', async ({
  page,
}) => {
  await openSignedIn(page, 'casemanager', '/employee-list');
  await page.getByLabel('Alleen wie nu verzuimt').check();
  await expect(page).toHaveURL(/absent=1/);
  const first = page.locator('table.data-table tbody tr[data-key]').first();
  await expect(first).toContainText('Verzuimt');
  const name = (await first.getByRole('link').textContent()) ?? '';
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expectAccessible(page);
  const employments = page.getByRole('region', { name: 'Dienstverbanden' });
  await employments.getByRole('link', { name: /sinds/ }).first().click();
  await expect(page).toHaveURL(/\/dossiers\/\d+$/);
  await expect(page.getByText(new RegExp(`van ${name}$`))).toBeVisible();
  await page.goBack();
  const wizards = page.getByRole('region', { name: 'Wizards' });
  await wizards.getByRole('button', { name: 'Wizard starten of hervatten' }).click();
  await expect(page).toHaveURL(/\/wizard-runs\/\d+$/);
  await expect(page.getByText(`Voor ${name}.`)).toBeVisible();
});
