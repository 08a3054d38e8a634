import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../services-context';

/**
 * An accessible dialog in the one modal container (#modal-root): the native modal <dialog> traps focus
 * and opens on its first field, if it has one;
 * Escape and the close button ask the owner to close it (onClose), and focus goes back to where it was.
 * Only the owner closes it: the dialog's own 'close' event is not listened to, because the browser
 * queues it, and a close from a previous mount (React's strict mode) would arrive after the reopen.
 */
/** The first field of the dialog's body that takes input. */
const FIRST_FIELD =
  '.modal__body :is(input:not([type="hidden"]), select, textarea, [role="combobox"]):not([disabled])';

export function Modal({
  open,
  title,
  onClose,
  children,
  className,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Another shape than the standard dialog's (a class of the owner's CSS file, added to `modal`). */
  className?: string;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The latest handler, so a new function identity on each render neither closes nor reopens the dialog.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      dialog.showModal();
      // A form opens at its first field, not at the close button the browser would pick.
      dialog.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    }
    const cancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', cancel);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      if (dialog.open) dialog.close();
      before?.focus();
    };
  }, [open]);

  if (!open) return null;
  const host = document.getElementById('modal-root') ?? document.body;
  return createPortal(
    <dialog ref={ref} className={className ? `modal ${className}` : 'modal'} aria-labelledby={titleId}>
      <div className="modal__header">
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          className="modal__close"
          onClick={() => onCloseRef.current()}
          aria-label={t('common.close')}
        >
          ×
        </button>
      </div>
      <div className="modal__body">{children}</div>
    </dialog>,
    host,
  );
}
