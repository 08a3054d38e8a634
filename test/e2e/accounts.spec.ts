import * as OTPAuth from 'otpauth';
import { DEMO_CONTROL } from './support/demo-controls';
import { codeIn, latestMessage, linkIn } from './support/outbox';
import { DEMO_PASSWORD, expect, expectAccessible, signIn, test } from './support/portal-test';

test('forgot and reset password: the link from the outbox sets a new password that then signs in', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page).toHaveURL('/forgot');
  await expectAccessible(page);
  await page.getByLabel('Gebruikersnaam').fill('planner');
  await page.getByRole('button', { name: 'Herstellink versturen' }).click();
  await expect(page.getByText('Als de gebruikersnaam bij ons bekend is')).toBeVisible();
  await expect(page).toHaveURL('/login');

  const mail = await latestMessage(request, 'email');
  const link = new URL(linkIn(mail));
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { name: 'Wachtwoord herstellen' })).toBeVisible();
  await expect(page.getByText('minstens 10 tekens')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Nieuw wachtwoord').fill('kort');
  await page.getByLabel('Herhaal het nieuwe wachtwoord').fill('kort');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText('Nieuw wachtwoord voldoet niet aan de wachtwoordeisen.')).toBeVisible();
  await expect(page.getByLabel('Nieuw wachtwoord')).toHaveValue('kort');

  await page.getByLabel('Nieuw wachtwoord').fill('Zomer2026!Nieuw');
  await page.getByLabel('Herhaal het nieuwe wachtwoord').fill('Zomer2026!Niew');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText('De wachtwoorden komen niet overeen.')).toBeVisible();

  await page.getByLabel('Herhaal het nieuwe wachtwoord').fill('Zomer2026!Nieuw');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText('Uw wachtwoord is gewijzigd.')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await signIn(page, 'planner', DEMO_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'klopt niet' })).toBeVisible();
  await signIn(page, 'planner', 'Zomer2026!Nieuw');
  await expect(page).toHaveURL('/agenda');

  // The link works once.
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await page.goto(link.pathname);
  await expect(page.getByText('Deze herstellink is ongeldig, al gebruikt of verlopen.')).toBeVisible();
});

test('an invalid reset token shows a clear state with a way to request a new link', async ({ page }) => {
  await page.goto('/password/reset-password/not/a/real/token');
  await expect(page.getByText('Deze herstellink is ongeldig, al gebruikt of verlopen.')).toBeVisible();
  await page.getByRole('link', { name: 'Vraag een nieuwe herstellink aan' }).click();
  await expect(page).toHaveURL('/forgot');
});

test('setting up SMS codes, then signing in with the code from the outbox', async ({ page, request }) => {
  await signIn(page, 'planner');
  await expect(page).toHaveURL('/agenda');
  await page.getByRole('link', { name: 'Instellingen' }).click();
  await page.getByRole('button', { name: 'Sms-codes instellen' }).click();
  await page.getByLabel('Mobiel nummer').fill('12345');
  await page.getByRole('button', { name: 'Code versturen' }).click();
  await expect(page.getByText('Mobiel nummer moet een geldig mobiel nummer zijn.')).toBeVisible();
  await page.getByLabel('Mobiel nummer').fill('06 12345678');
  await page.getByRole('button', { name: 'Code versturen' }).click();
  const setupSms = await latestMessage(request, 'sms');
  await page.getByLabel('Verificatiecode').fill(codeIn(setupSms));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByText('Sms-codes zijn ingesteld.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Afmelden' }).click();
  await signIn(page, 'planner');
  await expect(page.getByRole('heading', { name: 'Bevestig uw aanmelding' })).toBeVisible();
  const signInSms = await latestMessage(request, 'sms', setupSms.id);
  await page.getByLabel('Verificatiecode').fill(codeIn(signInSms));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page).toHaveURL('/agenda');
});

test('setting up an authenticator app, then signing in with its code, then removing it', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/main');
  await page.getByRole('button', { name: 'Authenticator-app instellen' }).click();
  await expect(page.locator('svg.qr-code')).toBeVisible();
  const secret = (await page.locator('code.secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await expect(page.getByLabel('Verificatiecode')).toHaveAttribute('autocomplete', 'one-time-code');
  await expectAccessible(page);
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  await page.getByLabel('Verificatiecode').fill(totp.generate());
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByText('Uw authenticator-app is ingesteld.')).toBeVisible();
  await expect(page.getByText('Aanmelden vraagt om een code uit uw authenticator-app.')).toBeVisible();

  await page.getByRole('button', { name: 'Afmelden' }).click();
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Bevestig uw aanmelding' })).toBeVisible();
  // A code of the next period: the one used for the setup may not be used twice.
  await page.getByLabel('Verificatiecode').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page).toHaveURL('/agenda');

  // Removing it asks for proof and says what it means: a wrong password is refused next to the field.
  await page.goto('/main');
  await page.getByRole('button', { name: 'Authenticator-app verwijderen' }).click();
  const removal = page.getByRole('form', { name: 'Authenticator-app verwijderen' });
  await expect(removal.getByText(/Zonder tweede stap/)).toBeVisible();
  await removal.getByRole('button', { name: 'Tweestapsverificatie uitzetten' }).click();
  await expect(removal.getByText('Verificatiecode is verplicht.')).toBeVisible();
  await removal.getByLabel('Mijn wachtwoord').check();
  await removal.getByLabel('Wachtwoord', { exact: true }).fill('Niet-het-wachtwoord1!');
  await removal.getByRole('button', { name: 'Tweestapsverificatie uitzetten' }).click();
  await expect(page.getByText('Het wachtwoord klopt niet.')).toBeVisible();
  await expect(removal.getByLabel('Wachtwoord', { exact: true })).toHaveValue('Niet-het-wachtwoord1!');
  await expectAccessible(page);
  // (Every code of the app within the server's window is spent by now, so the password proves it.)
  await removal.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
  await removal.getByRole('button', { name: 'Tweestapsverificatie uitzetten' }).click();
  await expect(page.getByText('Tweestapsverificatie is uitgezet.')).toBeVisible();
  await expect(page.getByText('Tweestapsverificatie staat uit.', { exact: false })).toBeVisible();
});

test('linked chooses an account and switches to it', async ({ page }) => {
  await signIn(page, 'linked');
  await expect(page).toHaveURL('/linkedUsers');
  await expectAccessible(page);
  await page
    .getByRole('button', { name: /Zorggroep Rivierenland/ })
    .first()
    .click();
  await expect(page.getByText('U werkt nu als Lars Koppeling (Zorggroep Rivierenland).')).toBeVisible();
  await expect(page).toHaveURL('/employer-appointments');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'magenta');
});

test('a refused single sign-on token lands on /auth/sso/failed', async ({ page }) => {
  await page.goto('/auth/sso/login/not-a-token');
  await expect(page).toHaveURL('/auth/sso/failed');
  await expect(page.getByText('Aanmelden via eenmalige aanmelding is mislukt.')).toBeVisible();
  await expectAccessible(page);
});

test('an idle session is warned at least a minute ahead, then signed out', async ({ page, request }) => {
  await request.put('/api/__demo/settings', { headers: DEMO_CONTROL, data: { idleTimeoutSeconds: 90 } });
  await page.clock.install();
  // The portal learns the idle limit from the back office once signed in; only then is the warning
  // planned, so the clock moves on after that answer, however long the sign-in took.
  const limitLearnt = page.waitForResponse(
    (response) => response.url().includes('/v2/auth/user/last-activity') && response.ok(),
  );
  await signIn(page, 'planner');
  await expect(page).toHaveURL('/agenda');
  await limitLearnt;
  await page.evaluate(() => new Promise((settled) => setTimeout(settled, 0)));
  await page.clock.fastForward(31_000);
  const dialog = page.getByRole('dialog', { name: 'Bent u er nog?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Aangemeld blijven' }).click();
  await expect(dialog).toBeHidden();
  await page.clock.fastForward(31_000);
  await expect(dialog).toBeVisible();
  await page.clock.fastForward(61_000);
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('U bent afgemeld omdat u een tijd niet actief was.')).toBeVisible();
});

test('signing out in one tab signs out the others, and back shows nothing of the old session', async ({
  page,
}) => {
  await signIn(page, 'planner');
  await page.goto('/rooms');
  const second = await page.context().newPage();
  await second.goto('/agenda');
  await expect(second.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await expect(page).toHaveURL('/login');
  // The other tab hears it from this one, or from a call of its own still under way when the session
  // ended (a 401, which keeps where it was as a path to come back to).
  await expect(second).toHaveURL(/\/login(\?redirect=%2Fagenda)?$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Petra Planning')).toHaveCount(0);
});

test('repeated wrong passwords lock the account with a clear message', async ({ page }) => {
  for (let i = 0; i < 5; i++) await signIn(page, 'admin', `wrong-${i}`);
  await expect(page.getByRole('alert').filter({ hasText: 'tijdelijk geblokkeerd' })).toBeVisible();
  await signIn(page, 'admin');
  await expect(page.getByRole('alert').filter({ hasText: 'tijdelijk geblokkeerd' })).toBeVisible();
});
