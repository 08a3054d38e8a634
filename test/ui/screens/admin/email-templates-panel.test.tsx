// @vitest-environment jsdom
import { observable } from 'mobx';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ListEmailTemplates } from '../../../../src/application/templates/list-email-templates';
import { RenderEmailTemplate } from '../../../../src/application/templates/render-email-template';
import { ok } from '../../../../src/domain/shared/result';
import { templatesEn } from '../../../../src/i18n/admin/templates-en';
import { templatesNl } from '../../../../src/i18n/admin/templates-nl';
import { addAreaTranslations } from '../../../../src/i18n/create-i18n';
import { createTestI18n } from '../../../support/i18n';
import type { PortalServices } from '../../../../src/ui/portal-services';
import { EmailTemplatesPanel } from '../../../../src/ui/screens/admin/email-templates-panel';
import { EmailTemplatesViewModel } from '../../../../src/ui/screens/admin/email-templates-view-model';
import { ServicesProvider } from '../../../../src/ui/services-context';
import { RecordingNotifier } from '../../../support/fakes';
import { aTemplate, FakeTemplateGateway } from '../../../application/templates/template-fakes';
import { click, settled, textOf } from '../../components/render';

const HOSTILE =
  '<p>Beste Noor Bakker,</p>' +
  '<img src="https://nieuwsbrief.example/open.gif" onerror="window.hacked = true">' +
  '<script>window.hacked = true</script>' +
  '<a href="javascript:window.hacked = true">Klik</a>';

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

async function mount(gateway: FakeTemplateGateway) {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const notifier = new RecordingNotifier();
  const vm = new EmailTemplatesViewModel(
    new ListEmailTemplates(gateway, notifier),
    new RenderEmailTemplate(gateway, notifier),
  );
  const i18n = createTestI18n('nl');
  addAreaTranslations(i18n, { nl: templatesNl, en: templatesEn });
  const services = { i18n, locale: observable({ current: 'nl' }) } as unknown as PortalServices;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <ServicesProvider value={services}>
        <EmailTemplatesPanel vm={vm} />
      </ServicesProvider>,
    ),
  );
  const detach = vm.attach();
  unmount = () => {
    detach();
    act(() => root.unmount());
    container.remove();
  };
  await settled();
  return { vm, container };
}

describe('the e-mail templates panel', () => {
  it('lists the templates with their placeholders and shows the chosen one’s subject and body', async () => {
    const gateway = new FakeTemplateGateway();
    gateway.instantRenders = true;
    gateway.templates = [
      aTemplate('1', { name: 'Afspraakbevestiging', placeholders: ['name', 'date'] }),
      aTemplate('2', { name: 'Verificatiecode', placeholders: [] }),
    ];
    const { container } = await mount(gateway);
    const choices = [...container.querySelectorAll('ul button')];
    expect(choices.map((choice) => textOf(choice.querySelector('.email-templates__name')))).toEqual([
      'Afspraakbevestiging',
      'Verificatiecode',
    ]);
    expect(textOf(choices[0]?.querySelector('.email-templates__placeholders'))).toBe(
      'Variabelen: :name:date',
    );
    expect(choices[0]?.getAttribute('aria-current')).toBe('true');
    expect(textOf(container.querySelector('.email-templates__subject dd'))).toBe('1 nl');
    click(choices[1]);
    await settled();
    expect(choices[1]?.getAttribute('aria-current')).toBe('true');
    expect(textOf(container.querySelector('h3'))).toBe('Voorbeeld van Verificatiecode');
    expect(textOf(container.querySelector('.email-templates__subject dd'))).toBe('2 nl');
  });

  it('switches the preview between Dutch and English with a labelled group of radio buttons', async () => {
    const gateway = new FakeTemplateGateway();
    gateway.instantRenders = true;
    const { vm, container } = await mount(gateway);
    const group = container.querySelector('fieldset');
    expect(textOf(group?.querySelector('legend'))).toBe('Taal van het voorbeeld');
    const radios = [...(group?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])];
    expect(radios.map((radio) => [radio.value, radio.checked])).toEqual([
      ['nl', true],
      ['en', false],
    ]);
    click(radios[1]);
    await settled();
    expect(vm.language).toBe('en');
    expect(radios[1]?.checked).toBe(true);
    expect(textOf(container.querySelector('.email-templates__subject dd'))).toBe('1 en');
    expect(container.querySelector('.email-templates__mail')?.getAttribute('lang')).toBe('en');
  });

  it('shows a hostile body only sanitized: no script, no handler, no script link', async () => {
    const gateway = new FakeTemplateGateway();
    const { container } = await mount(gateway);
    gateway.answerRender(0, ok({ subject: 'Uitnodiging', html: HOSTILE }));
    await settled();
    const body = container.querySelector('.email-templates__body');
    expect(textOf(body)).toContain('Beste Noor Bakker,');
    expect(body?.querySelector('script, img, [onerror]')).toBeNull();
    expect(body?.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('tells loading, an empty catalogue and a failure with a retry', async () => {
    const gateway = new FakeTemplateGateway();
    gateway.templates = [];
    const { vm, container } = await mount(gateway);
    expect(textOf(container)).toContain('Er zijn nog geen e-mailsjablonen.');
    gateway.listFailure = { kind: 'network', told: true };
    await act(() => vm.load());
    const alert = container.querySelector('[role="alert"]');
    expect(textOf(alert?.querySelector('p'))).toBe('De e-mailsjablonen konden niet worden geladen.');
    gateway.listFailure = null;
    gateway.templates = [aTemplate('1')];
    click(alert?.querySelector('button'));
    expect(textOf(container.querySelector('output'))).toBe('De e-mailsjablonen worden geladen…');
    await settled();
    expect(container.querySelectorAll('ul button')).toHaveLength(1);
  });
});
