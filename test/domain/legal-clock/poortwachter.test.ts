import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { Spell } from '../../../src/domain/legal-clock/absence-case';
import {
  casesOf,
  CONTINUES_WITHIN_DAYS,
  dateOfSickDay,
  endOfWeek,
  sickDaysUntil,
  weekOfIllness,
} from '../../../src/domain/legal-clock/absence-case';
import {
  caseSteps,
  firstWorkingDayAfter,
  STEP_WEEK,
  stepDeadlines,
  workingDays,
} from '../../../src/domain/legal-clock/poortwachter-steps';
import { dutchHolidays } from '../../../src/domain/shared/dutch-holidays';

const date = (text: string) => Temporal.PlainDate.from(text);
const HOLIDAYS = new Set(
  Array.from({ length: 12 }, (_, index) => 2020 + index).flatMap((year) =>
    dutchHolidays(year).map((holiday) => holiday.date.toString()),
  ),
);
const WORKING = workingDays((day) => HOLIDAYS.has(day.toString()));

const anyDay = fc.integer({ min: 0, max: 3000 }).map((offset) => date('2021-01-01').add({ days: offset }));
/** Spells one after the other: each a length of illness, then a gap of health (null: still sick). */
const anySpells = fc
  .tuple(
    anyDay,
    fc.array(
      fc.record({ sick: fc.integer({ min: 1, max: 120 }), healthy: fc.integer({ min: 1, max: 60 }) }),
      {
        minLength: 1,
        maxLength: 5,
      },
    ),
    fc.boolean(),
  )
  .map(([start, parts, stillSick]) => {
    const spells: Spell[] = [];
    let day = start;
    parts.forEach((part, index) => {
      const recoveredOn = stillSick && index === parts.length - 1 ? null : day.add({ days: part.sick });
      spells.push({ firstSickDay: day, recoveredOn });
      day = day.add({ days: part.sick + part.healthy });
    });
    return spells;
  });

describe('the absence case on the legal clock', () => {
  it('property: merging spells gives the same cases in any order', () => {
    fc.assert(
      fc.property(
        anySpells.chain((spells) =>
          fc.tuple(fc.constant(spells), fc.shuffledSubarray(spells, { minLength: spells.length })),
        ),
        ([spells, shuffled]) => {
          expect(casesOf(shuffled)).toEqual(casesOf(spells));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('property: a gap of 28 days or more always starts a new case and a shorter one never does', () => {
    fc.assert(
      fc.property(
        anyDay,
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: 1, max: 90 }),
        (start, sick, healthy) => {
          const recoveredOn = start.add({ days: sick });
          const cases = casesOf([
            { firstSickDay: start, recoveredOn },
            { firstSickDay: recoveredOn.add({ days: healthy }), recoveredOn: null },
          ]);
          expect(cases).toHaveLength(healthy < CONTINUES_WITHIN_DAYS ? 1 : 2);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: the week counter never counts a healthy day', () => {
    fc.assert(
      fc.property(anySpells, fc.integer({ min: 0, max: 800 }), (spells, offset) => {
        for (const absence of casesOf(spells)) {
          const first = absence.spells[0]?.firstSickDay ?? date('2021-01-01');
          const day = first.add({ days: offset });
          const sick = absence.spells.some(
            (spell) =>
              Temporal.PlainDate.compare(day, spell.firstSickDay) >= 0 &&
              (spell.recoveredOn === null || Temporal.PlainDate.compare(day, spell.recoveredOn) < 0),
          );
          const before = sickDaysUntil(absence, day.subtract({ days: 1 }));
          expect(sickDaysUntil(absence, day) - before).toBe(sick ? 1 : 0);
          if (sick) expect(dateOfSickDay(absence, before + 1)).toEqual(day);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('property: every deadline lies in the week its step names, the 42nd-week one on the first working day after it', () => {
    fc.assert(
      fc.property(anySpells, anyDay, (spells, today) => {
        for (const absence of casesOf(spells)) {
          for (const step of stepDeadlines(absence, {}, today, WORKING)) {
            if (step.step === 'week-42-notification') {
              const end = endOfWeek(absence, 42);
              if (!end) throw new Error('a listed 42nd-week step has a week 42');
              expect(WORKING(step.deadline)).toBe(true);
              expect(Temporal.PlainDate.compare(step.deadline, end)).toBeGreaterThan(0);
              for (
                let day = end.add({ days: 1 });
                Temporal.PlainDate.compare(day, step.deadline) < 0;
                day = day.add({ days: 1 })
              )
                expect(WORKING(day)).toBe(false);
            } else if (step.step in STEP_WEEK) {
              expect(weekOfIllness(absence, step.deadline)).toBe(
                STEP_WEEK[step.step as keyof typeof STEP_WEEK],
              );
            } else if (step.step === 'action-plan') {
              expect(weekOfIllness(absence, step.deadline)).toBeLessThanOrEqual(8);
            }
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('property: a done step stays done whatever today is', () => {
    fc.assert(
      fc.property(anySpells, anyDay, anyDay, (spells, doneOn, today) => {
        const absence = casesOf(spells)[0];
        if (!absence) return;
        const steps = caseSteps(absence, { 'problem-analysis': doneOn }, today, WORKING);
        const analysis = steps.find((step) => step.step === 'problem-analysis');
        if (analysis) expect(analysis.state).toMatchObject({ kind: 'done', on: doneOn });
      }),
      { numRuns: 150 },
    );
  });

  it('puts the 42nd-week notification on the first working day after week 42, across Easter, King’s Day and the turn of the year', () => {
    // Good Friday is no national holiday here; Easter Monday 2026 is 6 April, King's Day 27 April.
    expect(firstWorkingDayAfter(date('2026-04-04'), WORKING).toString()).toBe('2026-04-07');
    expect(firstWorkingDayAfter(date('2026-04-26'), WORKING).toString()).toBe('2026-04-28');
    expect(firstWorkingDayAfter(date('2026-12-24'), WORKING).toString()).toBe('2026-12-28');
    expect(firstWorkingDayAfter(date('2027-12-31'), WORKING).toString()).toBe('2028-01-03');
  });

  it('continues a case after a recovery three weeks back, the healthy days not counted, and starts a new one after five', () => {
    const first = { firstSickDay: date('2026-09-01'), recoveredOn: date('2026-09-21') };
    const [continued] = casesOf([first, { firstSickDay: date('2026-10-12'), recoveredOn: null }]);
    if (!continued) throw new Error('one case');
    expect(continued.spells).toHaveLength(2);
    // 20 sick days in September, then from 12 October: day 42 (end of week 6) is 2 November.
    expect(endOfWeek(continued, 6)?.toString()).toBe('2026-11-02');
    expect(casesOf([first, { firstSickDay: date('2026-10-26'), recoveredOn: null }])).toHaveLength(2);
  });

  it('shows a step late once its deadline passed undone, and the steps a recovered case never reaches as not needed', () => {
    const running = casesOf([{ firstSickDay: date('2026-09-01'), recoveredOn: null }])[0];
    if (!running) throw new Error('one case');
    const steps = caseSteps(running, { 'sick-report': date('2026-09-02') }, date('2026-10-20'), WORKING);
    expect(steps.find((step) => step.step === 'problem-analysis')?.state).toEqual({
      kind: 'late',
      daysLate: 8,
    });
    expect(steps.find((step) => step.step === 'action-plan')?.state).toEqual({ kind: 'due', daysLeft: 6 });
    expect(steps.find((step) => step.step === 'sick-report')?.state).toMatchObject({
      kind: 'done',
      daysLate: 0,
    });
    const recovered = casesOf([{ firstSickDay: date('2026-09-01'), recoveredOn: date('2026-09-20') }])[0];
    if (!recovered) throw new Error('one case');
    const after = caseSteps(recovered, {}, date('2026-10-20'), WORKING);
    expect(after.find((step) => step.step === 'problem-analysis')?.state.kind).toBe('not-needed');
    expect(after.find((step) => step.step === 'sick-report')?.state.kind).toBe('late');
  });
});
