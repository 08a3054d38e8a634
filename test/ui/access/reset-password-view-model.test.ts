import { describe, expect, it } from 'vitest';
import { ResetPassword } from '../../../src/application/account/reset-password';
import type { GatewayFailure } from '../../../src/application/platform/gateway-failure';
import type { Result } from '../../../src/domain/shared/result';
import { fail, ok } from '../../../src/domain/shared/result';
import { ResetPasswordViewModel } from '../../../src/ui/screens/access/reset-password-view-model';
import { FakePasswordGateway, STRICT_POLICY } from '../../support/account-fakes';
import { FakeNavigator, RecordingNotifier } from '../../support/fakes';

/** Holds every token check until it is answered; a cancelled one answers aborted, as fetch does. */
class HeldPasswordGateway extends FakePasswordGateway {
  readonly pending: ((answer: Result<boolean, GatewayFailure>) => void)[] = [];
  override tokenIsValid(_token: string, signal?: AbortSignal) {
    this.signals.push(signal);
    return new Promise<Result<boolean, GatewayFailure>>((resolve) => {
      this.pending.push(resolve);
      signal?.addEventListener('abort', () => resolve(fail({ kind: 'aborted' })));
    });
  }
}

function setUp() {
  const gateway = new HeldPasswordGateway();
  const reset = new ResetPassword(
    gateway,
    new RecordingNotifier(),
    new FakeNavigator('/password/reset-password/t'),
  );
  return { gateway, vm: new ResetPasswordViewModel(reset) };
}

describe('the reset password screen', () => {
  it('cancels the token check when the screen is left, showing no error', async () => {
    const { gateway, vm } = setUp();
    const detach = vm.attach();
    const opening = vm.open('t');
    detach();
    await opening;
    expect(gateway.signals[0]?.aborted).toBe(true);
    expect(vm.state).toBe('checking');
  });

  it('cancels the check of an older token when a newer one is opened', async () => {
    const { gateway, vm } = setUp();
    const older = vm.open('old');
    const newer = vm.open('new');
    await older;
    expect(gateway.signals.map((signal) => signal?.aborted)).toEqual([true, false]);
    expect(vm.state).toBe('checking');
    gateway.pending[1]?.(ok(true));
    await newer;
    expect(vm.state).toBe('ready');
    expect(vm.policy).toEqual(STRICT_POLICY);
  });
});
