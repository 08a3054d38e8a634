import { Temporal } from 'temporal-polyfill';
import type { FreeStretch, PlanningWorld } from '../../../domain/shared/slot-finder';
import { SLOT_TIME_ZONE } from '../../../domain/shared/zoned-slot';
import type { StoredAppointment } from '../agenda/agenda-state';
import { availableOn } from '../availability/availability-engine';
import type { DemoState } from '../demo-backend';
import { addDays, amsterdamDate, dayNumber, startOfAmsterdamDay } from '../platform/amsterdam-time';

/**
 * Who and what is free around a freed time, as the back office's free-slot search sees it
 * (GET v3/agenda/availabilities/*): the professional's availability for the operation less their
 * appointments, and the rooms and equipment of the locations less theirs, over the Amsterdam days the
 * freed time touches. A cancelled appointment holds nothing, as the agenda's clash rule says.
 */

interface Stretch {
  start: number;
  end: number;
}

function without(stretches: readonly Stretch[], busy: readonly Stretch[]): Stretch[] {
  let free = [...stretches];
  for (const cut of busy)
    free = free.flatMap((stretch) => {
      if (cut.end <= stretch.start || cut.start >= stretch.end) return [stretch];
      const left: Stretch[] = [];
      if (stretch.start < cut.start) left.push({ start: stretch.start, end: cut.start });
      if (cut.end < stretch.end) left.push({ start: cut.end, end: stretch.end });
      return left;
    });
  return free;
}

const zoned = (epochMs: number) =>
  Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(SLOT_TIME_ZONE);
const asStretch = (stretch: Stretch): FreeStretch => ({
  start: zoned(stretch.start),
  end: zoned(stretch.end),
});

const held = (
  appointments: readonly StoredAppointment[],
  holds: (appointment: StoredAppointment) => boolean,
) =>
  appointments
    .filter((appointment) => appointment.status !== 'cancelled' && holds(appointment))
    .map((appointment) => ({ start: Date.parse(appointment.start), end: Date.parse(appointment.end) }));

/** The moment of a wall-clock minute of an Amsterdam day (1440 is the next day's start). */
const momentOf = (date: string, minute: number): number =>
  minute >= 1440
    ? startOfAmsterdamDay(addDays(date, 1))
    : Temporal.PlainDate.from(date).toZonedDateTime({
        timeZone: SLOT_TIME_ZONE,
        plainTime: Temporal.PlainTime.from({ hour: Math.floor(minute / 60), minute: minute % 60 }),
      }).epochMilliseconds;

/** The whole Amsterdam days from the one `start` falls on to the one just before `end`. */
function daysOf(start: number, end: number): string[] {
  const first = amsterdamDate(start);
  const last = amsterdamDate(Math.max(start, end - 1));
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** Free time around [start, end) of one professional for one operation, with the locations' rooms and equipment. */
export function worldAround(
  state: DemoState,
  userId: string,
  operationId: string,
  start: number,
  end: number,
): PlanningWorld {
  const dates = daysOf(start, end);
  const period = {
    start: startOfAmsterdamDay(dates[0] ?? ''),
    end: startOfAmsterdamDay(addDays(dates.at(-1) ?? '', 1)),
  };
  const disallowed = state.agendaUserSettings[userId]?.disallowedOperationIds.includes(operationId) ?? false;
  const schedules = disallowed
    ? []
    : state.schedules.filter(
        (schedule) =>
          schedule.userId === userId &&
          schedule.deletedAt === null &&
          schedule.operationIds.includes(operationId),
      );
  const inputs = {
    schedules,
    constraints: state.timeConstraints,
    daysOff: state.personalDaysOff.filter((dayOff) => dayOff.userId === userId),
    holidayDates: new Set(state.nationalHolidays.map((holiday) => holiday.date)),
  };
  const busy = held(state.appointments, (appointment) => appointment.userId === userId);
  const free = dates.flatMap((date) =>
    availableOn(dayNumber(date), inputs).flatMap((block) =>
      without([{ start: momentOf(date, block.from), end: momentOf(date, block.to) }], busy).map(
        (stretch) => ({
          ...asStretch(stretch),
          locationId: block.locationId,
        }),
      ),
    ),
  );
  const today = amsterdamDate(start);
  const open = new Set(
    state.locations
      .filter(
        (location) =>
          location.activeFrom <= today && (location.activeUntil === null || location.activeUntil >= today),
      )
      .map((location) => location.id),
  );
  const rooms = state.rooms
    .filter((room) => room.active && open.has(room.locationId))
    .map((room) => ({
      roomId: room.id,
      locationId: room.locationId,
      free: without(
        [period],
        held(state.appointments, (appointment) => appointment.roomId === room.id),
      ).map(asStretch),
    }));
  const resources = state.resources
    .filter((resource) => resource.active && open.has(resource.locationId))
    .map((resource) => ({
      resourceId: resource.id,
      locationId: resource.locationId,
      resourceTypeId: resource.resourceTypeId,
      free: without(
        [period],
        held(state.appointments, (appointment) => appointment.resourceIds.includes(resource.id)),
      ).map(asStretch),
    }));
  return { professionals: [{ userId, free }], rooms, resources };
}
