import { describe, expect, it } from 'vitest';
import { RunWizard } from '../../../src/application/wizards/run-wizard';
import { WizardRunViewModel } from '../../../src/ui/screens/wizards/wizard-run-view-model';
import { RecordingNotifier } from '../../support/fakes';
import { FakeWizardGateway, networkFault } from '../../application/wizards/wizard-fakes';

async function started() {
  const gateway = new FakeWizardGateway();
  const vm = new WizardRunViewModel(new RunWizard(gateway, new RecordingNotifier()), 'run-1');
  vm.attach();
  await Promise.resolve();
  await new Promise((done) => setTimeout(done, 0));
  return { gateway, vm };
}

describe('the run of a wizard on screen', () => {
  it('moves on after a completed step and keeps every answer when going back', async () => {
    const { vm } = await started();
    expect(vm.step?.id).toBe('step-1');
    vm.setValue('name', 'Jan Jansen');
    await vm.next();
    expect(vm.shown).toBe(1);
    vm.setValue('mail', 'jan@');
    vm.back();
    expect(vm.shown).toBe(0);
    expect(vm.values).toMatchObject({ name: 'Jan Jansen', mail: 'jan@' });
  });

  it('shows the rule next to a wrong e-mail address and forgets it once the answer changes', async () => {
    const { vm } = await started();
    await vm.next();
    vm.setValue('mail', 'jan@');
    vm.setValue('back', true);
    await vm.finish();
    expect(vm.problemOf('mail')).toBe('email');
    expect(vm.refusals).toBe(1);
    vm.setValue('mail', 'jan@example.nl');
    expect(vm.problemOf('mail')).toBeNull();
  });

  it('keeps the answers through a network fault, asks before leaving, and retries the same step', async () => {
    const { gateway, vm } = await started();
    await vm.next();
    vm.setValue('mail', 'jan@example.nl');
    vm.setValue('back', false);
    gateway.nextRunAnswer = networkFault();
    await vm.finish();
    expect(vm.failure?.refusal.code).toBe('unavailable');
    expect(vm.unsaved).toBe(true);
    expect(vm.values).toMatchObject({ mail: 'jan@example.nl', back: false });
    await vm.retry();
    expect(vm.failure).toBeNull();
    expect(vm.finished).toBe(true);
    expect(vm.unsaved).toBe(false);
  });
});
