import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ToastLibrary } from '../../../src/infrastructure/browser/toast-notifier';
import { ToastNotifier } from '../../../src/infrastructure/browser/toast-notifier';

async function i18n() {
  const instance = createInstance();
  await instance.init({
    lng: 'nl',
    resources: { nl: { translation: { saved: 'Opgeslagen: {{name}}', undo: 'Ongedaan maken' } } },
  });
  return instance;
}

/** A toast library that arrives when `arrive` is called, and records what it was asked to show. */
function slowLibrary() {
  const shown: { content: unknown; options: Record<string, unknown> | undefined }[] = [];
  let arrive: () => void = () => undefined;
  let loads = 0;
  const library = {
    toast: (content: unknown, options?: Record<string, unknown>) => shown.push({ content, options }),
  };
  const load = () => {
    loads += 1;
    return new Promise<ToastLibrary>((resolve) => {
      arrive = () => resolve(library as unknown as ToastLibrary);
    });
  };
  return { shown, load, arrive: () => arrive(), loads: () => loads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the toast notifier', () => {
  it('loads the toast library with the first message, not before, and shows what was asked while it loaded', async () => {
    const library = slowLibrary();
    const notifier = new ToastNotifier(await i18n(), library.load);
    notifier.containerReady();
    expect(notifier.shown).toBe(false);
    expect(library.loads()).toBe(0);

    notifier.notify({ type: 'success', title: 'saved', values: { name: 'Rooster' } });
    notifier.notify({ type: 'error', title: 'De server zegt nee.', verbatim: true });
    expect(notifier.shown).toBe(true);
    expect(library.shown).toEqual([]);

    library.arrive();
    await settle();
    expect(library.loads()).toBe(1);
    expect(library.shown).toEqual([
      {
        content: 'Opgeslagen: Rooster',
        options: { type: 'success', toastId: 'success:Opgeslagen: Rooster' },
      },
      { content: 'De server zegt nee.', options: { type: 'error', toastId: 'error:De server zegt nee.' } },
    ]);
  });

  it('gives each message with a button its own id, so every move can be undone from its own message', async () => {
    const library = slowLibrary();
    const notifier = new ToastNotifier(await i18n(), library.load);
    notifier.containerReady();
    const action = { label: 'undo', run: () => undefined };
    notifier.notify({ type: 'info', title: 'saved', values: { name: 'a' }, action });
    notifier.notify({ type: 'info', title: 'saved', values: { name: 'a' }, action });
    library.arrive();
    await settle();
    expect(library.shown.map((shown) => shown.options?.['toastId'])).toEqual(['action-1', 'action-2']);
  });

  it('tries the library again with the next message when it failed to load', async () => {
    let attempts = 0;
    const shown: unknown[] = [];
    const notifier = new ToastNotifier(await i18n(), () => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ toast: (content: unknown) => shown.push(content) } as unknown as ToastLibrary);
    });
    notifier.containerReady();
    notifier.notify({ type: 'error', title: 'Eerste', verbatim: true });
    await settle();
    notifier.notify({ type: 'error', title: 'Tweede', verbatim: true });
    await settle();
    expect(attempts).toBe(2);
    expect(shown).toEqual(['Tweede']);
  });

  it('holds the messages until the toast area says its container is there', async () => {
    const library = slowLibrary();
    const notifier = new ToastNotifier(await i18n(), library.load);
    notifier.notify({ type: 'info', title: 'Eerste', verbatim: true });
    library.arrive();
    await settle();
    expect(library.shown).toEqual([]);
    notifier.containerReady();
    await settle();
    expect(library.shown.map((shown) => shown.content)).toEqual(['Eerste']);
  });
});
