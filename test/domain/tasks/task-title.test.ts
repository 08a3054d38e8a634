import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { titleIn, titleNamedBy, typedTitle } from '../../../src/domain/tasks/task-title';

const text = fc.string({ minLength: 1, maxLength: 40 }).filter((value) => value.trim() !== '');
const title = fc.record({ nl: text, en: fc.oneof(text, fc.constantFrom('', ' ')) });
const language = fc.constantFrom('nl', 'en', 'en-GB', 'nl-NL', 'EN');

describe('a task title in the reader’s language', () => {
  it('reads the English title in English, and the Dutch one in Dutch', () => {
    const named = { nl: 'Hersteldmelding verwerken', en: 'Process the recovery report' };
    expect(titleIn(named, 'en')).toBe('Process the recovery report');
    expect(titleIn(named, 'nl')).toBe('Hersteldmelding verwerken');
  });

  it('is always one of its two names, Dutch whenever the English one is missing or the reader is not English', () => {
    fc.assert(
      fc.property(title, language, (value, lang) => {
        const shown = titleIn(value, lang);
        expect([value.nl, value.en]).toContain(shown);
        const english = lang.toLowerCase().startsWith('en');
        expect(shown).toBe(english && value.en.trim() !== '' ? value.en : value.nl);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps a typed title the same in every language, and knows it by that text', () => {
    fc.assert(
      fc.property(text, language, (typed, lang) => {
        expect(titleIn(typedTitle(typed), lang)).toBe(typed);
        expect(titleNamedBy(typedTitle(typed), typed)).toBe(typed.trim() === typed);
      }),
      { numRuns: 200 },
    );
  });

  it('is named by either of its names and by nothing blank', () => {
    fc.assert(
      fc.property(title, (value) => {
        expect(titleNamedBy(value, value.nl)).toBe(value.nl.trim() === value.nl);
        expect(titleNamedBy(value, '   ')).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
