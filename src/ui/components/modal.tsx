import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../services-context';

/**
 * An accessible dialog in the one modal container (#modal-root): the native modal <dialog> traps focus
 * and closes on Escape; focus goes back to where it was when the dialog closes.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const closed = () => onClose();
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('close', closed);
      if (dialog.open) dialog.close();
      before?.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
  const host = document.getElementById('modal-root') ?? document.body;
  return createPortal(
    <dialog ref={ref} className="modal" aria-labelledby={titleId}>
      <div className="modal__header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="modal__close" onClick={onClose} aria-label={t('common.close')}>
          ×
        </button>
      </div>
      <div className="modal__body">{children}</div>
    </dialog>,
    host,
  );
}
