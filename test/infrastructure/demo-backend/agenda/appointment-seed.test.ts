import { describe, expect, it } from 'vitest';
import { availableOn } from '../../../../src/infrastructure/demo-backend/availability/availability-engine';
import { dayNumber } from '../../../../src/infrastructure/demo-backend/platform/amsterdam-time';
import { seedState } from '../../../../src/infrastructure/demo-backend/demo-backend';
import { PROFESSIONALS } from '../../../../src/infrastructure/demo-backend/tasks/case-scope';
import { START } from '../demo-client';

const state = seedState(START);
/** Minutes since midnight and the date of a moment, in Amsterdam. */
const local = (iso: string) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    minute: Number(get('hour')) * 60 + Number(get('minute')),
  };
};

describe('the agenda seed of the demo backend', () => {
  it('is the same every time for the same day', () => {
    expect(seedState(START).appointments).toEqual(state.appointments);
  });

  it('gives every professional appointments from four weeks back to eight ahead, in every status', () => {
    expect(new Set(state.appointments.map((appointment) => appointment.userId))).toEqual(
      new Set(PROFESSIONALS.map((user) => user.id)),
    );
    const days = state.appointments.map((appointment) => dayNumber(local(appointment.start).date));
    const today = dayNumber(local(new Date(START).toISOString()).date);
    expect(Math.min(...days)).toBeLessThanOrEqual(today - 27);
    expect(Math.max(...days)).toBeGreaterThanOrEqual(today + 50);
    expect(new Set(state.appointments.map((appointment) => appointment.status))).toEqual(
      new Set(['planned', 'confirmed', 'arrived', 'completed', 'no_show', 'cancelled']),
    );
  });

  it('plans every appointment inside its professional’s availability', () => {
    const holidayDates = new Set(state.nationalHolidays.map((holiday) => holiday.date));
    for (const user of PROFESSIONALS) {
      const schedules = state.schedules.filter(
        (schedule) => schedule.userId === user.id && schedule.deletedAt === null,
      );
      const ids = new Set(schedules.map((schedule) => schedule.id));
      const inputs = {
        schedules,
        constraints: state.timeConstraints.filter((constraint) => ids.has(constraint.scheduleId)),
        daysOff: state.personalDaysOff.filter((dayOff) => dayOff.userId === user.id),
        holidayDates,
      };
      for (const appointment of state.appointments.filter((candidate) => candidate.userId === user.id)) {
        const start = local(appointment.start);
        const end = local(appointment.end);
        const blocks = availableOn(dayNumber(start.date), inputs);
        expect(
          blocks.some((block) => block.from <= start.minute && end.minute <= block.to),
          `${appointment.id} ${appointment.start}`,
        ).toBe(true);
      }
    }
  });

  it('never books a professional, a room or a resource twice at once', () => {
    const spans = new Map<string, { start: number; end: number }[]>();
    for (const appointment of state.appointments) {
      if (appointment.status === 'cancelled') continue;
      const span = { start: Date.parse(appointment.start), end: Date.parse(appointment.end) };
      for (const key of [appointment.userId, appointment.roomId, ...appointment.resourceIds]) {
        if (!key) continue;
        const taken = spans.get(key) ?? [];
        expect(taken.some((other) => other.start < span.end && span.start < other.end)).toBe(false);
        spans.set(key, [...taken, span]);
      }
      const room = state.rooms.find((candidate) => candidate.id === appointment.roomId);
      if (room) expect(room.locationId).toBe(appointment.locationId);
    }
  });

  it('has weekly series that keep their wall-clock time across the change of clocks', () => {
    expect(state.series.length).toBeGreaterThan(0);
    for (const series of state.series) {
      const members = state.appointments.filter((appointment) => appointment.seriesId === series.id);
      expect(members.length).toBeGreaterThan(4);
      const offsets = new Set(members.map((member) => new Date(member.start).getTimezoneOffset()));
      expect(offsets.size).toBeGreaterThan(0);
      for (const member of members)
        expect(local(member.start).minute).toBe(
          Number(series.startTime.slice(0, 2)) * 60 + Number(series.startTime.slice(3, 5)),
        );
    }
  });
});
