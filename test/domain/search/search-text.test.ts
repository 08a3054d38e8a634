import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  matchRank,
  normalizeSearchText,
  searchable,
  searchQueryOf,
} from '../../../src/domain/search/search-text';

describe('how typed words match a name', () => {
  it('finds without regard to case or accents, and ranks a start before a word before the inside', () => {
    expect(matchRank('Feestdagen', 'feest')).toBe(0);
    expect(matchRank('Persoonlijke vrije dagen', 'vrije dag')).toBe(1);
    expect(matchRank('Feestdagen', 'dagen')).toBe(2);
    expect(matchRank('Zeynep Ëren', 'eren')).toBe(1);
    expect(matchRank('Feestdagen', 'vakantie')).toBeNull();
  });

  it('needs every typed word somewhere in the name', () => {
    expect(matchRank('Sanne de Vries', 'vries sanne')).toBe(1);
    expect(matchRank('Sanne de Vries', 'vries bos')).toBeNull();
  });

  it('searches from two characters, at most a hundred, with single spaces', () => {
    expect(searchable(' a ')).toBe(false);
    expect(searchable('ab')).toBe(true);
    expect(searchQueryOf('  nieuwe   afspraak ')).toBe('nieuwe afspraak');
    expect(searchQueryOf('x'.repeat(150))).toHaveLength(100);
  });

  it('property: every name matches itself best, and folding twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (name) => {
        const folded = normalizeSearchText(name);
        expect(normalizeSearchText(folded)).toBe(folded);
        if (folded !== '') expect(matchRank(name, name)).toBe(0);
      }),
    );
  });

  it('property: a name found for a longer text is found for any word of it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,6}$/), { minLength: 1, maxLength: 4 }),
        fc.nat(),
        (words, pick) => {
          const name = words.join(' ');
          const word = words[pick % words.length]!;
          expect(matchRank(name, word)).not.toBeNull();
        },
      ),
    );
  });
});
