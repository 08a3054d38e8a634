import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateLocaleOf, flagOf, LOCALES, parseLocale } from '../../../src/domain/locale/locale';

describe('the language', () => {
  it('reads nl, nl-NL, en and en-GB in any case', () => {
    expect(parseLocale('nl-NL')).toBe('nl');
    expect(parseLocale('EN-gb')).toBe('en');
    expect(parseLocale('en')).toBe('en');
    expect(parseLocale('nl')).toBe('nl');
  });

  it('falls back to Dutch for anything else', () => {
    fc.assert(
      fc.property(fc.string(), (tag) => {
        expect(LOCALES).toContain(parseLocale(tag));
        if (!/^\s*(en|en[-_]gb)\s*$/i.test(tag)) expect(parseLocale(tag)).toBe('nl');
      }),
    );
    expect(parseLocale(null)).toBe('nl');
  });

  it('shows the gb flag for English and nl otherwise, with date locales nl and en-gb', () => {
    expect(flagOf('en')).toBe('gb');
    expect(flagOf('nl')).toBe('nl');
    expect(dateLocaleOf('en')).toBe('en-gb');
    expect(dateLocaleOf('nl')).toBe('nl');
  });
});
