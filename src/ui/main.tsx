import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'react-toastify/dist/ReactToastify.css';
import { createPortalServices } from '../infrastructure/container/composition-root';
import { appRoutes } from './app-routes';
import { ensureTemporal } from './platform/ensure-temporal';
import { LoadingBar } from './components/loading-bar';
import { ToastArea } from './components/toast-area';
import { PortalRouter, PortalRouterProvider } from './routes/portal-router';
import { ErrorScreen } from './screens/errors/error-screen';
import { ServicesProvider } from './services-context';
import './styles/react-aria.css';
import './styles/portal.css';

await ensureTemporal();
const services = createPortalServices();
// An English page fetches its texts before it shows anything (Dutch, the fallback, is always there).
await services.locale.ready();
/** Where the user was going when a screen's code failed to load: the pending navigation, else here. */
const intendedPath = () => router.intendedPath();
const router = new PortalRouter(
  appRoutes({
    recoverFromChunkError: () => services.recoverFromChunkError(intendedPath()),
    loadTexts: (texts) => services.loadTexts(texts),
    loadArea: (name) => services.loadArea(name),
  }),
  window,
);
services.attachRouter((path, options) => router.navigate(path, options));
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
      {/* While the first screen's code loads, only the loading bar shows. */}
      <PortalRouterProvider router={router} fallback={<LoadingBar />} errorElement={<ErrorScreen />} />
      <div id="modal-root" />
      <ToastArea />
    </ServicesProvider>
  </StrictMode>,
);
