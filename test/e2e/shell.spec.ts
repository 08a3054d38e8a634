import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expect, expectAccessible, signIn, test } from './support/portal-test';
import { openSignedIn } from './support/sign-in-as';

const DOCTOR_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const LOCATION = '3f1c2a4e-8b7d-4c21-9a0e-5d6f7a8b9c0d';

async function signInAs(page: Page, username: string): Promise<void> {
  await signIn(page, username);
  if (username === 'doctor') {
    const totp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(DOCTOR_SECRET),
      digits: 6,
      period: 30,
    });
    await page.getByLabel('Verificatiecode').fill(totp.generate());
    await page.getByRole('button', { name: 'Bevestigen' }).click();
  }
  await expect(page.getByRole('button', { name: 'Afmelden' })).toBeVisible();
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link');

const EXPECTED: Record<string, { landing: string; entries: string[] }> = {
  planner: {
    landing: '/agenda',
    entries: [
      'Spreekuur',
      'Agenda',
      'Afspraken',
      'Planning',
      'Wachtlijst',
      'Medewerkers',
      'Ruimtes',
      'Instellingen',
    ],
  },
  admin: {
    landing: '/agenda',
    entries: ['Spreekuur', 'Agenda', 'Afspraken', 'Ruimtes', 'Auditlog', 'Beheer', 'Instellingen'],
  },
  doctor: {
    landing: '/dashboard',
    entries: [
      'Dashboard',
      'Taken',
      'Spreekuur',
      'Afspraken',
      'Planning',
      'Wachtlijst',
      'Medewerkers',
      'Ziek- en herstelmelding',
      'Instellingen',
    ],
  },
  employer: {
    landing: '/dashboard',
    entries: [
      'Dashboard',
      'Afspraken werkgever',
      'Planning',
      'Wachtlijst',
      'Medewerkers',
      'Ziek- en herstelmelding',
      'Instellingen',
    ],
  },
  linked: {
    landing: '/linkedUsers',
    entries: [
      'Spreekuur',
      'Agenda',
      'Afspraken',
      'Planning',
      'Wachtlijst',
      'Medewerkers',
      'Ruimtes',
      'Instellingen',
    ],
  },
};

for (const [username, expected] of Object.entries(EXPECTED)) {
  test(`${username} lands on ${expected.landing} and the sidebar shows exactly the allowed entries`, async ({
    page,
  }) => {
    await signInAs(page, username);
    await expect(page).toHaveURL(expected.landing);
    await expect(sidebar(page)).toHaveText(expected.entries);
    await expectAccessible(page);
  });
}

test('a user without roles enters their only portal once and then lands on their settings, without a loop', async ({
  page,
}) => {
  await signInAs(page, 'employee');
  await expect(page).toHaveURL('/main');
  await expect(page.getByRole('heading', { name: 'Instellingen', level: 1 })).toBeVisible();
  await expect(sidebar(page)).toHaveText(['Instellingen']);
  await expectAccessible(page);
  // The portal choice opens, and opening the portal again comes back here once, not to the choice.
  await page.goto('/portals');
  await expect(page.getByRole('heading', { name: 'Portalen', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Medewerker openen' }).click();
  await expect(page).toHaveURL('/main');
  await page.getByRole('link', { name: 'Instellingen' }).click();
  await expect(page).toHaveURL('/main');
});

test('opening a forbidden route shows the forbidden toast and lands on the first allowed page', async ({
  page,
}) => {
  await openSignedIn(page, 'planner', '/tasks');
  await expect(
    page.getByText(/^U heeft geen toegang tot die pagina: uw rol geeft daar geen recht op./),
  ).toBeVisible();
  await expect(page).toHaveURL('/agenda');
  await page.goto('/auditLog');
  await expect(page).toHaveURL('/agenda');
});

test('a forbidden route for a professional lands on the dashboard', async ({ page }) => {
  await openSignedIn(page, 'doctor', '/admin/locations');
  await expect(
    page.getByText(/^U heeft geen toegang tot die pagina: uw rol geeft daar geen recht op./),
  ).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
});

test('an unknown path and an invalid parameter show the 404 message, signed in or not', async ({ page }) => {
  await page.goto('/geen/pagina');
  await expect(page.getByText('Pagina niet gevonden: /geen/pagina')).toBeVisible();
  await expectAccessible(page);
  await openSignedIn(page, 'admin', '/admin/locations/not-a-uuid');
  await expect(page.getByText('Pagina niet gevonden: /admin/locations/not-a-uuid')).toBeVisible();
  // Signed in, the portal's frame stays around it: the header and the navigation.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Afmelden' })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Taal').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Page not found', exact: true })).toBeVisible();
});

test('the admin breadcrumb does not link the admin area, and titles follow the language', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', `/admin/locations/${LOCATION}/rooms`);
  const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
  await expect(crumbs.getByRole('listitem')).toHaveText([
    'Start',
    'Beheer',
    'Locaties',
    'Locatie',
    'Ruimtes',
  ]);
  await expect(crumbs.getByRole('link')).toHaveText(['Start', 'Locaties', 'Locatie']);
  await expect(page).toHaveTitle('Ruimtes | Arbo Agenda');
  await expectAccessible(page);
  await page.getByLabel('Taal').selectOption('en');
  await expect(page).toHaveTitle('Rooms | Arbo Agenda');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    'Home',
    'Administration',
    'Locations',
    'Location',
    'Rooms',
  ]);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description).toContain('Scheduling');
});

test('a signed-in user who opens /login is sent on to their first page', async ({ page }) => {
  await openSignedIn(page, 'planner', '/login');
  await expect(page).toHaveURL('/agenda');
});

test('the portal chooser is an accessible dialog that Escape closes', async ({ page }) => {
  await signInAs(page, 'admin');
  const opener = page.getByRole('button', { name: /Ander portaal kiezen/ });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Kies een portaal' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button')).toHaveCount(4);
  // Each portal says what it is for; one that leaves this portal is marked, the current one is not.
  const admin = dialog.getByRole('button', { name: /^Beheer \(opent een ander portaal\)/ });
  await expect(admin).toContainText('Gebruikers, rollen, locaties en instellingen beheren.');
  await expect(admin.locator('svg')).toHaveCount(1);
  const current = dialog.getByRole('button', { name: /^Arbo \(huidig portaal\)/ });
  await expect(current).toHaveAttribute('aria-current', 'true');
  await expect(current.locator('svg')).toHaveCount(0);
  await expect(current).not.toContainText('opent een ander portaal');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('redirectToPortal enters the portal once, and a second try within a minute goes to /', async ({
  page,
}) => {
  await signInAs(page, 'planner');
  const redirects: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/redirect-dwc')) redirects.push(request.url());
  });
  await page.goto('/rooms?redirectToPortal=agenda');
  await expect.poll(() => redirects.length).toBe(1);
  const url = new URL(redirects[0] ?? '');
  expect(url.searchParams.get('portal')).toBe('agenda');
  expect(new URL(url.searchParams.get('url') ?? '').origin).toBe(new URL(page.url()).origin);
  await expect(page).toHaveURL('/rooms');
  await page.goto('/rooms?redirectToPortal=agenda');
  await expect(page).toHaveURL('/agenda');
  expect(redirects).toHaveLength(1);
});

test('a hostile redirectToPortal never leaves the portal', async ({ page, baseURL }) => {
  await signInAs(page, 'planner');
  for (const hostile of ['https://evil.example', '//evil.example', 'javascript:alert(1)']) {
    await page.goto(`/rooms?redirectToPortal=${encodeURIComponent(hostile)}`);
    await expect(page).toHaveURL('/agenda');
    expect(new URL(page.url()).origin).toBe(baseURL);
  }
});

test('the shell works on a 360 px wide phone with the menu behind a button', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, 'planner');
  const toggle = page.getByRole('button', { name: 'Menu openen' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(sidebar(page).first()).toBeVisible();
  await sidebar(page).filter({ hasText: 'Ruimtes' }).click();
  await expect(page).toHaveURL('/rooms');
  await expect(page.getByRole('heading', { name: 'Ruimtes', level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('the settings page is open to every signed-in user and pinned at the bottom of the menu', async ({
  page,
}) => {
  await signInAs(page, 'employer');
  await page.getByRole('link', { name: 'Instellingen' }).click();
  await expect(page).toHaveURL('/main');
  await expect(page.getByText('Thema: Smaragdgroen')).toBeVisible();
  await expectAccessible(page);
});

test('a user with linked accounts finds them in the user menu; a user without is told of none', async ({
  page,
}) => {
  await signInAs(page, 'planner');
  await expect(page.getByRole('link', { name: /Gekoppelde accounts/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await signIn(page, 'linked');
  await expect(page).toHaveURL('/linkedUsers');
  await page.goto('/agenda');
  await page.getByRole('banner').getByRole('link', { name: 'Gekoppelde accounts (2)' }).click();
  await expect(page).toHaveURL('/linkedUsers');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header takes one row and names who is signed in; portal, language and sign-out unfold from the name', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: 'Arjen Beheer – accountmenu' });
    await expect(toggle).toBeVisible();
    const box = await header.boundingBox();
    expect(box?.height ?? 0).toBeLessThan(64);
    // Signing out stays one tap away in the row; portal and language unfold from the name.
    await expect(header.getByRole('button', { name: 'Afmelden', exact: true })).toBeVisible();
    await expect(header.getByLabel('Taal')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(header.getByLabel('Taal')).toBeVisible();
    await expect(header.getByRole('button', { name: /Ander portaal kiezen/ })).toBeVisible();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
