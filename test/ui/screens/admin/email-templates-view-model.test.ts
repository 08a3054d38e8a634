import { describe, expect, it } from 'vitest';
import { ListEmailTemplates } from '../../../../src/application/templates/list-email-templates';
import { RenderEmailTemplate } from '../../../../src/application/templates/render-email-template';
import { fail } from '../../../../src/domain/shared/result';
import { EmailTemplatesViewModel } from '../../../../src/ui/screens/admin/email-templates-view-model';
import { RecordingNotifier } from '../../../support/fakes';
import {
  aTemplate,
  FakeTemplateGateway,
  rejected,
  renderedAs,
} from '../../../application/templates/template-fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp() {
  const gateway = new FakeTemplateGateway();
  const notifier = new RecordingNotifier();
  const vm = new EmailTemplatesViewModel(
    new ListEmailTemplates(gateway, notifier),
    new RenderEmailTemplate(gateway, notifier),
  );
  return { gateway, vm };
}

describe('the e-mail templates view-model', () => {
  it('loads the catalogue and previews the first template in Dutch', async () => {
    const { gateway, vm } = setUp();
    expect(vm.state).toBe('loading');
    const detach = vm.attach();
    await settle();
    expect(vm.state).toBe('ready');
    expect(vm.templates.map((template) => template.id)).toEqual(['1', '2']);
    expect(vm.selected?.id).toBe('1');
    expect(vm.previewState).toBe('loading');
    gateway.answerRender(0);
    await settle();
    expect([vm.previewState, vm.preview]).toEqual(['ready', renderedAs('1', 'nl')]);
    detach();
  });

  it('says so when there are no templates, when they are out of reach, or when they failed', async () => {
    const { gateway, vm } = setUp();
    gateway.templates = [];
    await vm.load();
    expect([vm.state, vm.selected, vm.previewState]).toEqual(['empty', null, 'idle']);
    gateway.listFailure = rejected(403);
    await vm.load();
    expect(vm.state).toBe('forbidden');
    gateway.listFailure = { kind: 'network', told: true };
    await vm.load();
    expect(vm.state).toBe('failed');
    gateway.listFailure = null;
    gateway.templates = [aTemplate('5')];
    gateway.instantRenders = true;
    await vm.load();
    await settle();
    expect([vm.state, vm.selected?.id, vm.preview]).toEqual(['ready', '5', renderedAs('5', 'nl')]);
  });

  it('previews the chosen template again in the language toggled, without touching the portal language', async () => {
    const { gateway, vm } = setUp();
    gateway.instantRenders = true;
    await vm.load();
    vm.select('2');
    await settle();
    expect(vm.preview).toEqual(renderedAs('2', 'nl'));
    vm.setLanguage('en');
    expect(vm.language).toBe('en');
    await settle();
    expect(vm.preview).toEqual(renderedAs('2', 'en'));
    vm.select('1');
    await settle();
    expect(vm.preview).toEqual(renderedAs('1', 'en'));
  });

  it('never lets an older preview overwrite a newer one, and cancels it', async () => {
    const { gateway, vm } = setUp();
    await vm.load();
    vm.setLanguage('en');
    vm.select('2');
    // Asked: 1 in Dutch (on load), 1 in English, 2 in English; they answer in the reverse order.
    expect(gateway.renders.map((render) => `${render.id} ${render.language}`)).toEqual([
      '1 nl',
      '1 en',
      '2 en',
    ]);
    expect(gateway.renders.map((render) => render.signal?.aborted)).toEqual([true, true, false]);
    gateway.answerRender(2);
    await settle();
    expect(vm.preview).toEqual(renderedAs('2', 'en'));
    gateway.answerRender(1);
    gateway.answerRender(0);
    await settle();
    expect([vm.previewState, vm.preview]).toEqual(['ready', renderedAs('2', 'en')]);
  });

  it('keeps the choice over a reload, and tells a template that has gone', async () => {
    const { gateway, vm } = setUp();
    gateway.instantRenders = true;
    await vm.load();
    vm.select('2');
    await vm.load();
    expect(vm.selected?.id).toBe('2');
    gateway.instantRenders = false;
    vm.retryPreview();
    gateway.answerRender(0, fail(rejected(404, false)));
    await settle();
    expect([vm.previewState, vm.preview]).toEqual(['not-found', null]);
  });

  it('stops what runs when detached', async () => {
    const { gateway, vm } = setUp();
    const detach = vm.attach();
    await settle();
    detach();
    expect(gateway.renders[0]?.signal?.aborted).toBe(true);
    gateway.answerRender(0);
    await settle();
    expect(vm.preview).toBeNull();
  });
});
