import { expect, test } from './support/portal-test';
import { openSignedIn } from './support/sign-in-as';

test('rooms name their floor one way in each language', async ({ page }) => {
  await openSignedIn(page, 'admin', '/rooms');
  const table = page.getByRole('table');
  await expect(table.getByText('· begane grond').first()).toBeVisible();
  await expect(table.getByText('· 1e verdieping').first()).toBeVisible();
  await expect(table.getByText(/· \d+$/)).toHaveCount(0);

  await page.getByLabel(/^(Taal|Language)$/).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Rooms', level: 1 })).toBeVisible();
  await expect(table.getByText('· ground floor').first()).toBeVisible();
  await expect(table.getByText('· 1st floor').first()).toBeVisible();
  await expect(table.getByText('· 2nd floor')).toBeVisible();
});
