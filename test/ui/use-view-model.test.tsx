// @vitest-environment jsdom
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { act, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import type { PortalServices } from '../../src/ui/portal-services';
import { ServicesProvider, useViewModel } from '../../src/ui/services-context';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

class CountingViewModel {
  static made = 0;
  running = 0;
  attaches = 0;
  constructor() {
    CountingViewModel.made += 1;
  }
  attach(): () => void {
    this.running += 1;
    this.attaches += 1;
    return () => {
      this.running -= 1;
    };
  }
}

describe('useViewModel', () => {
  it('attaches once per mount and detaches on unmount, also under strict mode', () => {
    const seen: CountingViewModel[] = [];
    function Screen() {
      const vm = useViewModel(() => new CountingViewModel());
      if (!seen.includes(vm)) seen.push(vm);
      return null;
    }
    const host = document.createElement('div');
    const root = createRoot(host);
    act(() =>
      root.render(
        <StrictMode>
          <ServicesProvider value={{ locale: { current: 'nl' } } as unknown as PortalServices}>
            <Screen />
          </ServicesProvider>
        </StrictMode>,
      ),
    );
    // Strict mode mounts, unmounts and mounts again: one view-model in use, attached exactly once now.
    const used = seen.at(-1) as CountingViewModel;
    expect(used.running).toBe(1);
    expect(used.attaches).toBe(2);
    act(() => root.unmount());
    expect(used.running).toBe(0);
  });

  it('tells the view-model once when the user chooses another language, not when it is first shown', () => {
    const locale = observable({ current: 'nl' });
    let changes = 0;
    class LanguageViewModel extends CountingViewModel {
      languageChanged(): void {
        changes += 1;
      }
    }
    const Screen = observer(function Screen() {
      useViewModel(() => new LanguageViewModel());
      return null;
    });
    const root = createRoot(document.createElement('div'));
    act(() =>
      root.render(
        <StrictMode>
          <ServicesProvider value={{ locale } as unknown as PortalServices}>
            <Screen />
          </ServicesProvider>
        </StrictMode>,
      ),
    );
    expect(changes).toBe(0);
    act(() => runInAction(() => (locale.current = 'en')));
    expect(changes).toBe(1);
    act(() => runInAction(() => (locale.current = 'nl')));
    expect(changes).toBe(2);
    act(() => root.unmount());
  });
});
