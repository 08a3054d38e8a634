import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expect, signIn } from './portal-test';

const DOCTOR_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Signs in a demo account, answering the doctor's authenticator step with a computed code. */
export async function signInAs(page: Page, username: string, options: { from?: string } = {}): Promise<void> {
  await signIn(page, username, undefined, options.from);
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
