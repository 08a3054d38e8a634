import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholdersIn } from '../../../src/domain/templates/email-template';

/** Placeholder names, including ones that begin with another's name (`date`, `dateTime`). */
const names = fc.uniqueArray(
  fc.oneof(
    fc.constantFrom('name', 'date', 'dateTime', 'time', 'location', 'code'),
    fc.stringMatching(/^[a-z][A-Za-z0-9]{0,8}$/),
  ),
  { minLength: 1, maxLength: 6 },
);

/** Text between placeholders: anything without a colon, so it holds no placeholder of its own. */
const text = fc.string({ maxLength: 12 }).map((piece) => piece.replaceAll(':', ''));
/** What may follow a placeholder without lengthening its name. */
const ending = fc.constantFrom(' ', '.', ',', '<', '\n', '!');

describe('filling in placeholders', () => {
  it('replaces every declared placeholder by its value, in one pass, whatever the values hold', () => {
    fc.assert(
      fc.property(
        names.chain((declared) =>
          fc.record({
            declared: fc.constant(declared),
            values: fc.tuple(...declared.map(() => fc.string({ maxLength: 10 }))),
            parts: fc.array(fc.record({ before: text, name: fc.constantFrom(...declared), after: ending }), {
              maxLength: 8,
            }),
            tail: text,
          }),
        ),
        ({ declared, values, parts, tail }) => {
          const value = Object.fromEntries(declared.map((name, index) => [name, values[index] ?? '']));
          const template = parts.map((part) => `${part.before}:${part.name}${part.after}`).join('') + tail;
          const expected =
            parts.map((part) => `${part.before}${value[part.name] ?? ''}${part.after}`).join('') + tail;
          expect(fillPlaceholders(template, value)).toBe(expected);
          // Where a value holds no colon, nothing of a placeholder is left.
          if (Object.values(value).every((filled) => !filled.includes(':')))
            expect(placeholdersIn(fillPlaceholders(template, value))).toEqual([]);
        },
      ),
    );
  });

  it('leaves a placeholder without a value, and reads neither a time nor a web address as one', () => {
    expect(fillPlaceholders('Om 10:30 op :date, zie https://x.example :unknown', { date: '9 maart' })).toBe(
      'Om 10:30 op 9 maart, zie https://x.example :unknown',
    );
    expect(placeholdersIn(':dateTime :date :date')).toEqual(['dateTime', 'date']);
  });
});
