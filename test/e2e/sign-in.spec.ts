import * as OTPAuth from 'otpauth';
import { DEMO_CONTROL } from './support/demo-controls';
import { expect, expectAccessible, signIn, test } from './support/portal-test';
import { openSignedIn, signInAs } from './support/sign-in-as';

/** The authenticator secret of the demo `doctor`, as the README gives it. */
const DOCTOR_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

test('signing in as planner lands on a signed-in page', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Aanmelden | Arbo Agenda');
  await expectAccessible(page);
  await signIn(page, 'planner');
  await expect(page).toHaveURL('/agenda');
  await expect(page.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Petra Planning')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Afmelden' })).toBeVisible();
  await expectAccessible(page);
});

test('a wrong password shows a clear translated error with the tries left, and keeps the username', async ({
  page,
}) => {
  await signIn(page, 'planner', 'not-the-password');
  await expect(
    page.getByRole('alert').filter({
      hasText:
        'De gebruikersnaam of het wachtwoord klopt niet. U kunt het nog 4 keer proberen; daarna wordt het account 15 minuten geblokkeerd.',
    }),
  ).toBeVisible();
  await expect(page.getByLabel('Gebruikersnaam')).toHaveValue('planner');
  await expect(page.getByLabel('Wachtwoord')).toHaveValue('');
  await expect(page).toHaveURL('/login');
  // One message for one event: next to the form, not repeated in a toast.
  await expect(page.getByText(/wachtwoord/i).filter({ hasText: /klopt niet|Onjuiste/ })).toHaveCount(1);
  await expectAccessible(page);
  for (const left of ['nog 3 keer', 'nog 2 keer']) {
    await signIn(page, 'planner', 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: left })).toBeVisible();
  }
  await signIn(page, 'planner', 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: 'Nog één poging' })).toBeVisible();
  // A username without an account is answered the same way, so nobody learns which usernames exist.
  await signIn(page, 'niemand', 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: 'nog 4 keer' })).toBeVisible();
});

test('a wrong second-factor code says so once, with nothing left over from the password step', async ({
  page,
}) => {
  await signIn(page, 'planner', 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: 'klopt niet' })).toBeVisible();
  await signIn(page, 'doctor');
  await page.getByLabel('Verificatiecode').fill('000000');
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByText('De code klopt niet of is verlopen.')).toBeVisible();
  await expect(page.getByText(/wachtwoord klopt niet|Onjuiste|onjuist of verlopen/)).toHaveCount(0);
});

test('empty fields are named next to the field, in the chosen language', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Taal').selectOption('en');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Username is required.')).toBeVisible();
  await expect(page.getByText('Password is required.')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
});

test('switching the language to English and reloading keeps English', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Taal').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Sign in to Arbo Agenda' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in | Arbo Agenda');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to Arbo Agenda' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'language');
  expect(cookie?.value).toBe('en');
  expect(cookie?.sameSite).toBe('Lax');
});

test('a signed-out visit to a protected page goes to /login and comes back after signing in', async ({
  page,
}) => {
  await page.goto('/rooms?view=week');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Gebruikersnaam').fill('planner');
  await page.getByLabel('Wachtwoord').fill('Welkom01!');
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page).toHaveURL('/rooms?view=week');
  await expect(page.getByRole('heading', { name: 'Ruimtes', level: 1 })).toBeVisible();
});

test('the doctor signs in with a code from the authenticator app', async ({ page }) => {
  await signIn(page, 'doctor');
  await expect(page.getByRole('heading', { name: 'Bevestig uw aanmelding' })).toBeVisible();
  await expect(page.getByLabel('Verificatiecode')).toHaveAttribute('autocomplete', 'one-time-code');
  await expectAccessible(page);
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(DOCTOR_SECRET), digits: 6, period: 30 });
  await page.getByLabel('Verificatiecode').fill(totp.generate());
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Dr. Marieke van Dam')).toBeVisible();
});

test('the employer sees their branding theme', async ({ page }) => {
  await signIn(page, 'employer');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Wim Korenaar')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'emerald-green');
  await expectAccessible(page);
});

test('signing out returns to /login and a reload stays signed out', async ({ page }) => {
  await signIn(page, 'planner');
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/');
  await expect(page).toHaveURL('/login');
});

test('a 401 in the middle of a session says so once and sends the user to /login, to come back after', async ({
  page,
  request,
}) => {
  // A case manager: no second factor, whose one-time code could not be used twice in a row.
  await signInAs(page, 'casemanager');
  await expect(page).toHaveURL('/dashboard');
  // The dashboard has made its calls, its parts' too (the legal clock's signals, UWV's messages).
  for (const name of ['Poortwachter: te laat en binnen een week', 'UWV-meldingen']) {
    const part = page.getByRole('region', { name });
    await expect(part).toBeVisible();
    await expect(part.locator('output')).toHaveCount(0);
  }
  // No reload: the next call of the running page meets the 401.
  await request.put('/api/__demo/faults', { headers: DEMO_CONTROL, data: { unauthorizedOnce: true } });
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Taken' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Ftasks/);
  await expect(page.getByText('Uw sessie is verlopen. Meld u opnieuw aan.')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Aanmelden bij Arbo Agenda' })).toBeVisible();
  await signInAs(page, 'casemanager', { from: page.url() });
  await expect(page).toHaveURL(/\/tasks/);
});

test('a session that ends while a form is open brings the same user back to it, filled in', async ({
  page,
  request,
}) => {
  const form = '/admin/locations/e1000000-0000-4000-8000-000000000001/rooms/create';
  await openSignedIn(page, 'admin', form);
  await page.getByRole('textbox', { name: 'Naam', exact: true }).fill('Spreekkamer 4.01');
  await page.getByLabel('Capaciteit (personen)').fill('3');
  // The save meets the end of the session.
  await request.put('/api/__demo/faults', { headers: DEMO_CONTROL, data: { unauthorizedOnce: true } });
  await page.getByRole('button', { name: 'Ruimte toevoegen' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByText('Uw sessie is verlopen. Meld u opnieuw aan.')).toHaveCount(1);
  // Nothing typed went to web storage or the address.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain('Spreekkamer 4.01');
  expect(page.url()).not.toContain('4.01');
  await signInAs(page, 'admin', { from: page.url() });
  await expect(page).toHaveURL(form);
  await expect(page.getByRole('textbox', { name: 'Naam', exact: true })).toHaveValue('Spreekkamer 4.01');
  await expect(page.getByLabel('Capaciteit (personen)')).toHaveValue('3');
  await expect(page.getByText('Wat u had ingevuld voordat uw sessie verliep, staat er weer.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Ruimte toevoegen' }).click();
  await expect(page).toHaveURL(/\/rooms$/);
  await expect(page.locator('table.data-table tbody tr').filter({ hasText: 'Spreekkamer 4.01' })).toHaveCount(
    1,
  );
});

test('a malformed answer from the server shows an error, never a blank screen', async ({ page, request }) => {
  await page.goto('/login');
  await request.put('/api/__demo/faults', { headers: DEMO_CONTROL, data: { malformedRate: 1 } });
  await page.getByLabel('Gebruikersnaam').fill('planner');
  await page.getByLabel('Wachtwoord').fill('Welkom01!');
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(
    page.getByText('De server gaf een onverwacht antwoord. Probeer het later opnieuw.'),
  ).toBeVisible();
  await expect(page.getByLabel('Gebruikersnaam')).toHaveValue('planner');
});

test('an unknown path shows the 404 message', async ({ page }) => {
  await page.goto('/does/not/exist');
  await expect(page.getByText('Pagina niet gevonden: /does/not/exist')).toBeVisible();
  await expectAccessible(page);
});
