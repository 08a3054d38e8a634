import { observer } from 'mobx-react-lite';
// The unstyled entry: the main one adds its stylesheet as a <style> element, which the portal's policy
// (style-src 'self') refuses. The same rules load from react-toastify's CSS file (src/ui/main.tsx).
import type { CloseButtonProps } from 'react-toastify/unstyled';
import { Slide, ToastContainer } from 'react-toastify/unstyled';
import { useEffect } from 'react';
import { useServices, useT } from '../services-context';

/** The close icon, with a name in the user's language (react-toastify's own says "close"). */
const ToastCloseButton = observer(function ToastCloseButton({ closeToast }: Partial<CloseButtonProps>) {
  const t = useT();
  return (
    <button type="button" className="toast-close" aria-label={t('common.close')} onClick={closeToast}>
      ×
    </button>
  );
});

/**
 * Spec section 9: bottom right, 5000 ms, pause while hovered, a close icon, z-index 55. Without the
 * library's countdown bar: it names itself in English only ("notification timer") and keeps the page
 * redrawing for as long as a message shows, which costs a phone's battery for nothing a reader needs.
 */
export default function PortalToastContainer() {
  const { notices } = useServices();
  // After the container's own effects: it is there to hold the messages that wait for it.
  useEffect(() => notices.containerReady(), [notices]);
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={5000}
      hideProgressBar
      pauseOnHover
      closeOnClick={false}
      transition={Slide}
      style={{ zIndex: 55 }}
      closeButton={<ToastCloseButton />}
    />
  );
}
