import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDutchMobile, SetUpTwoFactor } from '../../../src/application/account/set-up-two-factor';
import { ok } from '../../../src/domain/shared/result';
import { FakeTwoFactorGateway, rejected } from '../../support/account-fakes';
import { FakeSessionStore, RecordingNotifier } from '../../support/fakes';
import { aUser } from '../../support/user-mother';

function setUp() {
  const gateway = new FakeTwoFactorGateway();
  const session = new FakeSessionStore();
  session.signIn(aUser().build());
  const notifier = new RecordingNotifier();
  return { gateway, session, notifier, setUp: new SetUpTwoFactor(gateway, session, notifier) };
}

describe('setting up two-factor authentication', () => {
  it('confirms an authenticator and takes the updated user from the server', async () => {
    const { gateway, session, notifier, setUp: useCase } = setUp();
    const updated = {
      ...aUser().build(),
      twoFactorMethod: 'authenticator' as const,
      twoFactorSetupCompleted: true,
    };
    gateway.confirm = ok({ user: updated, twoFactorTokenVerified: true, secondFactor: null });
    expect((await useCase.startAuthenticator()).ok).toBe(true);
    expect(await useCase.confirmAuthenticator('123 456')).toEqual(ok(undefined));
    expect(session.user?.twoFactorMethod).toBe('authenticator');
    expect(notifier.notices.at(-1)?.title).toBe('page.twoFactor.authenticatorReady');
  });

  it('refuses a mobile number that is not Dutch before sending an SMS', async () => {
    const { gateway, setUp: useCase } = setUp();
    expect(await useCase.startSms('12345')).toEqual({ ok: false, error: 'twoFactor.invalid-mobile' });
    expect(gateway.mobiles).toEqual([]);
    expect((await useCase.startSms('06 1234 5678')).ok).toBe(true);
    expect(gateway.mobiles).toEqual(['0612345678']);
  });

  it('tells a wrong code and a send limit apart', async () => {
    const { gateway, setUp: useCase } = setUp();
    gateway.confirm = rejected(422, 'invalid_code');
    expect(await useCase.confirmSms('000000')).toEqual({ ok: false, error: 'twoFactor.invalid-code' });
    gateway.sent = rejected(429, null);
    expect(await useCase.startSms('0612345678')).toEqual({ ok: false, error: 'twoFactor.too-many' });
  });

  it('removes the method with a proof, and the user no longer has one', async () => {
    const { gateway, session, setUp: useCase } = setUp();
    session.signIn({ ...aUser().build(), twoFactorMethod: 'sms', maskedMobile: '+31 6 ••' });
    expect((await useCase.remove('sms', { kind: 'code', code: ' 123 456 ' })).ok).toBe(true);
    expect(gateway.calls).toEqual(['resetSms']);
    expect(gateway.proofs).toEqual([{ kind: 'code', code: '123456' }]);
    expect(session.user?.twoFactorMethod).toBeNull();
  });

  it('asks for a proof before anything is sent, and names what the server refused', async () => {
    const { gateway, session, setUp: useCase } = setUp();
    session.signIn({ ...aUser().build(), twoFactorMethod: 'authenticator' });
    expect(await useCase.remove('authenticator', { kind: 'password', password: '' })).toEqual({
      ok: false,
      error: 'twoFactor.proof-required',
    });
    expect(gateway.calls).toEqual([]);
    gateway.removal = rejected(422, 'invalid_password', { password: ['Onjuist.'] });
    expect(await useCase.remove('authenticator', { kind: 'password', password: 'fout' })).toEqual({
      ok: false,
      error: 'twoFactor.invalid-password',
    });
    gateway.removal = rejected(423, 'account_locked');
    expect((await useCase.remove('authenticator', { kind: 'code', code: '1' })).ok).toBe(false);
    expect(session.user?.twoFactorMethod).toBe('authenticator');
  });

  it('property: only +316 or 06 followed by eight digits is a Dutch mobile number', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('+316', '06', '+315', '07', ''),
        fc.stringMatching(/^[1-9]\d{5,9}$/),
        (prefix, digits) => {
          expect(isDutchMobile(`${prefix}${digits}`)).toBe(
            (prefix === '+316' || prefix === '06') && digits.length === 8,
          );
        },
      ),
    );
  });
});
