import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState } from 'react';
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

/** Asks the dialog around to close: with unsaved input it asks the user first. */
const RequestClose = createContext<(() => void) | null>(null);

/** For a Cancel button inside a Modal: closes it as Escape does, asking first when input would be lost. */
export function useRequestClose(fallback: () => void): () => void {
  return useContext(RequestClose) ?? fallback;
}

/** A dialog's Cancel button: it closes as Escape does, asking first where input would be lost. */
export function CancelButton({
  onCancel,
  children,
  className = 'button button--secondary',
}: {
  onCancel: () => void;
  children: ReactNode;
  className?: string;
}) {
  const requestClose = useRequestClose(onCancel);
  return (
    <button type="button" className={className} onClick={requestClose}>
      {children}
    </button>
  );
}

export function Modal({
  open,
  title,
  onClose,
  children,
  className,
  unsaved = false,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Another shape than the standard dialog's (a class of the owner's CSS file, added to `modal`). */
  className?: string;
  /**
   * The dialog holds input the user would lose: Escape, the close button and a Cancel button that
   * uses useRequestClose ask before closing, the safe answer focused.
   */
  unsaved?: boolean;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  // The latest handler, so a new function identity on each render neither closes nor reopens the dialog.
  const onCloseRef = useRef(onClose);
  const unsavedRef = useRef(unsaved);
  useEffect(() => {
    onCloseRef.current = onClose;
    unsavedRef.current = unsaved;
  }, [onClose, unsaved]);
  const requestClose = useCallback(() => {
    if (unsavedRef.current) setAsking(true);
    else onCloseRef.current();
  }, []);

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
      requestClose();
    };
    dialog.addEventListener('cancel', cancel);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      if (dialog.open) dialog.close();
      before?.focus();
    };
  }, [open, requestClose]);

  if (!open) return null;
  const host = document.getElementById('modal-root') ?? document.body;
  return createPortal(
    <dialog ref={ref} className={className ? `modal ${className}` : 'modal'} aria-labelledby={titleId}>
      <div className="modal__header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="modal__close" onClick={requestClose} aria-label={t('common.close')}>
          ×
        </button>
      </div>
      <div className="modal__body">
        {asking ? (
          <div className="modal__discard" role="alert">
            <p>{t('common.discardQuestion')}</p>
            <div className="form__actions">
              <button
                type="button"
                className="button button--danger"
                onClick={() => {
                  setAsking(false);
                  onCloseRef.current();
                }}
              >
                {t('common.discard')}
              </button>
              {/* The safe answer has the focus, so a second Escape or Enter keeps what was typed. */}
              <button type="button" className="button" autoFocus onClick={() => setAsking(false)}>
                {t('common.keepEditing')}
              </button>
            </div>
          </div>
        ) : null}
        <RequestClose.Provider value={requestClose}>{children}</RequestClose.Provider>
      </div>
    </dialog>,
    host,
  );
}
