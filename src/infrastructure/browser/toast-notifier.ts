import type { i18n } from 'i18next';
import { observable, runInAction } from 'mobx';
import { createElement } from 'react';
import type { Notice, Notifier } from '../../application/platform/notifier';

/** The toast library (react-toastify's unstyled entry, whose store the toast area's container shares). */
export type ToastLibrary = Pick<typeof import('react-toastify/unstyled'), 'toast'>;

// The unstyled entry: the main one adds its stylesheet as a <style> element, which the portal's policy
// (style-src 'self') refuses. The same rules load from react-toastify's CSS file (src/ui/main.tsx).
const loadReactToastify = (): Promise<ToastLibrary> => import('react-toastify/unstyled');

/**
 * Toasts through react-toastify; the container's timing and place are set where it is rendered. The
 * library loads with the first message, not with the sign-in page: `shown` tells the toast area to
 * mount its container then, and the messages wait until it says the container is there.
 */
export class ToastNotifier implements Notifier {
  private actions = 0;
  private library: Promise<ToastLibrary> | null = null;
  private readonly state = observable.box(false);
  private markReady: () => void = () => undefined;
  /** Settles once the toast area's container is mounted (under React's strict mode, for good). */
  private readonly ready = new Promise<void>((resolve) => (this.markReady = resolve));

  constructor(
    private readonly i18n: i18n,
    private readonly load: () => Promise<ToastLibrary> = loadReactToastify,
  ) {}

  /** Whether a message has been asked for: from then on the toast area holds its container. */
  get shown(): boolean {
    return this.state.get();
  }

  /** The toast area's container is mounted: messages may be shown from now on. */
  containerReady(): void {
    this.markReady();
  }

  notify(notice: Notice): void {
    const text = notice.verbatim ? notice.title : this.i18n.t(notice.title, notice.values ?? {});
    const label = notice.action ? this.i18n.t(notice.action.label) : '';
    if (notice.action) this.actions += 1;
    const actionId = this.actions;
    runInAction(() => this.state.set(true));
    this.library ??= this.load();
    // Shown once the container holds it: a message handed to a container that React's strict mode
    // mounts, unmounts and mounts again would be lost with the first one.
    Promise.all([this.library, this.ready]).then(
      ([{ toast }]) => this.show(toast, notice, text, label, actionId),
      () => {
        // The chunk did not arrive (offline, a newer build): the next message tries again.
        this.library = null;
      },
    );
  }

  private show(
    toast: ToastLibrary['toast'],
    notice: Notice,
    text: string,
    label: string,
    actionId: number,
  ): void {
    const action = notice.action;
    if (!action) {
      // The same message twice in a row (a burst of failing calls) shows once.
      toast(text, { type: notice.type, toastId: `${notice.type}:${text}` });
      return;
    }
    // A message with a button (undo) is its own: each move can be undone from its own message.
    toast(
      ({ closeToast }) =>
        createElement(
          'span',
          { className: 'toast-action' },
          createElement('span', null, text),
          createElement(
            'button',
            {
              type: 'button',
              className: 'button button--small toast-action__button',
              onClick: () => {
                closeToast();
                action.run();
              },
            },
            label,
          ),
        ),
      { type: notice.type, toastId: `action-${actionId}`, autoClose: 10_000 },
    );
  }
}
