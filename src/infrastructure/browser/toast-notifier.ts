import type { i18n } from 'i18next';
import { toast } from 'react-toastify';
import type { Notice, Notifier } from '../../application/platform/notifier';

/** Toasts through react-toastify; the container's timing and place are set where it is rendered. */
export class ToastNotifier implements Notifier {
  constructor(private readonly i18n: i18n) {}

  notify(notice: Notice): void {
    const text = notice.verbatim ? notice.title : this.i18n.t(notice.title, notice.values ?? {});
    // The same message twice in a row (a burst of failing calls) shows once.
    toast(text, { type: notice.type, toastId: `${notice.type}:${text}` });
  }
}
