import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { TranslationKey } from '../i18n/translation-key';
import type { PortalServices } from './portal-services';

const ServicesContext = createContext<PortalServices | null>(null);

export const ServicesProvider = ServicesContext.Provider;

export function useServices(): PortalServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesProvider above it');
  return services;
}

/** Translates in the current language; call it inside an observer so a language switch re-renders. */
export type Translate = (key: TranslationKey, values?: Record<string, string | number>) => string;

export function useT(): Translate {
  const { i18n, locale } = useServices();
  const lng = locale.current;
  // The same function while the language stays, so it can be a dependency of a memo or an effect.
  return useCallback<Translate>((key, values) => i18n.t(key, { ...values, lng }), [i18n, lng]);
}

/** A view-model that starts work when its screen is shown and stops it when the screen goes. */
export interface Attachable {
  /** Starts listening, polling or loading; the returned function stops all of it. */
  attach(): () => void;
  /**
   * The user chose another language: loads afresh what the back office wrote in the previous one
   * (operation names, statuses, titles), so nothing on screen stays in the old language.
   */
  languageChanged?(): void;
}

const isAttachable = (value: object): value is Attachable =>
  'attach' in value && typeof value.attach === 'function';

/**
 * Makes a view-model once per mounted screen and attaches it for as long as the screen is shown. The
 * attach and its disposer run in the same effect, so under React's strict mode (mount, unmount, mount)
 * the view-model is attached, detached and attached again, never left running twice.
 */
export function useViewModel<T extends object>(make: (services: PortalServices) => T): T {
  const services = useServices();
  const [viewModel] = useState(() => make(services));
  useEffect(() => (isAttachable(viewModel) ? viewModel.attach() : undefined), [viewModel]);
  // Read while rendering, so the observer screen that holds the view-model renders again on a switch.
  const language = services.locale.current;
  const shownIn = useRef(language);
  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    if (isAttachable(viewModel)) viewModel.languageChanged?.();
  }, [viewModel, language]);
  return viewModel;
}
