import { Hono } from 'hono';
import { Temporal } from 'temporal-polyfill';
import { USERS } from '../access/seed';
import type { DemoState } from '../demo-backend';
import {
  addDays,
  dayNumber,
  isIsoDate,
  isoDate,
  isoMoment,
  mondayOf,
  TIME_ZONE,
} from '../platform/amsterdam-time';
import { Problems, readList } from '../platform/list-kit';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { refuseFields } from '../platform/route-kit';
import { AGENDA_USERS, MAY, mayRead, READ_ANY } from './availability-access';
import type { ComputedBlock } from './availability-engine';
import { availableOn, hhmmOf, minutesOf, offOn, plannedOn } from './availability-engine';
import { holidayJson, timeConstraintJson } from './availability-json';
import { forbidden, notFound, permitted, V3 } from './availability-kit';
import type { StoredSchedule } from './availability-state';

const PATTERN_WEEKS = { fallback: 4, max: 26 } as const;
/** The longest period the availabilities answer for. */
export const MAX_PERIOD_DAYS = 31;
const DAY_MS = 86_400_000;

/**
 * The moment of a wall-clock time on an Amsterdam date ("24:00" is the next day's start). A time the
 * clocks skip moves forward and a repeated one takes the earlier moment (Temporal's 'compatible').
 */
const momentOf = (date: string, hhmm: string): number =>
  hhmm === '24:00'
    ? momentOf(addDays(date, 1), '00:00')
    : Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: TIME_ZONE, plainTime: hhmm })
        .epochMilliseconds;

const blockJson =
  (date: string) => (block: { from: number; to: number; scheduleId: string; locationId: string }) => ({
    start: hhmmOf(block.from),
    end: hhmmOf(block.to),
    startsAt: isoMoment(momentOf(date, hhmmOf(block.from))),
    endsAt: isoMoment(momentOf(date, hhmmOf(block.to))),
    scheduleId: block.scheduleId,
    locationId: block.locationId,
  });

interface Stretch {
  start: number;
  end: number;
}

/** The stretches without the busy ones. */
function freeOf(stretches: readonly Stretch[], busy: readonly Stretch[]): Stretch[] {
  let free = [...stretches];
  for (const cut of busy) {
    free = free.flatMap((stretch) => {
      if (cut.end <= stretch.start || cut.start >= stretch.end) return [stretch];
      const left: Stretch[] = [];
      if (stretch.start < cut.start) left.push({ start: stretch.start, end: cut.start });
      if (cut.end < stretch.end) left.push({ start: cut.end, end: stretch.end });
      return left;
    });
  }
  return free;
}

const stretchJson = (stretch: Stretch) => ({ start: isoMoment(stretch.start), end: isoMoment(stretch.end) });

/** An ISO moment with an offset, as epoch milliseconds; null when it is not one. */
function momentIn(text: string | undefined): number | null {
  if (text === undefined || !/(?:Z|[+-]\d{2}:?\d{2})$/i.test(text)) return null;
  try {
    return Temporal.Instant.from(text).epochMilliseconds;
  } catch {
    return null;
  }
}

/** The period of filter[from] and filter[until]: moments, the end after the start, at most 31 days. */
function periodOf(filter: Readonly<Record<string, string>>, problems: Problems): Stretch | null {
  const start = momentIn(filter['from']);
  const end = momentIn(filter['until']);
  if (start === null)
    problems.add('filter[from]', filter['from'] === undefined ? 'required' : 'invalidMoment');
  if (end === null)
    problems.add('filter[until]', filter['until'] === undefined ? 'required' : 'invalidMoment');
  if (start === null || end === null) return null;
  if (end <= start) problems.add('filter[until]', 'periodOrder');
  else if (end - start > MAX_PERIOD_DAYS * DAY_MS)
    problems.add('filter[until]', 'periodTooLong', { max: MAX_PERIOD_DAYS });
  return { start, end };
}

/** The Amsterdam dates a period touches. */
function datesOf(period: Stretch): string[] {
  const first = Temporal.Instant.fromEpochMilliseconds(period.start)
    .toZonedDateTimeISO(TIME_ZONE)
    .toPlainDate();
  const last = Temporal.Instant.fromEpochMilliseconds(period.end - 1)
    .toZonedDateTimeISO(TIME_ZONE)
    .toPlainDate();
  const dates: string[] = [];
  for (let day = dayNumber(first.toString()); day <= dayNumber(last.toString()); day += 1)
    dates.push(isoDate(day));
  return dates;
}

const holidayDates = (state: DemoState) => new Set(state.nationalHolidays.map((holiday) => holiday.date));

/**
 * A person's free time in the period: their availability, less their appointments, within the period.
 * A cancelled appointment takes no time: its time is free again (as for the rooms and equipment).
 */
function freeTimeOf(
  state: DemoState,
  userId: string,
  schedules: readonly StoredSchedule[],
  period: Stretch,
): (Stretch & { scheduleId: string; locationId: string })[] {
  const inputs = {
    schedules,
    constraints: state.timeConstraints,
    daysOff: state.personalDaysOff.filter((dayOff) => dayOff.userId === userId),
    holidayDates: holidayDates(state),
  };
  const busy = state.appointments
    .filter((appointment) => appointment.userId === userId && appointment.status !== 'cancelled')
    .map((appointment) => ({ start: Date.parse(appointment.start), end: Date.parse(appointment.end) }));
  return datesOf(period).flatMap((date) =>
    availableOn(dayNumber(date), inputs).flatMap((block: ComputedBlock) => {
      const stretch = {
        start: Math.max(momentOf(date, hhmmOf(block.from)), period.start),
        end: Math.min(momentOf(date, hhmmOf(block.to)), period.end),
      };
      if (stretch.end <= stretch.start) return [];
      return freeOf([stretch], busy).map((free) => ({
        ...free,
        scheduleId: block.scheduleId,
        locationId: block.locationId,
      }));
    }),
  );
}

/** When a location is active, as a stretch of moments (its first day's start to the end of its last). */
const activeStretch = (location: { activeFrom: string; activeUntil: string | null }): Stretch => ({
  start: momentOf(location.activeFrom, '00:00'),
  end:
    location.activeUntil === null
      ? Number.MAX_SAFE_INTEGER
      : momentOf(addDays(location.activeUntil, 1), '00:00'),
});

/**
 * Computed availability: a person's pattern over weeks (GET v2/agenda/{id}/availability-patterns) and
 * who and what is free in a period (GET v3/agenda/availabilities/agenda-users, /rooms, /resources).
 */
export function availabilityRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  routes.get('/api/external/v2/agenda/:id/availability-patterns', (c) => {
    const access = permitted(c, READ_ANY);
    if ('refusal' in access) return access.refusal;
    const userId = c.req.param('id');
    if (!USERS.some((user) => user.id === userId)) return notFound(c);
    if (!mayRead(access.user, userId)) return forbidden(c);
    const problems = new Problems(c);
    const list = readList(c, { filters: ['date', 'weeks', 'schedule'], sorts: [] }, problems);
    const { date, weeks: weeksText, schedule: scheduleId } = list.filter;
    if (date === undefined) problems.add('filter[date]', 'required');
    else if (!isIsoDate(date)) problems.add('filter[date]', 'invalidDate');
    const weeks = weeksText === undefined ? PATTERN_WEEKS.fallback : Number(weeksText);
    if (!/^\d{1,2}$/.test(weeksText ?? '4') || weeks < 1 || weeks > PATTERN_WEEKS.max)
      problems.add('filter[weeks]', 'invalidFilter', { value: weeksText ?? '' });
    const { state } = store;
    const chosen =
      scheduleId === undefined ? null : state.schedules.find((schedule) => schedule.id === scheduleId);
    if (scheduleId !== undefined && (!chosen || chosen.userId !== userId))
      problems.add('filter[schedule]', 'invalidFilter', { value: scheduleId });
    if (problems.any || date === undefined) return refuseFields(c, problems.errors);
    // One schedule as it would be when restored, or every schedule of the person in force.
    const schedules = chosen
      ? [{ ...chosen, deletedAt: null }]
      : state.schedules.filter((schedule) => schedule.userId === userId && schedule.deletedAt === null);
    const ids = new Set(schedules.map((schedule) => schedule.id));
    const constraints = state.timeConstraints.filter((constraint) => ids.has(constraint.scheduleId));
    const daysOff = state.personalDaysOff.filter((dayOff) => dayOff.userId === userId);
    const inputs = { schedules, constraints, daysOff, holidayDates: holidayDates(state) };
    const from = mondayOf(date);
    const days = Array.from({ length: weeks * 7 }, (_, index) => {
      const on = addDays(from, index);
      const day = dayNumber(on);
      const planned = schedules
        .flatMap((schedule) =>
          plannedOn(schedule, day).map((block) => ({
            from: minutesOf(block.start),
            to: minutesOf(block.end),
            scheduleId: schedule.id,
            locationId: schedule.locationId,
          })),
        )
        .sort((a, b) => a.from - b.from);
      const holiday = state.nationalHolidays.find((candidate) => candidate.date === on) ?? null;
      return {
        date: on,
        planned: planned.map(blockJson(on)),
        available: availableOn(day, inputs).map(blockJson(on)),
        holiday: holiday ? holidayJson(holiday) : null,
        personalDaysOff: daysOff.flatMap((dayOff) => {
          const part = offOn(dayOff, day);
          return part
            ? [{ id: dayOff.id, start: hhmmOf(part.from), end: hhmmOf(part.to), reason: dayOff.reason }]
            : [];
        }),
        timeConstraints: constraints
          .filter((constraint) => constraint.date === on)
          .sort((a, b) => a.id.localeCompare(b.id))
          .map(timeConstraintJson),
      };
    });
    return c.json({ data: { userId, from, until: addDays(from, weeks * 7 - 1), days } });
  });

  routes.get(`${V3}/agenda/availabilities/agenda-users`, (c) => {
    const access = permitted(c, MAY.findFree);
    if ('refusal' in access) return access.refusal;
    const problems = new Problems(c);
    const list = readList(
      c,
      { filters: ['from', 'until', 'location', 'operation', 'user'], sorts: [] },
      problems,
    );
    const period = periodOf(list.filter, problems);
    const { state } = store;
    const { location, operation, user: userFilter } = list.filter;
    if (location !== undefined && !state.locations.some((candidate) => candidate.id === location))
      problems.add('filter[location]', 'unknownLocation');
    if (operation !== undefined && !state.operations.some((candidate) => candidate.id === operation))
      problems.add('filter[operation]', 'unknownOperations');
    const wanted = userFilter?.split(',').filter((id) => id !== '') ?? [];
    if (wanted.some((id) => !AGENDA_USERS.some((user) => user.id === id)))
      problems.add('filter[user]', 'unknownUser');
    if (problems.any || !period) return refuseFields(c, problems.errors);
    const people = AGENDA_USERS.filter(
      (user) =>
        (wanted.length === 0 || wanted.includes(user.id)) &&
        (operation === undefined ||
          !state.agendaUserSettings[user.id]?.disallowedOperationIds.includes(operation)),
    );
    const data = people
      .map((user) => {
        const schedules = state.schedules.filter(
          (schedule) =>
            schedule.userId === user.id &&
            schedule.deletedAt === null &&
            (location === undefined || schedule.locationId === location) &&
            (operation === undefined || schedule.operationIds.includes(operation)),
        );
        const free = freeTimeOf(state, user.id, schedules, period).map((stretch) => ({
          ...stretchJson(stretch),
          locationId: stretch.locationId,
          scheduleId: stretch.scheduleId,
        }));
        return { userId: user.id, displayName: user.displayName, free };
      })
      .filter((entry) => entry.free.length > 0)
      .sort((a, b) => a.displayName.localeCompare(b.displayName, 'nl'));
    return c.json({ data });
  });

  /** The places of one kind (rooms or resources) with their free time in the period. */
  const places = (c: Ctx, kind: 'rooms' | 'resources') => {
    const access = permitted(c, kind === 'rooms' ? MAY.findFreeRooms : MAY.findFree);
    if ('refusal' in access) return access.refusal;
    const problems = new Problems(c);
    const list = readList(c, { filters: ['from', 'until', 'location', 'resourceType'], sorts: [] }, problems);
    const period = periodOf(list.filter, problems);
    const { state } = store;
    const { location, resourceType } = list.filter;
    if (location !== undefined && !state.locations.some((candidate) => candidate.id === location))
      problems.add('filter[location]', 'unknownLocation');
    if (resourceType !== undefined && !state.resourceTypes.some((candidate) => candidate.id === resourceType))
      problems.add('filter[resourceType]', 'unknownResourceType');
    if (problems.any || !period) return refuseFields(c, problems.errors);
    const placed = state.appointments
      .filter((appointment) => appointment.status !== 'cancelled')
      .map((placement) => ({
        placement,
        stretch: { start: Date.parse(placement.start), end: Date.parse(placement.end) },
      }));
    const locationOrder = new Map(state.locations.map((candidate, index) => [candidate.id, index]));
    const within = (locationId: string): Stretch | null => {
      const found = state.locations.find((candidate) => candidate.id === locationId);
      if (!found) return null;
      const active = activeStretch(found);
      const stretch = { start: Math.max(active.start, period.start), end: Math.min(active.end, period.end) };
      return stretch.end > stretch.start ? stretch : null;
    };
    const order = <T extends { locationId: string; name: string }>(a: T, b: T) =>
      (locationOrder.get(a.locationId) ?? 0) - (locationOrder.get(b.locationId) ?? 0) ||
      a.name.localeCompare(b.name, 'nl');
    if (kind === 'rooms') {
      const data = state.rooms
        .filter(
          (room) =>
            room.active &&
            (location === undefined || room.locationId === location) &&
            (resourceType === undefined || room.resourceTypeIds.includes(resourceType)),
        )
        .sort(order)
        .flatMap((room) => {
          const open = within(room.locationId);
          if (!open) return [];
          const busy = placed
            .filter((entry) => entry.placement.roomId === room.id)
            .map((entry) => entry.stretch);
          const free = freeOf([open], busy);
          return free.length > 0
            ? [{ roomId: room.id, locationId: room.locationId, name: room.name, free: free.map(stretchJson) }]
            : [];
        });
      return c.json({ data });
    }
    const data = state.resources
      .filter(
        (resource) =>
          resource.active &&
          (location === undefined || resource.locationId === location) &&
          (resourceType === undefined || resource.resourceTypeId === resourceType),
      )
      .sort(order)
      .flatMap((resource) => {
        const open = within(resource.locationId);
        if (!open) return [];
        const busy = placed
          .filter((entry) => entry.placement.resourceIds.includes(resource.id))
          .map((entry) => entry.stretch);
        const free = freeOf([open], busy);
        return free.length > 0
          ? [
              {
                resourceId: resource.id,
                locationId: resource.locationId,
                resourceTypeId: resource.resourceTypeId,
                name: resource.name,
                free: free.map(stretchJson),
              },
            ]
          : [];
      });
    return c.json({ data });
  };

  routes.get(`${V3}/agenda/availabilities/rooms`, (c) => places(c, 'rooms'));
  routes.get(`${V3}/agenda/availabilities/resources`, (c) => places(c, 'resources'));

  return routes;
}
