import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  camelCaseKey,
  camelCaseKeys,
  snakeCaseKey,
  snakeCaseKeys,
} from '../../../src/infrastructure/http/key-case';

const camelKey = fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,15}$/);
const snakeKey = fc.stringMatching(/^[a-z][a-z0-9]{0,5}(?:_[a-z][a-z0-9]{0,5}){0,3}$/);

/** A JSON value whose object keys, at any depth, come from `key`; strings are any strings at all. */
const jsonWithKeys = (key: fc.Arbitrary<string>) =>
  fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(key, tie('value'), { maxKeys: 4 }),
    ),
  })).value;

const keysOf = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
};

describe('the keys between camelCase and snake_case', () => {
  it('writes a preference in snake_case, nested objects included, and reads it back', () => {
    const portal = { agendaColumns: ['roomA', 'user_b'], columnWidths: { perAgenda: { someId: 3 } } };
    const wire = { agenda_columns: ['roomA', 'user_b'], column_widths: { per_agenda: { some_id: 3 } } };
    expect(snakeCaseKeys(portal)).toEqual(wire);
    expect(camelCaseKeys(wire)).toEqual(portal);
  });

  it('gives back every camelCase value it wrote in snake_case, at any depth', () => {
    fc.assert(
      fc.property(jsonWithKeys(camelKey), (value) => {
        const wire = snakeCaseKeys(value);
        expect(keysOf(wire).every((key) => key === key.toLowerCase())).toBe(true);
        expect(camelCaseKeys(wire)).toEqual(value);
      }),
    );
  });

  it('gives back every snake_case value it read as camelCase', () => {
    fc.assert(
      fc.property(jsonWithKeys(snakeKey), (value) => {
        expect(snakeCaseKeys(camelCaseKeys(value))).toEqual(value);
      }),
    );
  });

  it('never touches the strings in an array, whatever their case', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (strings) => {
        expect(snakeCaseKeys(strings)).toEqual(strings);
        expect(camelCaseKeys(strings)).toEqual(strings);
        expect(snakeCaseKeys({ agendaColumns: strings })).toEqual({ agenda_columns: strings });
      }),
    );
  });

  it('converts one key each way', () => {
    fc.assert(
      fc.property(camelKey, (key) => {
        expect(camelCaseKey(snakeCaseKey(key))).toBe(key);
      }),
    );
    expect(snakeCaseKey('agendaView')).toBe('agenda_view');
    expect(camelCaseKey('agenda_view')).toBe('agendaView');
  });
});
