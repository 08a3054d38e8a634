import { describe, expect, it } from 'vitest';
import { RunWizard } from '../../../src/application/wizards/run-wizard';
import { fail } from '../../../src/domain/shared/result';
import { RecordingNotifier } from '../../support/fakes';
import { FakeWizardGateway, networkFault, rejected, runOf } from './wizard-fakes';

function setUp() {
  const gateway = new FakeWizardGateway();
  const notifier = new RecordingNotifier();
  return { gateway, notifier, runWizard: new RunWizard(gateway, notifier) };
}

describe('filling in a wizard', () => {
  it('refuses a step with a wrong e-mail address before anything is sent, naming the field', async () => {
    const { gateway, runWizard } = setUp();
    const result = await runWizard.completeStep(runOf(), { mail: 'piet@', back: true }, 1);
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'invalid', fields: { mail: 'email' }, step: 1 },
    });
    expect(gateway.calls).toEqual([]);
  });

  it('completes a step whose answers hold, sending only the answers to the wizard’s own fields', async () => {
    const { gateway, runWizard } = setUp();
    const result = await runWizard.completeStep(runOf(), { name: 'Jan', stray: 'x' }, 0);
    expect(result.ok).toBe(true);
    expect(gateway.calls).toEqual(['complete run-1 0 {"name":"Jan"}']);
  });

  it('says a network fault can be tried again, without a toast of its own', async () => {
    const { gateway, notifier, runWizard } = setUp();
    gateway.nextRunAnswer = networkFault();
    const result = await runWizard.save(runOf(), { name: 'Jan' });
    expect(result).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    expect(notifier.notices).toEqual([]);
  });

  it('puts the server’s message next to its field, and tells a run finished elsewhere apart', async () => {
    const { gateway, runWizard } = setUp();
    gateway.nextRunAnswer = fail(
      rejected(422, 'Niet alles klopt.', { 'values.mail': ['E-mail moet een geldig e-mailadres zijn.'] }),
    );
    const refused = await runWizard.completeStep(runOf(), { mail: 'a@b.nl', back: false }, 1);
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'rejected', serverFields: { mail: 'E-mail moet een geldig e-mailadres zijn.' } },
    });
    gateway.nextRunAnswer = fail(rejected(409, 'Deze wizard is al afgerond.'));
    const finished = await runWizard.save(runOf(), {});
    expect(finished).toMatchObject({
      ok: false,
      error: { code: 'finished', message: 'Deze wizard is al afgerond.' },
    });
  });

  it('finishes only when every step holds, else shows the first step with problems', async () => {
    const { gateway, notifier, runWizard } = setUp();
    const early = await runWizard.finalize(runOf(), { name: 'Jan' });
    expect(early).toMatchObject({
      ok: false,
      error: { code: 'invalid', step: 1, fields: { mail: 'required', back: 'required' } },
    });
    const done = await runWizard.finalize(runOf(), { mail: 'a@b.nl', back: false });
    expect(done).toMatchObject({ ok: true, value: { status: 'finished' } });
    expect(gateway.calls).toEqual(['finalize run-1']);
    expect(notifier.notices).toEqual([{ type: 'success', title: 'wizards.notices.finished' }]);
  });
});
