import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { AUDITED_FIELDS, auditFieldPath, shownValue } from '../../../src/domain/audit/audit-change';

const instants = fc
  .integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) })
  .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));
const days = fc
  .integer({ min: 0, max: 40_000 })
  .map((offset) => Temporal.PlainDate.from('1990-01-01').add({ days: offset }));
const ids = fc.uuid();
const words = fc.stringMatching(/^[a-z][a-zA-Z]{0,11}$/).filter((word) => word !== 'nl' && word !== 'en');

describe('putting an audit change into words', () => {
  it('reads every ISO moment the back office writes as that moment, whatever its offset', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom('UTC', 'Europe/Amsterdam', 'America/New_York'), (at, zone) => {
        const written = at.toZonedDateTimeISO(zone).toString({ timeZoneName: 'never' });
        for (const text of [at.toString(), written]) {
          const shown = shownValue('start', text, {});
          expect(shown.kind).toBe('moment');
          if (shown.kind === 'moment') expect(shown.instant.equals(at)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('reads an ISO date as a day, and a date that is not on the calendar as text', () => {
    fc.assert(
      fc.property(days, (day) => {
        expect(shownValue('dueDate', day.toString(), {})).toEqual({ kind: 'day', date: day });
      }),
      { numRuns: 200 },
    );
    expect(shownValue('dueDate', '2026-02-30', {})).toEqual({ kind: 'text', text: '2026-02-30' });
  });

  it('shows the name of a person or record for its id, item by item in a list, and the id where none is known', () => {
    fc.assert(
      fc.property(fc.uniqueArray(ids, { minLength: 2, maxLength: 6 }), fc.string(), (all, name) => {
        const [known, ...others] = all;
        if (!known) return;
        const names = { [known]: name };
        expect(shownValue('userId', known, names)).toEqual({ kind: 'name', name });
        const list = shownValue('resourceIds', [known, ...others], names);
        expect(list.kind).toBe('list');
        if (list.kind === 'list') {
          expect(list.items[0]).toEqual({ kind: 'name', name });
          expect(list.items.slice(1).every((item) => item.kind === 'text')).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('names statuses and channels by their code, empties and withheld values by what they are', () => {
    expect(shownValue('status', 'confirmed', {})).toEqual({ kind: 'code', code: 'status.confirmed' });
    expect(shownValue('channel', 'video', {})).toEqual({ kind: 'code', code: 'channel.video' });
    expect(shownValue('status', 'someday', {})).toEqual({ kind: 'text', text: 'someday' });
    expect(shownValue('name', 'confirmed', {})).toEqual({ kind: 'text', text: 'confirmed' });
    expect(shownValue('operationId', { withheld: true }, {})).toEqual({ kind: 'withheld' });
    for (const empty of [null, '', []]) expect(shownValue('floor', empty, {})).toEqual({ kind: 'empty' });
    expect(shownValue('active', false, {})).toEqual({ kind: 'yes-no', yes: false });
    expect(shownValue('capacity', 12, {})).toEqual({ kind: 'number', value: 12 });
  });

  it('takes a field code apart into its places counted from one, the field and the language of a text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(words, fc.nat({ max: 50 })), { maxLength: 3 }),
        fc.option(words, { nil: null }),
        fc.constantFrom<'nl' | 'en' | null>('nl', 'en', null),
        (places, field, language) => {
          if (field === null && places.length === 0) return;
          const code = [
            ...places.flatMap(([place, index]) => [place, String(index)]),
            ...(field === null ? [] : [field]),
            ...(language === null ? [] : [language]),
          ].join('.');
          expect(auditFieldPath(code)).toEqual({
            places: places.map(([place, index]) => ({ place, position: index + 1 })),
            field,
            language,
          });
        },
      ),
      { numRuns: 300 },
    );
    expect(auditFieldPath('name.en')).toEqual({ places: [], field: 'name', language: 'en' });
    expect(auditFieldPath('en')).toEqual({ places: [], field: 'en', language: null });
  });

  it('knows every field once', () => {
    expect(new Set(AUDITED_FIELDS).size).toBe(AUDITED_FIELDS.length);
  });
});
