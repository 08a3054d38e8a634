import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/portal-test';
import { expectFitsPhones } from './support/phone-width';
import { openSignedIn, signInAs } from './support/sign-in-as';

const ID = '3f1c2a4e-8b7d-4c21-9a0e-5d6f7a8b9c0d';

const ADMIN_PAGES = [
  '/admin',
  `/admin/agendas/${ID}`,
  `/admin/branding/${ID}`,
  '/admin/holidays',
  '/admin/reminders',
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

/**
 * Opens a path in the portal already running, as the browser's back and forward buttons do: the
 * address changes and the portal's router follows (`popstate`). The portal, its code and axe stay
 * loaded, so a test visits its pages without drawing the whole portal again for each. It returns once
 * the page's main region no longer shows what it showed before, so nothing is checked on the page left
 * behind. Each admin test opens its first page by its address; sign-in.spec.ts, shell.spec.ts and the
 * journeys open many more that way.
 */
async function openInPortal(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname === path) return;
  const before = await page.locator('main').innerHTML();
  await page.evaluate((to) => {
    const entry = window.history.state as { idx?: unknown } | null;
    const idx = typeof entry?.idx === 'number' ? entry.idx + 1 : 1;
    window.history.pushState({ usr: null, key: `route-${idx}`, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.waitForFunction((shown) => document.querySelector('main')?.innerHTML !== shown, before);
}

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
    await openSignedIn(page, 'admin', pages[0]!);
    for (const path of pages) {
      if (path !== pages[0]) await openInPortal(page, path);
      await expect(page, path).toHaveURL(path);
      await expect(page.locator('h1').first(), path).toBeVisible();
      await expectAccessible(page);
      await expectFitsPhones(page, path);
    }
  });
}

const PROFESSIONAL_PAGES = [
  '/dashboard',
  '/dashboard/reports/reportRecovery',
  '/dashboard/reports/wga',
  '/dashboard/reports/attendance',
  '/consultation-hour',
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
      await openInPortal(page, path);
      await expect(page, path).toHaveURL(path);
      await expect(page.locator('h1').first(), path).toBeVisible();
      await expect(page.locator('html'), path).toHaveAttribute('lang', language);
      if (index % 2 === turn) await expectAccessible(page);
      else await expectFitsPhones(page, path);
    }
  });
}

test('every public page passes axe', async ({ page }) => {
  for (const path of ['/login', '/forgot', '/auth/sso/failed', '/password/reset-password/abc/def']) {
    await page.goto(path);
    await expect(page.locator('h1').first(), path).toBeVisible();
    await expectAccessible(page);
    await expectFitsPhones(page, path);
  }
});
