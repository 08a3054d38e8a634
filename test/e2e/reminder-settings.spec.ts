import { expectFitsPhones } from './support/phone-width';
import { expect, expectAccessible, test } from './support/portal-test';
import { openSignedIn } from './support/sign-in-as';

test('an administrator sets an employer’s reminders to two days and four hours ahead, sees them listed, and puts them back to the default', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, 'admin', '/admin/reminders');
  await expect(page.getByText('Standaard: 1 dag vooraf, 1 uur vooraf.')).toBeVisible();
  // Nothing chosen to set them for: said next to the field.
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Kies waarvoor u de herinneringen instelt.')).toBeVisible();
  const employer = page.getByRole('combobox', { name: /^Werkgever/ });
  await employer.selectOption({ index: 1 });
  const name = (await employer.locator('option:checked').textContent()) ?? '';
  const offsets = page.getByRole('group', { name: 'Herinneren' });
  // The default comes along to change: a day and an hour.
  await expect(offsets.getByRole('checkbox', { name: '1 dag vooraf' })).toBeChecked();
  await offsets.getByRole('checkbox', { name: '1 dag vooraf' }).uncheck();
  await offsets.getByRole('checkbox', { name: '1 uur vooraf' }).uncheck();
  await offsets.getByRole('checkbox', { name: '2 dagen vooraf' }).check();
  await offsets.getByRole('checkbox', { name: '4 uur vooraf' }).check();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De herinneringen zijn ingesteld.')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('2 dagen vooraf, 4 uur vooraf');
  await expectAccessible(page);

  await page.getByLabel('Taal').selectOption('en');
  await expect(row).toContainText('2 days before, 4 hours before');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsPhones(page, 'the reminders’ settings');
  await row.getByRole('button', { name: `Reminders for ${name} back to the default` }).click();
  await expect(
    page.getByText('Nothing set otherwise yet: every appointment gets the default reminders.'),
  ).toBeVisible();
});
