import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { AgendaView } from '../../../src/domain/agenda/agenda-period';
import { AGENDA_VIEWS, periodOf, stepPeriod } from '../../../src/domain/agenda/agenda-period';
import { aDate, date } from './agenda-arbitraries';

const days = (view: AgendaView, day: string) => periodOf(view, date(day)).days.map(String);
const aView = fc.constantFrom(...AGENDA_VIEWS);
const samePeriod = (a: { days: Temporal.PlainDate[] }, b: { days: Temporal.PlainDate[] }) =>
  expect(a.days.map(String)).toEqual(b.days.map(String));

describe('the period the agenda shows', () => {
  it('is the date itself in the day view', () => {
    expect(periodOf('day', date('2026-11-18'))).toEqual({
      from: date('2026-11-18'),
      days: [date('2026-11-18')],
    });
  });

  it('is Monday to Friday of the week in the working-week view, the week just past at the weekend', () => {
    const workweek = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];
    expect(days('workweek', '2026-11-18')).toEqual(workweek);
    expect(days('workweek', '2026-11-16')).toEqual(workweek);
    expect(days('workweek', '2026-11-22')).toEqual(workweek);
  });

  it('is Monday to Sunday in the week and list views, across a year end', () => {
    const week = [
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ];
    expect(days('week', '2027-01-03')).toEqual(week);
    expect(days('list', '2026-12-28')).toEqual(week);
    expect(days('timeline', '2026-12-28')).toEqual(week);
    expect(periodOf('week', date('2027-01-01')).from).toEqual(date('2026-12-28'));
  });

  it('steps a day in the day view and a week in the others', () => {
    expect(stepPeriod('day', date('2026-11-30'), 1)).toEqual(date('2026-12-01'));
    expect(stepPeriod('day', date('2026-11-30'), -1)).toEqual(date('2026-11-29'));
    expect(stepPeriod('workweek', date('2026-11-18'), 1)).toEqual(date('2026-11-25'));
    expect(stepPeriod('week', date('2026-11-18'), -1)).toEqual(date('2026-11-11'));
    expect(stepPeriod('list', date('2026-12-30'), 1)).toEqual(date('2027-01-06'));
  });

  it('property: contains the date, in the working-week view when it is a weekday', () => {
    fc.assert(
      fc.property(aView, aDate, (view, day) => {
        const { from, days } = periodOf(view, day);
        const contains = days.some((d) => d.equals(day));
        expect(contains).toBe(view !== 'workweek' || day.dayOfWeek <= 5);
        expect(days[0]!.equals(from)).toBe(true);
        expect(days).toHaveLength({ day: 1, workweek: 5, week: 7, timeline: 7, list: 7 }[view]);
        if (view !== 'day') expect(from.dayOfWeek).toBe(1);
        for (let i = 1; i < days.length; i++)
          expect(days[i - 1]!.add({ days: 1 }).equals(days[i]!)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('property: stepping forward then back, or back then forward, returns the same period', () => {
    fc.assert(
      fc.property(aView, aDate, (view, day) => {
        samePeriod(periodOf(view, stepPeriod(view, stepPeriod(view, day, 1), -1)), periodOf(view, day));
        samePeriod(periodOf(view, stepPeriod(view, stepPeriod(view, day, -1), 1)), periodOf(view, day));
      }),
      { numRuns: 300 },
    );
  });

  it('property: the next period starts where the current one ends, with no gap in the week views', () => {
    fc.assert(
      fc.property(aView, aDate, (view, day) => {
        const next = periodOf(view, stepPeriod(view, day, 1));
        const span = view === 'day' ? 1 : 7;
        expect(periodOf(view, day).from.add({ days: span }).equals(next.from)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
