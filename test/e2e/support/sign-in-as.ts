import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO_PASSWORD, expect, signIn } from './portal-test';

const DOCTOR_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The code the doctor's authenticator app shows now. */
const doctorCode = (): string =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(DOCTOR_SECRET), digits: 6, period: 30 }).generate();

/** Signs in a demo account, answering the doctor's authenticator step with a computed code. */
export async function signInAs(page: Page, username: string, options: { from?: string } = {}): Promise<void> {
  await signIn(page, username, undefined, options.from);
  if (username === 'doctor') {
    await page.getByLabel('Verificatiecode').fill(doctorCode());
    await page.getByRole('button', { name: 'Bevestigen' }).click();
  }
  await expect(page.getByRole('button', { name: 'Afmelden' })).toBeVisible();
}

/** The csrf cookie's value in the page's browser context (the double-submit token the portal sends). */
async function csrfToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'csrf_token');
  return cookie?.value ?? '';
}

/**
 * Signs a demo account in with the calls the sign-in page makes (the password, then the doctor's
 * authenticator code), in the page's own browser context, and opens `path` signed in: for a journey
 * that starts elsewhere than on the sign-in page or the landing page, without first drawing those two.
 * The sign-in page itself is walked in sign-in.spec.ts, first-screens.spec.ts and shell.spec.ts.
 */
export async function openSignedIn(page: Page, username: string, path: string): Promise<void> {
  await page.request.get('/api/auth/csrf');
  const signedIn = await page.request.post('/api/auth/user', {
    headers: { 'csrf-token': await csrfToken(page) },
    data: { username, password: DEMO_PASSWORD },
  });
  expect(signedIn.ok(), `${username} signs in`).toBe(true);
  if (username === 'doctor') {
    const verified = await page.request.post('/api/auth/two-factor/verify', {
      headers: { 'csrf-token': await csrfToken(page) },
      data: { code: doctorCode() },
    });
    expect(verified.ok(), 'the doctor gives the authenticator code').toBe(true);
  }
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Afmelden' })).toBeVisible();
}
