import { expect, expectAccessible, test } from './support/portal-test';
import { openSignedIn, signInAs } from './support/sign-in-as';

/** A 1×1 PNG, as an administrator's logo file. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('an administrator changes a division’s theme and logo, sees the preview, and that employer’s user sees the new theme after signing in again', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/admin');
  await page.getByRole('link', { name: 'Huisstijlen' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=branding/);
  await page
    .getByRole('link', { name: 'Huisstijl van Bakkerij De Gouden Korenaar B.V.: Productie Utrecht wijzigen' })
    .click();
  await expect(page.getByRole('heading', { name: /Productie Utrecht/, level: 2 })).toBeVisible();
  const preview = page.locator('figure.brand-preview');
  await expect(preview).toHaveAttribute('data-theme', 'emerald-green');

  await page.getByRole('radio', { name: 'Karmijnrood' }).check();
  await expect(preview).toHaveAttribute('data-theme', 'crimson');
  await expect(preview.getByText('Voorbeeld in het thema Karmijnrood')).toBeVisible();
  await page
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ name: 'logo.txt', mimeType: 'text/plain', buffer: Buffer.from('geen afbeelding') });
  await expect(page.getByText('Kies een PNG-, JPEG- of WebP-afbeelding.')).toBeVisible();
  await page
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Kies een PNG-, JPEG- of WebP-afbeelding.')).toBeHidden();
  await expect(
    page.getByRole('img', { name: 'Logo zoals het nu wordt getoond', exact: true }),
  ).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De huisstijl van Productie Utrecht is opgeslagen.')).toBeVisible();
  await page.getByRole('button', { name: 'Afmelden' }).click();

  await signInAs(page, 'employer');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'crimson');
  await expect(page.locator('header img.brand__logo')).toHaveAttribute('src', /^data:image\/png;base64,/);
});

test('an administrator in English gives a user another role and finds the change in the audit log', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.getByLabel(/Taal|Language/).selectOption('en');
  await page.goto('/admin?tab=roles');
  await expect(page.getByRole('heading', { name: 'Roles and their functionalities' })).toBeVisible();
  await expect(page.getByText('Facility manager')).toBeVisible();

  await page.getByRole('link', { name: 'Users' }).click();
  await page.getByLabel('Search by name, username or e-mail address').fill('facility');
  const row = page.locator('table.data-table tbody tr[data-key]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Facility manager');
  await row.getByRole('button', { name: /Change the roles and links of/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: 'Planner (Agenda)' }).check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Planner, Facility manager');
  await expect(page.getByText(/The roles and links of .* are saved\./)).toBeVisible();

  await page.goto('/auditLog');
  await page.getByLabel('Kind of record').selectOption({ label: 'User' });
  await expect(page.locator('table.data-table tbody tr[data-key]').first()).toContainText(
    'Roles: Facility manager → Planner, Facility manager',
  );
});
