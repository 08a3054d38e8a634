import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { agendaEn } from '../../../../src/i18n/agenda/en';
import { agendaNl } from '../../../../src/i18n/agenda/nl';
const translations = { nl: agendaNl, en: agendaEn };

async function instructions(language: 'nl' | 'en'): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: translations[language] },
    ns: Object.keys(translations[language]),
  });
  return i18n.t('grid.instructions', { ns: 'agenda', key: 'M' });
}

describe('the agenda grid’s keyboard help', () => {
  it('names the key that picks up an appointment and how to move, drop and put it back, in both languages', async () => {
    const dutch = await instructions('nl');
    expect(dutch).toContain('M pakt een afspraak op');
    expect(dutch).toContain('Enter zet hem neer en Escape zet hem terug');
    expect(dutch).toContain('Enter op een tijdvak maakt daar een afspraak');
    const english = await instructions('en');
    expect(english).toContain('M picks up an appointment');
    expect(english).toContain('Enter drops it and Escape puts it back');
    expect(english).not.toContain('{{');
  });
});
