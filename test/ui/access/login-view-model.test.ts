import { describe, expect, it } from 'vitest';
import { CompleteSignIn } from '../../../src/application/access/complete-sign-in';
import { Login } from '../../../src/application/access/login';
import { VerifyTwoFactor } from '../../../src/application/access/verify-two-factor';
import { fail, ok } from '../../../src/domain/shared/result';
import { LoginViewModel } from '../../../src/ui/screens/access/login-view-model';
import { FakeAuthGateway, FakeNavigator, FakeSessionStore, FakeThemePainter } from '../../support/fakes';
import { aUser } from '../../support/user-mother';

function setUp() {
  const auth = new FakeAuthGateway();
  const navigator = new FakeNavigator('/login');
  const completion = new CompleteSignIn(auth, new FakeSessionStore(), new FakeThemePainter(), navigator);
  const vm = new LoginViewModel(
    new Login(auth, completion, navigator),
    new VerifyTwoFactor(auth, completion, navigator),
  );
  return { auth, navigator, vm };
}

describe('the login form', () => {
  it('names the empty fields and sends nothing', async () => {
    const { auth, vm } = setUp();
    await vm.submit(null);
    expect([...vm.missing]).toEqual(['username', 'password']);
    expect(auth.calls).toEqual([]);
    vm.setUsername('planner');
    expect([...vm.missing]).toEqual(['password']);
  });

  it('keeps the username and clears the password after a refusal', async () => {
    const { auth, vm } = setUp();
    auth.signInAnswer = fail({
      kind: 'rejected',
      status: 422,
      message: 'no',
      code: 'invalid_credentials',
      fieldErrors: {},
      told: true,
    });
    vm.setUsername('planner');
    vm.setPassword('wrong');
    await vm.submit(null);
    expect(vm.error).toBe('login.invalid-credentials');
    expect(vm.username).toBe('planner');
    expect(vm.password).toBe('');
    expect(vm.submitting).toBe(false);
  });

  it('moves to the code step for SMS, sends the code, then signs in with a pasted code', async () => {
    const { auth, navigator, vm } = setUp();
    auth.signInAnswer = ok({ user: aUser().build(), twoFactorTokenVerified: false, secondFactor: 'sms' });
    auth.verifyAnswer = ok({ user: aUser().build(), twoFactorTokenVerified: true, secondFactor: null });
    vm.setUsername('doctor');
    vm.setPassword('secret');
    await vm.submit('/tasks');
    expect(vm.step).toBe('second-factor');
    expect(vm.secondFactor?.method).toBe('sms');
    expect(vm.secondFactor?.sentTo).toBe('+31 6 •• •• •0 01');
    vm.secondFactor?.setCode(' 123 456\n');
    expect(vm.secondFactor?.code).toBe('123456');
    await vm.secondFactor?.submit();
    expect(auth.lastMethod).toBe('sms');
    expect(navigator.visited).toEqual(['/tasks']);
  });

  it('clears a wrong code and says so', async () => {
    const { auth, vm } = setUp();
    auth.signInAnswer = ok({
      user: aUser().build(),
      twoFactorTokenVerified: false,
      secondFactor: 'authenticator',
    });
    auth.verifyAnswer = fail({
      kind: 'rejected',
      status: 422,
      message: 'no',
      code: 'invalid_code',
      fieldErrors: {},
      told: true,
    });
    vm.setUsername('doctor');
    vm.setPassword('secret');
    await vm.submit(null);
    vm.secondFactor?.setCode('000000');
    await vm.secondFactor?.submit();
    expect(vm.secondFactor?.error).toBe('login.invalid-code');
    expect(vm.secondFactor?.code).toBe('');
  });
});
