import { createContext, useContext, useEffect, useState } from 'react';
import type { PortalServices } from './portal-services';

const ServicesContext = createContext<PortalServices | null>(null);

export const ServicesProvider = ServicesContext.Provider;

export function useServices(): PortalServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesProvider above it');
  return services;
}

/** Translates in the current language; call it inside an observer so a language switch re-renders. */
export function useT(): (key: string, values?: Record<string, string | number>) => string {
  const { i18n, locale } = useServices();
  const lng = locale.current;
  return (key, values) => i18n.t(key, { ...values, lng });
}

/** Makes a view-model once per mounted screen, and disposes it when the screen goes. */
export function useViewModel<T extends object>(make: (services: PortalServices) => T): T {
  const services = useServices();
  const [viewModel] = useState(() => make(services));
  useEffect(
    () => () => {
      if ('dispose' in viewModel && typeof viewModel.dispose === 'function') viewModel.dispose();
    },
    [viewModel],
  );
  return viewModel;
}
