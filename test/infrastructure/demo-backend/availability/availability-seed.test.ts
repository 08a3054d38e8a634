import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  personalDayOffProblems,
  scheduleProblems,
  timeConstraintProblems,
} from '../../../../src/domain/availability/availability-rules';
import { dutchHolidays } from '../../../../src/domain/shared/dutch-holidays';
import type { Schedule } from '../../../../src/domain/availability/schedule';
import { blocksOn, validOn } from '../../../../src/domain/availability/schedule';
import { firstOverlap } from '../../../../src/domain/availability/schedule-rules';
import type { StoredSchedule } from '../../../../src/infrastructure/demo-backend/availability/availability-state';
import { seedState } from '../../../../src/infrastructure/demo-backend/demo-backend';
import { PROFESSIONALS } from '../../../../src/infrastructure/demo-backend/tasks/case-scope';
import { START } from '../demo-client';

const state = seedState(START);
const time = (text: string) => Temporal.PlainTime.from(text);
const date = (text: string) => Temporal.PlainDate.from(text);

const scheduleOf = (stored: StoredSchedule): Schedule => ({
  id: stored.id,
  userId: stored.userId,
  locationId: stored.locationId,
  operationIds: stored.operationIds,
  blocks: stored.blocks.map((block) => ({
    weekday: block.weekday,
    start: time(block.start),
    end: time(block.end),
  })),
  repeat:
    stored.repeat === 'every-n-weeks'
      ? { kind: stored.repeat, weeks: stored.repeatWeeks ?? 0 }
      : { kind: stored.repeat },
  validFrom: date(stored.validFrom),
  validUntil: stored.validUntil === null ? null : date(stored.validUntil),
  deleted: stored.deletedAt !== null,
});

describe('the seed of the availability area', () => {
  it('gives every professional current schedules at one or two locations, every week, even, odd or every N weeks', () => {
    const today = '2026-03-02';
    for (const user of PROFESSIONALS) {
      const current = state.schedules.filter(
        (schedule) =>
          schedule.userId === user.id &&
          schedule.deletedAt === null &&
          (schedule.validUntil === null || schedule.validUntil >= today),
      );
      expect([user.username, current.length >= 1 && current.length <= 2]).toEqual([user.username, true]);
      const places = new Set(current.map((schedule) => schedule.locationId));
      expect(places.size).toBeGreaterThanOrEqual(1);
      expect(places.size).toBeLessThanOrEqual(2);
    }
    const repeats = new Set(state.schedules.map((schedule) => schedule.repeat));
    expect([...repeats].sort()).toEqual(['even-weeks', 'every-n-weeks', 'every-week', 'odd-weeks']);
    expect(state.schedules.some((schedule) => schedule.deletedAt !== null)).toBe(true);
    expect(
      state.schedules.some((schedule) => schedule.validUntil !== null && schedule.validUntil < today),
    ).toBe(true);
    expect(new Set(state.schedules.map((schedule) => schedule.locationId)).size).toBe(3);
  });

  it('holds only schedules the domain accepts, with operations their location offers, none clashing', () => {
    for (const stored of state.schedules) {
      const schedule = scheduleOf(stored);
      expect([stored.id, scheduleProblems(schedule)]).toEqual([stored.id, {}]);
      const location = state.locations.find((candidate) => candidate.id === stored.locationId);
      expect(stored.operationIds.length).toBeGreaterThan(0);
      expect(stored.operationIds.every((id) => location?.operationIds.includes(id))).toBe(true);
    }
    for (const a of state.schedules)
      for (const b of state.schedules)
        expect([a.id, b.id, firstOverlap(scheduleOf(a), scheduleOf(b))]).toEqual([a.id, b.id, null]);
  });

  it('puts its exceptions on days their schedules run, and its days off end after they start', () => {
    expect(state.timeConstraints.map((constraint) => constraint.kind).sort()).toEqual([
      'day-off',
      'day-off',
      'extra',
      'shorter',
      'shorter',
    ]);
    for (const constraint of state.timeConstraints) {
      const schedule = scheduleOf(
        state.schedules.find((candidate) => candidate.id === constraint.scheduleId)!,
      );
      const on = date(constraint.date);
      expect(
        timeConstraintProblems({
          date: on,
          kind: constraint.kind,
          start: constraint.start === null ? null : time(constraint.start),
          end: constraint.end === null ? null : time(constraint.end),
        }),
      ).toEqual({});
      if (constraint.kind === 'extra') expect(validOn(schedule, on)).toBe(true);
      else expect(blocksOn(schedule, on).length).toBeGreaterThan(0);
    }
    expect(state.personalDaysOff).toHaveLength(4);
    for (const dayOff of state.personalDaysOff) {
      expect(
        personalDayOffProblems({
          startDate: date(dayOff.startDate),
          startTime: time(dayOff.startTime),
          endDate: date(dayOff.endDate),
          endTime: time(dayOff.endTime),
          reason: dayOff.reason,
        }),
      ).toEqual({});
    }
  });

  it('has the Dutch national holidays of this year and the next, on the domain’s dates', () => {
    const expected = [2026, 2027].flatMap((year) =>
      dutchHolidays(year).map((holiday) => [holiday.kind, holiday.date.toString()]),
    );
    expect(state.nationalHolidays.map((holiday) => [holiday.kind, holiday.date])).toEqual(expected);
    expect(new Set(state.nationalHolidays.map((holiday) => holiday.id)).size).toBe(22);
    // The year follows the day of seeding.
    const later = seedState(Date.parse('2031-06-01T10:00:00Z')).nationalHolidays.map(
      (holiday) => holiday.date,
    );
    expect([later[0], later.at(-1)]).toEqual(['2031-01-01', '2032-12-26']);
  });

  it('is the same on every seed of the same day', () => {
    const again = seedState(START);
    expect({
      schedules: again.schedules,
      timeConstraints: again.timeConstraints,
      personalDaysOff: again.personalDaysOff,
      nationalHolidays: again.nationalHolidays,
      agendaUserSettings: again.agendaUserSettings,
    }).toEqual({
      schedules: state.schedules,
      timeConstraints: state.timeConstraints,
      personalDaysOff: state.personalDaysOff,
      nationalHolidays: state.nationalHolidays,
      agendaUserSettings: state.agendaUserSettings,
    });
  });
});
