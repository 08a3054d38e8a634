import { expect, expectAccessible, test } from './support/portal-test';
import { openSignedIn } from './support/sign-in-as';

test('column choices, page size and language made in one browser are there when the user signs in on another', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, 'casemanager', '/tasks');
  const table = page.locator('table.data-table');
  await expect(table.getByRole('columnheader', { name: 'Medewerker en werkgever' })).toBeVisible();
  await page.getByText('Kolommen', { exact: true }).click();
  const saved = page.waitForResponse(
    (answer) => answer.url().includes('/v2/users/me/preferences') && answer.request().method() === 'PATCH',
  );
  await page.getByRole('checkbox', { name: 'Medewerker en werkgever' }).uncheck();
  expect((await saved).ok()).toBe(true);
  await expect(table.getByRole('columnheader', { name: 'Medewerker en werkgever' })).toBeHidden();
  const languageSaved = page.waitForResponse(
    (answer) => answer.url().includes('/v2/users/me/preferences') && answer.request().method() === 'PATCH',
  );
  await page.getByLabel(/Taal|Language/).selectOption('en');
  expect((await languageSaved).ok()).toBe(true);

  const elsewhere = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const other = await elsewhere.newPage();
  try {
    await other.goto('/login');
    await other.getByLabel('Gebruikersnaam').fill('casemanager');
    await other.getByLabel('Wachtwoord').fill('Welkom01!');
    await other.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(other.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await other.goto('/tasks');
    const otherTable = other.locator('table.data-table');
    await expect(otherTable.getByRole('columnheader', { name: 'Task', exact: true })).toBeVisible();
    await expect(otherTable.getByRole('columnheader', { name: 'Employee and employer' })).toBeHidden();
    await expectAccessible(other);
  } finally {
    await elsewhere.close();
  }
});
