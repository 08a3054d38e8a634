import type { DemoUser } from '../access/seed';
import { isMedicalUser } from '../access/users';
import type { DemoState } from '../demo-backend';
import { EVERY_N_WEEKS } from './availability-field-rules';
import type { StoredDayOff, StoredHoliday, StoredSchedule, StoredTimeConstraint } from './availability-state';

/** The availability area's records as the contract's JSON (availability-schemas.ts). */

export const timeConstraintJson = (constraint: StoredTimeConstraint) => ({
  id: constraint.id,
  scheduleId: constraint.scheduleId,
  date: constraint.date,
  kind: constraint.kind,
  start: constraint.start,
  end: constraint.end,
});

const byDate = <T extends { date: string; id: string }>(a: T, b: T) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

export const scheduleJson = (state: DemoState, schedule: StoredSchedule) => ({
  id: schedule.id,
  userId: schedule.userId,
  locationId: schedule.locationId,
  operationIds: [...schedule.operationIds],
  blocks: schedule.blocks.map((block) => ({ weekday: block.weekday, start: block.start, end: block.end })),
  repeat:
    schedule.repeat === 'every-n-weeks'
      ? { kind: schedule.repeat, weeks: schedule.repeatWeeks ?? EVERY_N_WEEKS.min }
      : { kind: schedule.repeat },
  validFrom: schedule.validFrom,
  validUntil: schedule.validUntil,
  deleted: schedule.deletedAt !== null,
  deletedAt: schedule.deletedAt,
  timeConstraints: state.timeConstraints
    .filter((constraint) => constraint.scheduleId === schedule.id)
    .sort(byDate)
    .map(timeConstraintJson),
});

export const holidayJson = (holiday: StoredHoliday) => ({
  id: holiday.id,
  date: holiday.date,
  kind: holiday.kind,
  name: holiday.name,
});

export const dayOffJson = (dayOff: StoredDayOff) => ({
  id: dayOff.id,
  userId: dayOff.userId,
  startDate: dayOff.startDate,
  startTime: dayOff.startTime,
  endDate: dayOff.endDate,
  endTime: dayOff.endTime,
  reason: dayOff.reason,
});

export const agendaUserJson = (state: DemoState, user: DemoUser) => ({
  id: user.id,
  displayName: user.displayName,
  isMedical: isMedicalUser(user),
  disallowedOperationIds: [...(state.agendaUserSettings[user.id]?.disallowedOperationIds ?? [])],
});
