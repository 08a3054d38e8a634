import type { DemoUser } from '../access/seed';
import { availableOn } from '../availability/availability-engine';
import type { AvailabilityState } from '../availability/availability-state';
import type { LocationsState, StoredOperation } from '../locations/locations-state';
import {
  addDays,
  amsterdamDate,
  amsterdamMoment,
  dayNumber,
  isoDate,
  isoWeekday,
} from '../platform/amsterdam-time';
import type { SeededRandom } from '../platform/seeded-random';
import { seededRandom } from '../platform/seeded-random';
import { PROFESSIONALS } from '../tasks/case-scope';
import type { StoredDossier } from '../tasks/case-seed';
import type {
  AgendaState,
  StoredAppointment,
  StoredChannel,
  StoredSeries,
  StoredStatus,
} from './agenda-state';

/**
 * A realistic agenda as of the day of seeding: every professional's appointments from four weeks back
 * to eight weeks ahead, inside their availability (schedules, exceptions, days off and holidays), each
 * of an operation their schedule allows there, with a free room and the equipment it needs booked
 * with it, about the employees of the open dossiers. A few weekly series started before the
 * late-October change of clocks run on across it. Past appointments are mostly completed (some no-show
 * or cancelled), today's arrived or confirmed, later ones planned or confirmed. Nothing is double-booked.
 */

export type AgendaNeeds = {
  readonly dossiers: readonly StoredDossier[];
} & Pick<LocationsState, 'operations' | 'rooms' | 'resources' | 'locations'> &
  Pick<AvailabilityState, 'schedules' | 'timeConstraints' | 'personalDaysOff' | 'nationalHolidays'>;

const FIRST_APPOINTMENT_ID = 500_001;
const WEEKS_BACK = 4;
const WEEKS_AHEAD = 8;
const SERIES_WEEKS_BACK = 8;

interface Span {
  readonly start: number;
  readonly end: number;
}

/** Who or what is booked when, so the seed never double-books. */
class Bookings {
  private readonly busy = new Map<string, Span[]>();
  free(key: string, span: Span): boolean {
    return !(this.busy.get(key) ?? []).some((other) => other.start < span.end && span.start < other.end);
  }
  book(key: string, span: Span): void {
    this.busy.set(key, [...(this.busy.get(key) ?? []), span]);
  }
}

const seats = (operation: StoredOperation): number =>
  operation.code === 'CASUS' ? 6 : operation.code === 'DRIE' ? 3 : 2;

function statusFor(
  random: SeededRandom,
  day: number,
  today: number,
  startMs: number,
  now: number,
): StoredStatus {
  if (day < today)
    return random.weighted<StoredStatus>([
      ['completed', 85],
      ['no_show', 6],
      ['cancelled', 9],
    ]);
  if (day === today) {
    if (startMs + 60 * 60_000 < now)
      return random.weighted<StoredStatus>([
        ['completed', 8],
        ['no_show', 1],
      ]);
    if (startMs < now) return 'arrived';
    return random.weighted<StoredStatus>([
      ['confirmed', 3],
      ['planned', 1],
    ]);
  }
  return random.weighted<StoredStatus>([
    ['planned', 60],
    ['confirmed', 35],
    ['cancelled', 5],
  ]);
}

function channelFor(random: SeededRandom, operation: StoredOperation): StoredChannel {
  if (operation.code === 'SPR-CM')
    return random.weighted<StoredChannel>([
      ['on_site', 6],
      ['phone', 3],
      ['video', 1],
    ]);
  if (operation.code === 'SPR-BA')
    return random.weighted<StoredChannel>([
      ['on_site', 8],
      ['phone', 1],
      ['video', 1],
    ]);
  return 'on_site';
}

/** The agenda as of `seedTime`, with a fixed seed of its own (the same day gives the same agenda). */
export function seedAgenda(seedTime: number, needs: AgendaNeeds): AgendaState {
  const random = seededRandom(0xa6e1_2026);
  const today = dayNumber(amsterdamDate(seedTime));
  const bookings = new Bookings();
  const appointments: StoredAppointment[] = [];
  const series: StoredSeries[] = [];
  const holidayDates = new Set(needs.nationalHolidays.map((holiday) => holiday.date));
  const openCases = needs.dossiers.filter((dossier) => dossier.status === 'open');
  const createdAt = new Date(seedTime - 90 * 86_400_000).toISOString();
  const operationOf = (id: string) => needs.operations.find((operation) => operation.id === id) ?? null;

  /** Books the operation at the minute for the user, with a room and the equipment it needs; false when it cannot. */
  const place = (
    user: DemoUser,
    day: number,
    minute: number,
    operation: StoredOperation,
    locationId: string,
    extra: { seriesId?: string; status?: StoredStatus } = {},
  ): boolean => {
    const date = isoDate(day);
    const start = amsterdamMoment(date, minute);
    const end = amsterdamMoment(date, minute + operation.durationMinutes);
    const span = { start: Date.parse(start), end: Date.parse(end) };
    if (!bookings.free(user.id, span)) return false;
    const channel = channelFor(random, operation);
    let roomId: string | null = null;
    const resourceIds: string[] = [];
    if (channel === 'on_site' && operation.needsRoom) {
      const needed = operation.resourceTypeIds;
      const room = needs.rooms
        .filter(
          (candidate) =>
            candidate.locationId === locationId &&
            candidate.active &&
            candidate.capacity >= seats(operation) &&
            bookings.free(candidate.id, span),
        )
        .sort(
          (a, b) =>
            needed.filter((type) => b.resourceTypeIds.includes(type)).length -
              needed.filter((type) => a.resourceTypeIds.includes(type)).length || a.capacity - b.capacity,
        )[0];
      if (!room) return false;
      roomId = room.id;
      for (const type of needed) {
        if (room.resourceTypeIds.includes(type)) continue;
        const free = needs.resources.find(
          (candidate) =>
            candidate.locationId === locationId &&
            candidate.resourceTypeId === type &&
            candidate.active &&
            bookings.free(candidate.id, span),
        );
        if (!free) return false;
        resourceIds.push(free.id);
      }
    }
    bookings.book(user.id, span);
    if (roomId) bookings.book(roomId, span);
    for (const resourceId of resourceIds) bookings.book(resourceId, span);
    const withEmployee = operation.code !== 'CASUS';
    const own = openCases.filter((dossier) => dossier.ownerId === user.id);
    const dossier =
      withEmployee && openCases.length > 0 ? random.pick(own.length > 0 ? own : openCases) : null;
    appointments.push({
      version: 1,
      id: String(FIRST_APPOINTMENT_ID + appointments.length),
      userId: user.id,
      start,
      end,
      operationId: operation.id,
      title: operation.nameNl,
      employeeId: dossier?.employeeId ?? null,
      locationId: channel === 'on_site' ? locationId : null,
      roomId,
      resourceIds,
      channel,
      note:
        withEmployee && random.chance(0.2)
          ? 'Werkhervatting bespreken; belastbaarheid opnieuw bekijken.'
          : null,
      status: extra.status ?? statusFor(random, day, today, span.start, seedTime),
      seriesId: extra.seriesId ?? null,
      createdAt,
      updatedAt: createdAt,
    });
    return true;
  };

  const inputsOf = (user: DemoUser) => {
    const schedules = needs.schedules.filter(
      (schedule) => schedule.userId === user.id && schedule.deletedAt === null,
    );
    const ids = new Set(schedules.map((schedule) => schedule.id));
    return {
      schedules,
      constraints: needs.timeConstraints.filter((constraint) => ids.has(constraint.scheduleId)),
      daysOff: needs.personalDaysOff.filter((dayOff) => dayOff.userId === user.id),
      holidayDates,
    };
  };

  // The series first, so the rest of the agenda is planned around them: the first three professionals
  // meet weekly for case review, from eight weeks back (across the late-October change) to eight ahead.
  for (const [index, user] of PROFESSIONALS.slice(0, 3).entries()) {
    const inputs = inputsOf(user);
    const casus = needs.operations.find((operation) => operation.code === 'CASUS');
    if (!casus) break;
    const firstDay = today - SERIES_WEEKS_BACK * 7;
    // The weekday and time of the user's first block of the week the series starts.
    let chosen: { weekday: number; minute: number; locationId: string } | null = null;
    for (let day = firstDay; day < firstDay + 7 && !chosen; day += 1) {
      const block = availableOn(day, inputs).find(
        (candidate) => candidate.to - candidate.from >= casus.durationMinutes,
      );
      if (block) chosen = { weekday: isoWeekday(day), minute: block.from, locationId: block.locationId };
    }
    if (!chosen) continue;
    const start = firstDay + ((chosen.weekday - isoWeekday(firstDay) + 7) % 7);
    const last = today + WEEKS_AHEAD * 7;
    const id = `s0000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
    series.push({
      id,
      userId: user.id,
      frequency: 'weekly',
      interval: 1,
      weekdays: [chosen.weekday],
      firstDate: isoDate(start),
      startTime: minuteText(chosen.minute),
      endTime: minuteText(chosen.minute + casus.durationMinutes),
      untilDate: isoDate(last),
      count: null,
    });
    for (let day = start; day <= last; day += 7) {
      const fits = availableOn(day, inputs).some(
        (block) => block.from <= chosen.minute && chosen.minute + casus.durationMinutes <= block.to,
      );
      if (fits) place(user, day, chosen.minute, casus, chosen.locationId, { seriesId: id });
    }
  }

  for (const user of PROFESSIONALS) {
    const inputs = inputsOf(user);
    for (let day = today - WEEKS_BACK * 7; day <= today + WEEKS_AHEAD * 7; day += 1) {
      for (const block of availableOn(day, inputs)) {
        const schedule = inputs.schedules.find((candidate) => candidate.id === block.scheduleId);
        const offered = (schedule?.operationIds ?? [])
          .map(operationOf)
          .filter(
            (operation): operation is StoredOperation => operation !== null && operation.code !== 'CASUS',
          );
        if (offered.length === 0) continue;
        let minute = block.from + random.pick([0, 0, 15, 30]);
        while (minute < block.to) {
          const operation = random.pick(offered);
          if (minute + operation.durationMinutes > block.to) break;
          if (random.chance(0.75)) place(user, day, minute, operation, block.locationId);
          minute += operation.durationMinutes + random.pick([0, 0, 15, 15, 30]);
        }
      }
    }
  }
  appointments.sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.userId.localeCompare(b.userId));
  // Ids in the order of time, so a list by id reads like the agenda.
  const renumbered = appointments.map((appointment, index) => ({
    ...appointment,
    id: String(FIRST_APPOINTMENT_ID + index),
  }));
  return {
    appointments: renumbered,
    series,
    lastAppointmentId: FIRST_APPOINTMENT_ID + renumbered.length - 1,
    agendaChanges: [],
    lastAgendaChange: 0,
    reminders: [],
    reminderCursor: 0,
    reminderOverrides: [],
    calendarFeeds: [],
  };
}

const minuteText = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** For tests: the first and last day the seed plans, as ISO dates. */
export const seededPeriod = (seedTime: number): { from: string; until: string } => {
  const today = amsterdamDate(seedTime);
  return { from: addDays(today, -WEEKS_BACK * 7), until: addDays(today, WEEKS_AHEAD * 7) };
};
