import { Temporal } from 'temporal-polyfill';
import { SLOT_TIME_ZONE } from '../../../domain/shared/zoned-slot';
import { EMPLOYEES, USERS } from '../access/seed';
import type { StoredAppointment } from '../agenda/agenda-state';
import type { DemoState } from '../demo-backend';
import { addDays, amsterdamDate, isoMoment } from '../platform/amsterdam-time';
import { slotFor } from './waitlist-rules';
import type { StoredWaitingEntry, WaitlistState } from './waitlist-state';

const DAY_MS = 86_400_000;
/** How many waiting employees the seed holds, each fitting one appointment of the agenda once it frees. */
const SEEDED = 4;

const planner = USERS.find((user) => user.username === 'planner');

/** Whether the appointment's time, once freed, would fit `entry` (the agenda without it). */
function fitsWhenFreed(
  state: DemoState,
  appointment: StoredAppointment,
  entry: StoredWaitingEntry,
  now: number,
) {
  const without = {
    ...state,
    appointments: state.appointments.filter((other) => other.id !== appointment.id),
  };
  const freed = {
    userId: appointment.userId,
    start: Temporal.Instant.from(appointment.start).toZonedDateTimeISO(SLOT_TIME_ZONE),
    end: Temporal.Instant.from(appointment.end).toZonedDateTimeISO(SLOT_TIME_ZONE),
  };
  return slotFor(without, entry, freed, now) !== null;
}

/**
 * A few employees waiting for an earlier time, each for the operation of an appointment in the next
 * weeks, with its professional and location and a latest date a week after it: cancel that
 * appointment and its time is offered to them. One waits for a medical operation, which only medical
 * readers see by name. Chosen in the agenda's order, so the same seed waits the same.
 */
export function seedWaitlist(seedTime: number, earlier: Partial<DemoState>): WaitlistState {
  const state = earlier as DemoState;
  const from = seedTime + 2 * DAY_MS;
  const until = seedTime + 21 * DAY_MS;
  const booked = new Set(
    state.appointments.flatMap((appointment) => (appointment.employeeId ? [appointment.employeeId] : [])),
  );
  const waiting = EMPLOYEES.filter((employee) => !booked.has(employee.id));
  const candidates = state.appointments
    .filter((appointment) => {
      const start = Date.parse(appointment.start);
      return (
        appointment.status === 'planned' &&
        appointment.seriesId === null &&
        appointment.operationId !== null &&
        appointment.employeeId !== null &&
        start >= from &&
        start <= until
      );
    })
    .sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
  const entries: StoredWaitingEntry[] = [];
  const used = new Set<string>();
  // Each on a day of its own, so their latest dates differ and the order they are offered in shows.
  const days = new Set<string>();
  let medical = 0;
  for (const appointment of candidates) {
    if (entries.length >= SEEDED) break;
    const operation = state.operations.find((candidate) => candidate.id === appointment.operationId);
    const day = amsterdamDate(Date.parse(appointment.start));
    if (!operation || used.has(appointment.userId) || days.has(day)) continue;
    // One medical among them, the rest what every planner reads by name.
    if (operation.medical && medical >= 1) continue;
    if (!operation.medical && entries.length - medical >= SEEDED - 1) continue;
    const employee = waiting[entries.length];
    if (!employee) break;
    const entry: StoredWaitingEntry = {
      id: String(entries.length + 1),
      employeeId: employee.id,
      operationId: operation.id,
      channel: appointment.channel,
      locationIds: appointment.locationId ? [appointment.locationId] : [],
      userIds: [appointment.userId],
      latestDate: addDays(day, 7),
      purpose: 'appointment',
      addedAt: isoMoment(seedTime - (SEEDED - entries.length) * DAY_MS),
      addedById: planner?.id ?? '',
      addedByName: planner?.displayName ?? '',
    };
    if (!fitsWhenFreed(state, appointment, entry, seedTime)) continue;
    used.add(appointment.userId);
    days.add(day);
    if (operation.medical) medical += 1;
    entries.push(entry);
  }
  return { waitlist: entries, lastWaitlistId: entries.length, waitlistCursor: state.lastAgendaChange ?? 0 };
}
