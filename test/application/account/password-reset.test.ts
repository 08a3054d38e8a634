import { describe, expect, it } from 'vitest';
import { RequestPasswordReset } from '../../../src/application/account/request-password-reset';
import { ResetPassword } from '../../../src/application/account/reset-password';
import { fail, ok } from '../../../src/domain/shared/result';
import { FakePasswordGateway, rejected, STRICT_POLICY } from '../../support/account-fakes';
import { FakeNavigator, RecordingNotifier } from '../../support/fakes';

describe('requesting a password reset', () => {
  it('shows the e-mail toast and goes to / on success', async () => {
    const gateway = new FakePasswordGateway();
    const notifier = new RecordingNotifier();
    const navigator = new FakeNavigator('/forgot');
    expect(await new RequestPasswordReset(gateway, notifier, navigator).execute('  planner ')).toBe(true);
    expect(gateway.requested).toEqual(['planner']);
    expect(notifier.notices).toEqual([{ type: 'success', title: 'page.resetPassword.emailForgotPassword' }]);
    expect(navigator.visited).toEqual(['/']);
  });

  it('shows somethingWentWrong and stays on failure', async () => {
    const gateway = new FakePasswordGateway();
    gateway.requestAnswer = rejected(500, null);
    const notifier = new RecordingNotifier();
    const navigator = new FakeNavigator('/forgot');
    expect(await new RequestPasswordReset(gateway, notifier, navigator).execute('planner')).toBe(false);
    expect(notifier.notices).toEqual([{ type: 'error', title: 'common.somethingWentWrong' }]);
    expect(navigator.visited).toEqual([]);
  });

  it('adds no second message to a network fault the user was already told of', async () => {
    const gateway = new FakePasswordGateway();
    gateway.requestAnswer = fail({ kind: 'network', told: true });
    const notifier = new RecordingNotifier();
    await new RequestPasswordReset(gateway, notifier, new FakeNavigator('/forgot')).execute('planner');
    expect(notifier.notices).toEqual([]);
  });
});

describe('resetting the password', () => {
  const setUp = () => {
    const gateway = new FakePasswordGateway();
    const notifier = new RecordingNotifier();
    const navigator = new FakeNavigator('/password/reset-password/t');
    return { gateway, notifier, navigator, reset: new ResetPassword(gateway, notifier, navigator) };
  };

  it('opens with the policy for a valid token, and reports an invalid one', async () => {
    const { gateway, reset } = setUp();
    expect(await reset.open('t')).toEqual({ kind: 'ready', policy: STRICT_POLICY });
    gateway.valid = ok(false);
    expect(await reset.open('t')).toEqual({ kind: 'invalid-token' });
    gateway.valid = fail({ kind: 'network', told: true });
    expect(await reset.open('t')).toEqual({ kind: 'unavailable' });
  });

  it('passes the caller’s signal to both reads, and answers a cancelled check as aborted', async () => {
    const { gateway, reset } = setUp();
    const controller = new AbortController();
    await reset.open('t', controller.signal);
    expect(gateway.signals).toEqual([controller.signal, controller.signal]);
    gateway.policy = fail({ kind: 'aborted' });
    expect(await reset.open('t', controller.signal)).toEqual({ kind: 'aborted' });
    gateway.valid = fail({ kind: 'aborted' });
    expect(await reset.open('t', controller.signal)).toEqual({ kind: 'aborted' });
  });

  it('refuses a weak or unmatched password before sending anything', async () => {
    const { gateway, reset } = setUp();
    const weak = await reset.submit('t', 'short', 'short', STRICT_POLICY);
    expect(weak.ok).toBe(false);
    expect(!weak.ok && weak.error.password).toBe('password');
    const unmatched = await reset.submit('t', 'Welkom01!Welkom', 'Welkom01!', STRICT_POLICY);
    expect(!unmatched.ok && unmatched.error.confirmation).toBe('confirmed');
    expect(gateway.resets).toEqual([]);
  });

  it('saves a good password, toasts and goes to /', async () => {
    const { gateway, notifier, navigator, reset } = setUp();
    expect(await reset.submit('t', 'Welkom01!Welkom', 'Welkom01!Welkom', STRICT_POLICY)).toEqual(
      ok(undefined),
    );
    expect(gateway.resets).toEqual([
      { token: 't', password: 'Welkom01!Welkom', passwordConfirmation: 'Welkom01!Welkom' },
    ]);
    expect(notifier.notices).toEqual([{ type: 'success', title: 'page.resetPassword.updatedSuccessfully' }]);
    expect(navigator.visited).toEqual(['/']);
  });

  it('passes on the server’s field messages and an expired token', async () => {
    const { gateway, notifier, reset } = setUp();
    gateway.resetAnswer = rejected(422, null, { password: ['Te voorspelbaar.'] });
    const refused = await reset.submit('t', 'Welkom01!Welkom', 'Welkom01!Welkom', STRICT_POLICY);
    expect(!refused.ok && refused.error.serverMessages).toEqual({ password: ['Te voorspelbaar.'] });
    expect(notifier.notices.at(-1)).toEqual({ type: 'error', title: 'common.somethingWentWrong' });
    gateway.resetAnswer = rejected(422, 'token_invalid');
    const expired = await reset.submit('t', 'Welkom01!Welkom', 'Welkom01!Welkom', STRICT_POLICY);
    expect(!expired.ok && expired.error.tokenInvalid).toBe(true);
  });
});
