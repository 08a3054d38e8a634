import type { i18n } from 'i18next';
import { createElement } from 'react';
// The same entry as the container's (src/ui/components/toast-area.tsx): the two share one toast store.
import { toast } from 'react-toastify/unstyled';
import type { Notice, Notifier } from '../../application/platform/notifier';

/** Toasts through react-toastify; the container's timing and place are set where it is rendered. */
export class ToastNotifier implements Notifier {
  private actions = 0;

  constructor(private readonly i18n: i18n) {}

  notify(notice: Notice): void {
    const text = notice.verbatim ? notice.title : this.i18n.t(notice.title, notice.values ?? {});
    // The same message twice in a row (a burst of failing calls) shows once.
    const toastId = `${notice.type}:${text}`;
    const action = notice.action;
    if (!action) {
      toast(text, { type: notice.type, toastId });
      return;
    }
    // A message with a button (undo) is its own: each move can be undone from its own message.
    this.actions += 1;
    const label = this.i18n.t(action.label);
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
      { type: notice.type, toastId: `action-${this.actions}`, autoClose: 10_000 },
    );
  }
}
