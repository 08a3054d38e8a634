// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { CancelButton, Modal } from '../../../src/ui/components/modal';
import { render } from './render';

describe('the dialog', () => {
  let opened = 0;
  let closed = 0;
  // jsdom has no modal dialogs; these count what the browser's would do.
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      opened += 1;
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      closed += 1;
      this.open = false;
    };
  });
  afterEach(() => {
    opened = 0;
    closed = 0;
  });

  it('neither closes nor opens again when its owner passes a new close handler', () => {
    const first = vi.fn<() => void>();
    const view = render(
      <Modal open title="Afspraak" onClose={first}>
        <p>Inhoud</p>
      </Modal>,
    );
    const second = vi.fn<() => void>();
    view.rerender(
      <Modal open title="Afspraak" onClose={second}>
        <p>Inhoud</p>
      </Modal>,
    );
    expect(opened).toBe(1);
    expect(closed).toBe(0);
    // Escape asks the newest owner's handler, once.
    document.querySelector('dialog')?.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
    view.unmount();
    expect(closed).toBe(1);
  });

  it('opens a form at its first field, and a dialog without fields where the browser puts it', () => {
    const form = render(
      <Modal open title="Nieuwe afspraak" onClose={() => undefined}>
        <label htmlFor="when">Datum</label>
        <input id="when" disabled />
        <label htmlFor="who">Werknemer</label>
        <input id="who" />
      </Modal>,
    );
    expect(document.activeElement?.id).toBe('who');
    form.unmount();
    const details = render(
      <Modal open title="Afspraak" onClose={() => undefined}>
        <p>Inhoud</p>
      </Modal>,
    );
    expect(document.activeElement?.tagName).not.toBe('INPUT');
    details.unmount();
  });

  it('with unsaved input asks before closing, from Escape, the close button and Cancel alike, and closes only on "throw away"', () => {
    const close = vi.fn<() => void>();
    const view = render(
      <Modal open title="Feestdag wijzigen" onClose={close} unsaved>
        <label htmlFor="name">Naam</label>
        <input id="name" />
        <CancelButton onCancel={close}>Annuleren</CancelButton>
      </Modal>,
    );
    const button = (name: string) =>
      [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
    const click = (name: string) => act(() => button(name)?.click());
    act(() => {
      document.querySelector('dialog')?.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(document.body.textContent).toContain('Wat u invulde weggooien?');
    expect(document.activeElement?.textContent).toBe('Verder invullen');
    click('Verder invullen');
    expect(document.body.textContent).not.toContain('Wat u invulde weggooien?');
    act(() => document.querySelector<HTMLButtonElement>('.modal__close')?.click());
    expect(document.body.textContent).toContain('Wat u invulde weggooien?');
    click('Verder invullen');
    click('Annuleren');
    expect(document.body.textContent).toContain('Wat u invulde weggooien?');
    expect(close).not.toHaveBeenCalled();
    click('Weggooien');
    expect(close).toHaveBeenCalledOnce();
    view.unmount();
  });

  it('without unsaved input closes at once', () => {
    const close = vi.fn<() => void>();
    const view = render(
      <Modal open title="Afspraak" onClose={close}>
        <CancelButton onCancel={close}>Annuleren</CancelButton>
      </Modal>,
    );
    act(() => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Annuleren')?.click());
    expect(close).toHaveBeenCalledOnce();
    view.unmount();
  });
});
