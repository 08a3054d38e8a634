import { expect, expectAccessible, test } from './support/portal-test';
import { signInAs } from './support/sign-in-as';

const ID = '3f1c2a4e-8b7d-4c21-9a0e-5d6f7a8b9c0d';

const ADMIN_PAGES = [
  '/admin',
  `/admin/agendas/${ID}`,
  `/admin/branding/${ID}`,
  '/admin/holidays',
  '/admin/locations',
  '/admin/locations/create',
  `/admin/locations/${ID}`,
  `/admin/locations/${ID}/operations`,
  `/admin/locations/${ID}/resources`,
  `/admin/locations/${ID}/resources/create`,
  `/admin/locations/${ID}/resources/${ID}`,
  `/admin/locations/${ID}/rooms`,
  `/admin/locations/${ID}/rooms/create`,
  `/admin/locations/${ID}/rooms/${ID}`,
  '/admin/operations',
  '/admin/operations/create',
  `/admin/operations/${ID}`,
  '/admin/resource-types',
  '/admin/resource-types/create',
  `/admin/resource-types/${ID}`,
  '/admin/wizards',
  '/admin/wizards/create',
  `/admin/wizards/${ID}`,
  '/agenda',
  `/agenda/${ID}/availabilities`,
  `/agenda/${ID}/availabilities/create`,
  `/agenda/${ID}/availabilities/42`,
  `/agenda/${ID}/personal-days-off`,
  `/agenda/${ID}/personal-days-off/create`,
  `/agenda/${ID}/personal-days-off/${ID}`,
  '/appointments',
  '/rooms',
  '/auditLog',
  '/employer-appointments',
  '/main',
  '/portals',
];

/** A few pages per test: each runs axe on every page, which on a busy machine takes its time. */
const inGroupsOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

for (const [index, pages] of inGroupsOf(ADMIN_PAGES, 10).entries()) {
  test(`every admin and agenda page opens with its title and passes axe (part ${index + 1})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signInAs(page, 'admin');
    for (const path of pages) {
      await page.goto(path);
      await expect(page, path).toHaveURL(path);
      await expect(page.locator('h1').first(), path).toBeVisible();
      await expectAccessible(page);
    }
  });
}

const PROFESSIONAL_PAGES = [
  '/dashboard',
  '/dashboard/reports/reportRecovery',
  '/dashboard/reports/wga',
  '/tasks',
  '/planning',
  '/linkedUsers',
  '/employee-list',
  '/dossiers/20001',
  '/wizard-runs/1',
];

/**
 * Every professional page opens in both languages; axe scans each page once, in Dutch and English by
 * turns, so both languages are scanned and no page twice.
 */
for (const [turn, language] of (['nl', 'en'] as const).entries()) {
  test(`every professional page opens in ${language === 'nl' ? 'Dutch' : 'English'}, and every other one passes axe`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signInAs(page, 'doctor');
    if (language === 'en') await page.getByLabel('Taal').selectOption('en');
    for (const [index, path] of PROFESSIONAL_PAGES.entries()) {
      await page.goto(path);
      await expect(page, path).toHaveURL(path);
      await expect(page.locator('h1').first(), path).toBeVisible();
      await expect(page.locator('html'), path).toHaveAttribute('lang', language);
      if (index % 2 === turn) await expectAccessible(page);
    }
  });
}

test('every public page passes axe', async ({ page }) => {
  for (const path of ['/login', '/forgot', '/auth/sso/failed', '/password/reset-password/abc/def']) {
    await page.goto(path);
    await expect(page.locator('h1').first(), path).toBeVisible();
    await expectAccessible(page);
  }
});
