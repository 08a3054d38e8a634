import { describe, expect, it } from 'vitest';
import { addAreaTexts, createI18n, ensureCoreTexts } from '../../src/i18n/create-i18n';
import { texts as agendaTexts } from '../../src/i18n/agenda';
import type { AreaTexts } from '../../src/i18n/translation-key';
import { coreNl } from '../../src/i18n/core/nl';
import { I18nextLocalePreference } from '../../src/infrastructure/locale/i18next-locale-preference';

const cookieJar = (language?: string) => {
  const jar = new Map<string, string>(language ? [['language', language]] : []);
  return {
    get: (name: string) => jar.get(name) ?? null,
    set: (name: string, value: string) => void jar.set(name, value),
    remove: (name: string) => void jar.delete(name),
  };
};

describe('the core texts', () => {
  it('start in Dutch alone, and English arrives when it is asked for', async () => {
    const i18n = createI18n('en', { nl: coreNl });
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    expect(i18n.t('page.notFound.title')).toBe(coreNl.page.notFound.title);
    await ensureCoreTexts(i18n, 'en');
    expect(i18n.t('page.notFound.title')).toBe('Page not found');
  });

  it('are there in the chosen language before the portal switches to it', async () => {
    const i18n = createI18n('nl', { nl: coreNl });
    const preference = new I18nextLocalePreference(i18n, cookieJar() as never, null);
    await preference.change('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('common.cancel')).toBe('Cancel');
  });

  it('are fetched for an English start before anything is shown', async () => {
    const cookies = cookieJar('en');
    const i18n = createI18n('en', { nl: coreNl });
    const preference = new I18nextLocalePreference(i18n, cookies as never, null);
    expect(preference.current).toBe('en');
    await preference.ready();
    expect(i18n.t('common.cancel')).toBe('Cancel');
  });

  it('of an area come in the reader’s language alone, and in the other once that is chosen', async () => {
    const asked: string[] = [];
    const counted: AreaTexts = {
      nl: () => (asked.push('nl'), agendaTexts.nl()),
      en: () => (asked.push('en'), agendaTexts.en()),
    };
    const i18n = createI18n('nl', { nl: coreNl });
    const preference = new I18nextLocalePreference(i18n, cookieJar() as never, null);
    await Promise.all([addAreaTexts(i18n, counted, 'nl'), addAreaTexts(i18n, counted, 'nl')]);
    expect(asked).toEqual(['nl']);
    expect(i18n.t('agenda.title' as never)).not.toBe('agenda.title');
    expect(i18n.hasResourceBundle('en', 'agenda')).toBe(false);

    await preference.change('en');
    expect(asked).toEqual(['nl', 'en']);
    expect(i18n.hasResourceBundle('en', 'agenda')).toBe(true);
  });
});
