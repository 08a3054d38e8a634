import { useEffect } from 'react';
import { useT } from './services-context';
import type { TranslationKey } from '../i18n/translation-key';

export type LayoutName = 'default' | 'empty';

/**
 * Spec section 2: the page title joins a page title key and the layout's title key; the description
 * comes from the layout. Both follow the language.
 */
export function usePageTitle(
  layout: LayoutName,
  pageTitleKey: TranslationKey,
  values?: Record<string, string>,
): string {
  const t = useT();
  const page = t(pageTitleKey, values);
  const title = `${page} | ${t(`layout.${layout}.title`)}`;
  const description = t(`layout.${layout}.description`);
  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
  return page;
}
