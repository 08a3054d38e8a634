import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import 'react-toastify/dist/ReactToastify.css';
import { createPortalServices } from '../infrastructure/container/composition-root';
import { appRoutes } from './app-routes';
import { ensureTemporal } from './platform/ensure-temporal';
import { ToastArea } from './components/toast-area';
import { ServicesProvider } from './services-context';
import './styles/react-aria.css';
import './styles/portal.css';

await ensureTemporal();
const services = createPortalServices();
// An English page fetches its texts before it shows anything (Dutch, the fallback, is always there).
await services.locale.ready();
/** Where the user was going when a screen's code failed to load: the pending navigation, else here. */
const intendedPath = () => {
  const target = router.state.navigation.location ?? router.state.location;
  return `${target.pathname}${target.search}`;
};
const router = createBrowserRouter(
  appRoutes({
    recoverFromChunkError: () => services.recoverFromChunkError(intendedPath()),
    addTranslations: (translations) => services.addTranslations(translations),
    loadArea: (name) => services.loadArea(name),
  }),
);
services.attachRouter((path, options) => void router.navigate(path, options));
void services.start();

// Vite reports a failed preload of a screen's chunk here; a newer build has usually replaced it.
window.addEventListener('vite:preloadError', (event) => {
  if (services.recoverFromChunkError(intendedPath())) event.preventDefault();
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <ServicesProvider value={services}>
      <RouterProvider router={router} />
      <div id="modal-root" />
      <ToastArea />
    </ServicesProvider>
  </StrictMode>,
);
