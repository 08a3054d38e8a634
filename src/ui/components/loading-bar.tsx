import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigationBusy } from '../routes/portal-router';
import { useServices, useViewModel } from '../services-context';
import { LOADING_BAR } from './loading-bar-view-model';

/** The top loading bar: shown during route changes and long calls. */
export const LoadingBar = observer(function LoadingBar() {
  const { activity } = useServices();
  const bar = useViewModel((services) => services.viewModels.loadingBar());
  const navigating = useNavigationBusy();
  const busy = navigating || activity.running > 0;

  useEffect(() => bar.setBusy(busy), [bar, busy]);

  return (
    <div
      className="loading-bar"
      // Decorative: screen readers hear the page's own loading message and the new page title instead.
      aria-hidden="true"
      data-state={bar.visible ? 'visible' : 'hidden'}
      style={{
        opacity: bar.visible ? 1 : 0,
        transform: `scaleX(${bar.progress / 100})`,
        transition:
          bar.progress === 0
            ? 'none'
            : `transform ${bar.progress === 100 ? 200 : LOADING_BAR.durationMs}ms ease-out, opacity ${LOADING_BAR.hideDelayMs}ms`,
      }}
    />
  );
});
