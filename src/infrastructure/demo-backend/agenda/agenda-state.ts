import type { StoredReminder } from './appointment-reminder-service';
import type { StoredAgendaChange } from './agenda-changes';

/**
 * The agenda's part of the state: appointments as the back office's table holds them (moments as ISO
 * timestamps in UTC, the people, place and things each one occupies), the recurring series they may
 * belong to. Their history (GET v3/agenda/appointment-logs) is the back office's one audit log, kept
 * in the locations area's part. The routes shape the contract's JSON
 * (src/infrastructure/agenda/appointment-schemas.ts).
 */

export const STORED_STATUSES = [
  'planned',
  'confirmed',
  'arrived',
  'completed',
  'no_show',
  'cancelled',
] as const;
export type StoredStatus = (typeof STORED_STATUSES)[number];

export const STORED_CHANNELS = ['on_site', 'phone', 'video'] as const;
export type StoredChannel = (typeof STORED_CHANNELS)[number];

export interface StoredAppointment {
  id: string;
  /** The professional whose agenda holds it. */
  userId: string;
  start: string;
  end: string;
  operationId: string | null;
  /** What the agenda shows when there is no operation (an internal meeting). */
  title: string;
  employeeId: string | null;
  locationId: string | null;
  roomId: string | null;
  resourceIds: string[];
  channel: StoredChannel;
  note: string | null;
  status: StoredStatus;
  /** When the status last moved through the status call; absent for the seed's and when never moved. */
  statusAt?: string | null;
  /** When the employee was marked arrived: kept through completion, cleared when the arrival is taken back. */
  arrivedAt?: string | null;
  seriesId: string | null;
  createdAt: string;
  updatedAt: string;
  /** One at the booking, one higher with every write: a write from an older version is refused. */
  version: number;
}

export const STORED_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type StoredFrequency = (typeof STORED_FREQUENCIES)[number];

/** A recurring series: the rule its occurrences were made by, in wall-clock time. */
export interface StoredSeries {
  id: string;
  userId: string;
  frequency: StoredFrequency;
  interval: number;
  /** ISO weekdays, weekly series only. */
  weekdays: number[];
  firstDate: string;
  startTime: string;
  endTime: string;
  untilDate: string | null;
  count: number | null;
  /** The dates left out of the series (RFC 5545 EXDATE), ISO; absent when none. */
  exceptDates?: string[];
  /**
   * The dates of the series booked at other times that day (its exceptions, RFC 5545 RECURRENCE-ID
   * overrides): the occurrence of each is an appointment of the series at those times. Absent when none.
   */
  movedDates?: { date: string; startTime: string; endTime: string }[];
}

/**
 * A professional's private calendar subscription (calendar-feed-schemas.ts): only the SHA-256 hash of
 * its secret token is kept, so not even the state file can give the address away. One per user.
 */
export interface StoredCalendarFeed {
  userId: string;
  tokenHash: string;
  createdAt: string;
  /** When a calendar program last fetched it; null before the first time. */
  lastFetchedAt: string | null;
}

/** Reminder offsets set for one employer or one operation, in minutes before the start. */
export interface StoredReminderOverride {
  kind: 'employer' | 'operation';
  id: string;
  offsets: number[];
}

export interface AgendaState {
  appointments: StoredAppointment[];
  /**
   * The recent writes of appointments, oldest first, at most KEPT_CHANGES (agenda-changes.ts): what the
   * change feed (GET v3/agenda/changes and its stream) hands on to other readers.
   */
  agendaChanges: StoredAgendaChange[];
  /** The sequence number of the newest change ever recorded; numbers only grow, as ids do. */
  lastAgendaChange: number;
  series: StoredSeries[];
  /**
   * The highest appointment id ever handed out. Ids only grow: a deleted appointment's id is never
   * given again, so its history in the log can never be read as another appointment's.
   */
  lastAppointmentId: number;
  /** The reminders the back office planned and sent (appointment-reminder-service.ts). */
  reminders: StoredReminder[];
  /** The last agenda change the reminder service has followed. */
  reminderCursor: number;
  /**
   * The reminder offsets an administrator set apart from the default, per employer and per operation
   * (the domain's rule picks one, appointment-reminders.ts offsetsFor); none at first.
   */
  reminderOverrides: StoredReminderOverride[];
  /** The professionals' calendar subscriptions, at most one each. */
  calendarFeeds: StoredCalendarFeed[];
}

/**
 * A stored agenda from before the counter starts above every id still there; one from before the change
 * feed starts with an empty log.
 */
export function reviveAgenda(stored: AgendaState): AgendaState {
  const log = Array.isArray(stored.agendaChanges) ? stored.agendaChanges : [];
  // A part without its appointments is no agenda: the missing key makes the state a fresh seed.
  if (!Array.isArray(stored.appointments)) return stored;
  const appointments = stored.appointments.some((appointment) => typeof appointment.version !== 'number')
    ? stored.appointments.map((appointment) => ({ ...appointment, version: appointment.version ?? 1 }))
    : stored.appointments;
  const changes = {
    appointments,
    calendarFeeds: Array.isArray(stored.calendarFeeds) ? stored.calendarFeeds : [],
    reminderOverrides: Array.isArray(stored.reminderOverrides) ? stored.reminderOverrides : [],
    reminders: Array.isArray(stored.reminders) ? stored.reminders : [],
    reminderCursor:
      typeof stored.reminderCursor === 'number'
        ? stored.reminderCursor
        : typeof stored.lastAgendaChange === 'number'
          ? stored.lastAgendaChange
          : (log.at(-1)?.sequence ?? 0),
    agendaChanges: log,
    lastAgendaChange:
      typeof stored.lastAgendaChange === 'number' ? stored.lastAgendaChange : (log.at(-1)?.sequence ?? 0),
  };
  if (typeof stored.lastAppointmentId === 'number') return { ...stored, ...changes };
  const highest = Math.max(0, ...appointments.map((appointment) => Number(appointment.id) || 0));
  return { ...stored, ...changes, lastAppointmentId: highest };
}
