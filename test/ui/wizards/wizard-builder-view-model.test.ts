import { describe, expect, it } from 'vitest';
import { ManageWizards } from '../../../src/application/wizards/manage-wizards';
import { fail } from '../../../src/domain/shared/result';
import { WizardBuilderViewModel } from '../../../src/ui/screens/wizards/wizard-builder-view-model';
import { FakeNavigator, RecordingNotifier } from '../../support/fakes';
import { FakeWizardGateway, rejected } from '../../application/wizards/wizard-fakes';

function setUp() {
  const gateway = new FakeWizardGateway();
  const navigator = new FakeNavigator();
  const vm = new WizardBuilderViewModel(new ManageWizards(gateway, new RecordingNotifier()), navigator, null);
  vm.attach();
  return { gateway, navigator, vm };
}

/** A filled-in two-step wizard with an e-mail field in the second step. */
function fill(vm: WizardBuilderViewModel) {
  vm.setName('nl', 'Intake');
  vm.setName('en', 'Intake');
  vm.setStepTitle(0, 'nl', 'Persoon');
  vm.setStepTitle(0, 'en', 'Person');
  vm.addField(0, 'text');
  vm.setFieldText(0, 0, 'label', 'nl', 'Naam');
  vm.setFieldText(0, 0, 'label', 'en', 'Name');
  vm.addStep();
  vm.setStepTitle(1, 'nl', 'Contact');
  vm.setStepTitle(1, 'en', 'Contact');
  vm.addField(1, 'email');
  vm.setRequired(1, 0, true);
  vm.setFieldText(1, 0, 'label', 'nl', 'E-mail');
  vm.setFieldText(1, 0, 'label', 'en', 'E-mail');
}

describe('the wizard builder', () => {
  it('says nothing of the rules before the first save, then follows every change', async () => {
    const { gateway, vm } = setUp();
    expect(vm.problemAt('name.nl')).toBeNull();
    await vm.submit('nl');
    expect(vm.problemAt('name.nl')).toBe('required');
    expect(vm.problemAt('steps.0.fields')).toBe('empty');
    expect(gateway.calls).toEqual([]);
    vm.setName('nl', 'Intake');
    expect(vm.problemAt('name.nl')).toBeNull();
  });

  it('moves steps and fields by keyboard, keeping their content and saying where they went', () => {
    const { vm } = setUp();
    fill(vm);
    vm.moveStep(1, 0);
    expect(vm.definition.steps.map((step) => step.title.nl)).toEqual(['Contact', 'Persoon']);
    expect(vm.moveNote).toEqual({ key: 'step', position: 1, count: 2 });
    vm.addField(0, 'yesNo');
    vm.moveField(0, 1, 0);
    expect(vm.definition.steps[0]?.fields.map((field) => field.kind)).toEqual(['yesNo', 'email']);
  });

  it('creates the wizard and opens it; a server message stays next to its text until that text changes', async () => {
    const { gateway, navigator, vm } = setUp();
    fill(vm);
    gateway.nextWizardAnswer = fail(
      rejected(422, 'Niet alles klopt.', { 'name.en': ['Name (English) is taken.'] }),
    );
    await vm.submit('nl');
    expect(vm.serverMessageAt('name.en')).toBe('Name (English) is taken.');
    vm.setName('en', 'Intake questionnaire');
    expect(vm.serverMessageAt('name.en')).toBeNull();
    await vm.submit('nl');
    expect(gateway.calls).toEqual(['create', 'create']);
    expect(navigator.visited.at(-1)).toBe('/admin/wizards/wizard-new');
    expect(vm.dirty).toBe(false);
  });

  it('keeps the options of a choice when its kind changes to several choices, and drops them for text', () => {
    const { vm } = setUp();
    vm.addField(0, 'choice');
    vm.setOptionLabel(0, 0, 0, 'nl', 'Ja');
    vm.setKind(0, 0, 'multiChoice');
    expect(vm.definition.steps[0]?.fields[0]?.options[0]?.label.nl).toBe('Ja');
    vm.setKind(0, 0, 'text');
    expect(vm.definition.steps[0]?.fields[0]?.options).toEqual([]);
  });
});
