import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/domain/locale/locale';
import { addAreaTranslations } from '../../../src/i18n/create-i18n';
import { createTestI18n } from '../../support/i18n';
import { locationsEn } from '../../../src/i18n/locations/en';
import { locationsNl } from '../../../src/i18n/locations/nl';
const translations = { nl: locationsNl, en: locationsEn };
import { floorName, floorNumber } from '../../../src/ui/screens/locations/floor-name';
import type { Translate } from '../../../src/ui/services-context';

function translate(language: Locale): Translate {
  const i18n = createTestI18n(language);
  addAreaTranslations(i18n, translations);
  return (key, values) => i18n.t(key, { ...values, lng: language });
}

const name = (text: string | null, language: Locale) => floorName(text, translate(language), language);

describe('a room floor', () => {
  it('reads the numbers and the words people type as one floor number', () => {
    expect(floorNumber('0')).toBe(0);
    expect(floorNumber(' Begane grond ')).toBe(0);
    expect(floorNumber('ground floor')).toBe(0);
    expect(floorNumber('1e verdieping')).toBe(1);
    expect(floorNumber('1st floor')).toBe(1);
    expect(floorNumber('2de')).toBe(2);
    expect(floorNumber('-1')).toBe(-1);
    expect(floorNumber('kelder')).toBe(-1);
    expect(floorNumber('-0')).toBe(0);
    expect(floorNumber('zolder')).toBeNull();
    expect(floorNumber('')).toBeNull();
    expect(floorNumber(null)).toBeNull();
  });

  it('is written one way in Dutch', () => {
    expect(name('0', 'nl')).toBe('begane grond');
    expect(name('begane grond', 'nl')).toBe('begane grond');
    expect(name('1', 'nl')).toBe('1e verdieping');
    expect(name('1e verdieping', 'nl')).toBe('1e verdieping');
    expect(name('2', 'nl')).toBe('2e verdieping');
    expect(name('-1', 'nl')).toBe('kelder');
    expect(name('-2', 'nl')).toBe('2e kelderverdieping');
  });

  it('is written one way in English, with English ordinals', () => {
    expect(name('0', 'en')).toBe('ground floor');
    expect(name('begane grond', 'en')).toBe('ground floor');
    expect(name('1', 'en')).toBe('1st floor');
    expect(name('2', 'en')).toBe('2nd floor');
    expect(name('3', 'en')).toBe('3rd floor');
    expect(name('4', 'en')).toBe('4th floor');
    expect(name('11', 'en')).toBe('11th floor');
    expect(name('22', 'en')).toBe('22nd floor');
    expect(name('-1', 'en')).toBe('basement');
    expect(name('-2', 'en')).toBe('2nd basement level');
  });

  it('keeps a description of its own as typed, and no floor as none', () => {
    expect(name(' tussenverdieping ', 'nl')).toBe('tussenverdieping');
    expect(name('mezzanine', 'en')).toBe('mezzanine');
    expect(name(null, 'nl')).toBeNull();
    expect(name('  ', 'en')).toBeNull();
  });
});
