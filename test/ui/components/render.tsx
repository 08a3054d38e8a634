import { observable, runInAction } from 'mobx';
import type { ReactNode } from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Locale } from '../../../src/domain/locale/locale';
import { createTestI18n } from '../../support/i18n';
import type { PortalServices } from '../../../src/ui/portal-services';
import { ServicesProvider } from '../../../src/ui/services-context';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/**
 * Renders a component into jsdom with the two services shared components use (translations and the
 * language); the rest of PortalServices is not there, so a component that reaches for it fails loudly.
 */
export function render(ui: ReactNode, language: Locale = 'nl') {
  return mount(ui, language, { async: false });
}

/** As render, but lets lazily loaded parts (a picker, the virtualizer) arrive before it answers. */
export async function renderSettled(ui: ReactNode, language: Locale = 'nl') {
  const view = mount(ui, language, { async: true });
  await view.ready;
  return view;
}

function mount(ui: ReactNode, language: Locale, options: { async: boolean }) {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  const locale = observable({
    current: language,
    change(next: Locale) {
      runInAction(() => {
        locale.current = next;
      });
      return Promise.resolve();
    },
  });
  const services = { i18n: createTestI18n(language), locale } as unknown as PortalServices;
  const root = createRoot(container);
  const tree = (node: ReactNode) => <ServicesProvider value={services}>{node}</ServicesProvider>;
  const show = (node: ReactNode) => act(() => root.render(tree(node)));
  const ready = options.async
    ? act(async () => {
        root.render(tree(ui));
        await new Promise((resolve) => setTimeout(resolve, 0));
      })
    : Promise.resolve(show(ui));
  return {
    container,
    ready,
    locale,
    rerender: show,
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Lets lazily loaded components and awaited promises arrive. */
export async function settled(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

export function click(element: Element | null | undefined): void {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click');
  act(() => element.click());
}

export const textOf = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\s+/g, ' ').trim();
