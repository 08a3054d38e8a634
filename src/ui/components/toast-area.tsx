import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useServices } from '../services-context';

/** The container and its library arrive with the first message (see ToastNotifier). */
const ToastContainer = lazy(() => import('./toast-container'));

/** Where messages appear (spec section 9); nothing is loaded until the first one is asked for. */
export const ToastArea = observer(function ToastArea() {
  const { notices } = useServices();
  return notices.shown ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
});
