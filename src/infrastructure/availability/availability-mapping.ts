import { Temporal } from 'temporal-polyfill';
import type * as v from 'valibot';
import type { AgendaUser } from '../../domain/availability/agenda-user';
import type { AvailableBlock, PersonalDayOff, TimeConstraint } from '../../domain/availability/availability';
import type { NationalHoliday } from '../../domain/availability/national-holiday';
import type { WeekRepeat } from '../../domain/availability/schedule';
import { SLOT_TIME_ZONE } from '../../domain/shared/zoned-slot';
import type { AvailabilityPattern, FreeStretch } from '../../application/availability/availability-gateway';
import type { PersonalDayOffInput } from '../../application/availability/personal-days-off-gateway';
import type {
  ScheduleInput,
  ScheduleRecord,
  TimeConstraintInput,
} from '../../application/availability/schedule-gateway';
import type {
  AgendaUserSchema,
  AvailabilityBlockSchema,
  AvailabilityPatternSchema,
  NationalHolidaySchema,
  PersonalDayOffBody,
  PersonalDayOffSchema,
  ScheduleBody,
  ScheduleSchema,
  TimeConstraintBody,
  TimeConstraintSchema,
} from './availability-schemas';

/** The contract's JSON as domain values, and the domain's inputs as the contract's bodies. */

const date = (text: string) => Temporal.PlainDate.from(text);

/** "HH:MM" as a wall-clock time. */
export const wallClock = (text: string): Temporal.PlainTime => Temporal.PlainTime.from(text);

/** A wall-clock time as "HH:MM" (seconds are not part of the contract). */
export const hhmm = (time: Temporal.PlainTime): string =>
  `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;

const amsterdam = (moment: string): Temporal.ZonedDateTime =>
  Temporal.Instant.from(moment).toZonedDateTimeISO(SLOT_TIME_ZONE);

/** A moment as the contract writes it: UTC, as the back office does. */
export const momentText = (moment: Temporal.ZonedDateTime): string => moment.toInstant().toString();

export const timeConstraintOf = (raw: v.InferOutput<typeof TimeConstraintSchema>): TimeConstraint => ({
  id: raw.id,
  scheduleId: raw.scheduleId,
  date: date(raw.date),
  kind: raw.kind,
  start: raw.start === null ? null : wallClock(raw.start),
  end: raw.end === null ? null : wallClock(raw.end),
});

const repeatOf = (raw: v.InferOutput<typeof ScheduleSchema>['repeat']): WeekRepeat =>
  raw.kind === 'every-n-weeks' ? { kind: raw.kind, weeks: raw.weeks } : { kind: raw.kind };

export const scheduleRecordOf = (raw: v.InferOutput<typeof ScheduleSchema>): ScheduleRecord => ({
  schedule: {
    id: raw.id,
    userId: raw.userId,
    locationId: raw.locationId,
    operationIds: [...raw.operationIds],
    blocks: raw.blocks.map((block) => ({
      weekday: block.weekday,
      start: wallClock(block.start),
      end: wallClock(block.end),
    })),
    repeat: repeatOf(raw.repeat),
    validFrom: date(raw.validFrom),
    validUntil: raw.validUntil === null ? null : date(raw.validUntil),
    deleted: raw.deleted,
  },
  timeConstraints: raw.timeConstraints.map(timeConstraintOf),
  deletedAt: raw.deletedAt === null ? null : Temporal.Instant.from(raw.deletedAt),
});

export const scheduleBodyOf = (input: ScheduleInput, id?: string): ScheduleBody => ({
  ...(id === undefined ? {} : { id }),
  userId: input.userId,
  locationId: input.locationId,
  operationIds: [...input.operationIds],
  blocks: input.blocks.map((block) => ({
    weekday: block.weekday,
    start: hhmm(block.start),
    end: hhmm(block.end),
  })),
  repeat: input.repeat.kind === 'every-n-weeks' ? { ...input.repeat } : { kind: input.repeat.kind },
  validFrom: input.validFrom.toString(),
  validUntil: input.validUntil?.toString() ?? null,
});

export const timeConstraintBodyOf = (input: TimeConstraintInput): TimeConstraintBody => ({
  date: input.date.toString(),
  kind: input.kind,
  start: input.kind === 'day-off' || input.start === null ? null : hhmm(input.start),
  end: input.kind === 'day-off' || input.end === null ? null : hhmm(input.end),
});

export const holidayOf = (raw: v.InferOutput<typeof NationalHolidaySchema>): NationalHoliday => ({
  id: raw.id,
  date: date(raw.date),
  kind: raw.kind,
  name: raw.name,
});

export const dayOffOf = (raw: v.InferOutput<typeof PersonalDayOffSchema>): PersonalDayOff => ({
  id: raw.id,
  userId: raw.userId,
  start: date(raw.startDate).toPlainDateTime(wallClock(raw.startTime)),
  end: date(raw.endDate).toPlainDateTime(wallClock(raw.endTime)),
  reason: raw.reason,
});

export const dayOffBodyOf = (input: PersonalDayOffInput, withUser: boolean): PersonalDayOffBody => ({
  ...(withUser ? { userId: input.userId } : {}),
  startDate: input.start.toPlainDate().toString(),
  startTime: hhmm(input.start.toPlainTime()),
  endDate: input.end.toPlainDate().toString(),
  endTime: hhmm(input.end.toPlainTime()),
  reason: input.reason,
});

export const agendaUserOf = (raw: v.InferOutput<typeof AgendaUserSchema>): AgendaUser => ({
  id: raw.id,
  displayName: raw.displayName,
  isMedical: raw.isMedical,
  disallowedOperationIds: [...raw.disallowedOperationIds],
});

const blockOf =
  (on: Temporal.PlainDate) =>
  (raw: v.InferOutput<typeof AvailabilityBlockSchema>): AvailableBlock => ({
    date: on,
    start: wallClock(raw.start),
    end: wallClock(raw.end),
    scheduleId: raw.scheduleId,
    locationId: raw.locationId,
  });

export const patternOf = (
  raw: v.InferOutput<typeof AvailabilityPatternSchema>['data'],
): AvailabilityPattern => ({
  userId: raw.userId,
  from: date(raw.from),
  until: date(raw.until),
  days: raw.days.map((day) => {
    const on = date(day.date);
    return {
      date: on,
      planned: day.planned.map(blockOf(on)),
      available: day.available.map(blockOf(on)),
      holiday: day.holiday === null ? null : holidayOf(day.holiday),
      daysOff: day.personalDaysOff.map((part) => ({
        dayOffId: part.id,
        start: wallClock(part.start),
        end: part.end === '24:00' ? null : wallClock(part.end),
        reason: part.reason,
      })),
      timeConstraints: day.timeConstraints.map(timeConstraintOf),
    };
  }),
});

export const freeOf = (raw: { start: string; end: string }): FreeStretch => ({
  start: amsterdam(raw.start),
  end: amsterdam(raw.end),
});
