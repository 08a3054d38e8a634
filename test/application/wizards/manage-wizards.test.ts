import { describe, expect, it } from 'vitest';
import { ManageWizards } from '../../../src/application/wizards/manage-wizards';
import { fail } from '../../../src/domain/shared/result';
import { RecordingNotifier } from '../../support/fakes';
import { FakeWizardGateway, INTAKE, rejected } from './wizard-fakes';

function setUp() {
  const gateway = new FakeWizardGateway();
  const notifier = new RecordingNotifier();
  return { gateway, notifier, manage: new ManageWizards(gateway, notifier) };
}

describe('saving a wizard', () => {
  it('sends nothing while the definition breaks the rules, and names each problem by its place', async () => {
    const { gateway, manage } = setUp();
    const result = await manage.save(null, { ...INTAKE, name: { nl: ' ', en: 'Intake' }, steps: [] }, 'nl');
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'save.invalid', fields: { 'name.nl': 'required', steps: 'empty' } },
    });
    expect(gateway.calls).toEqual([]);
  });

  it('creates a wizard with its texts trimmed and says so with its name in the user’s language', async () => {
    const { gateway, notifier, manage } = setUp();
    const result = await manage.save(null, { ...INTAKE, name: { nl: ' Intake ', en: 'Intake (en)' } }, 'en');
    expect(result).toMatchObject({ ok: true, value: { id: 'wizard-new', name: { nl: 'Intake' } } });
    expect(gateway.calls).toEqual(['create']);
    expect(notifier.notices).toEqual([
      { type: 'success', title: 'wizards.notices.saved', values: { name: 'Intake (en)' } },
    ]);
  });

  it('puts the server’s messages at the place of the definition they name', async () => {
    const { gateway, manage } = setUp();
    gateway.nextWizardAnswer = fail(
      rejected(422, 'Niet alles klopt.', {
        'steps.1.fields.0.label.en': ['Question (English) is too long.'],
      }),
    );
    const result = await manage.save('wizard-1', INTAKE, 'nl');
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'save.rejected',
        serverFields: { 'steps.1.fields.0.label.en': 'Question (English) is too long.' },
      },
    });
    expect(gateway.calls).toEqual(['update wizard-1']);
  });
});
