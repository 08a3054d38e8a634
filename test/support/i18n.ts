import type { i18n } from 'i18next';
import type { Locale } from '../../src/domain/locale/locale';
import { createI18n } from '../../src/i18n/create-i18n';
import { coreEn } from '../../src/i18n/core/en';
import { coreNl } from '../../src/i18n/core/nl';

/** The core texts of both languages, as the portal has them once English has been fetched. */
export const CORE_RESOURCES = { nl: coreNl, en: coreEn } as const;

/** An i18next instance as the portal's, with the core texts of both languages there from the start. */
export const createTestI18n = (locale: Locale): i18n => createI18n(locale, CORE_RESOURCES);
