import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { daysUntil, DUE_CHOICES, dueBucketOf, dueRangeOf } from '../../../src/domain/tasks/due-bucket';

const anyDay = fc
  .integer({ min: 0, max: 3650 })
  .map((offset) => Temporal.PlainDate.from('2024-01-01').add({ days: offset }));

describe('the quick choices of the due-date filter', () => {
  it('hold exactly the due dates their bucket names, seen from the same day', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -30, max: 30 }), (today, offset) => {
        const due = today.add({ days: offset });
        const inRange = (choice: (typeof DUE_CHOICES)[number]) => {
          const { from, to } = dueRangeOf(choice, today);
          return (
            (from === null || Temporal.PlainDate.compare(from, due) <= 0) &&
            Temporal.PlainDate.compare(due, to) <= 0
          );
        };
        expect(inRange('overdue')).toBe(dueBucketOf(due, today) === 'overdue');
        expect(inRange('today')).toBe(dueBucketOf(due, today) === 'today');
        if (inRange('this-week'))
          expect(['overdue', 'today', 'this-week']).toContain(dueBucketOf(due, today));
      }),
    );
  });

  it('run the weeks from Monday to Sunday, next week after this one', () => {
    const wednesday = Temporal.PlainDate.from('2026-11-25');
    expect(dueRangeOf('this-week', wednesday)).toEqual({
      from: Temporal.PlainDate.from('2026-11-23'),
      to: Temporal.PlainDate.from('2026-11-29'),
    });
    expect(dueRangeOf('next-week', wednesday)).toEqual({
      from: Temporal.PlainDate.from('2026-11-30'),
      to: Temporal.PlainDate.from('2026-12-06'),
    });
    expect(daysUntil(Temporal.PlainDate.from('2026-11-13'), wednesday)).toBe(-12);
  });
});
