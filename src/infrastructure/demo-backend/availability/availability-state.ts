/**
 * The availability area's part of the state: schedules per agenda user, their exceptions (time
 * constraints), personal days off, national holidays and the agenda users' settings. Records are kept
 * flat, as a back office's tables would: dates YYYY-MM-DD, wall-clock times HH:MM (Europe/Amsterdam),
 * moments ISO timestamps. The routes shape the contract's JSON (availability-schemas.ts).
 */

export interface StoredBlock {
  /** ISO weekday: 1 Monday to 7 Sunday. */
  weekday: number;
  start: string;
  end: string;
}

export const STORED_REPEATS = ['every-week', 'even-weeks', 'odd-weeks', 'every-n-weeks'] as const;
export type StoredRepeat = (typeof STORED_REPEATS)[number];

export interface StoredSchedule {
  id: string;
  userId: string;
  locationId: string;
  operationIds: string[];
  blocks: StoredBlock[];
  repeat: StoredRepeat;
  /** N of every N weeks; null for the other repeats. */
  repeatWeeks: number | null;
  validFrom: string;
  /** The last day it applies; null while open-ended. */
  validUntil: string | null;
  /** When it was deleted (soft: it can be restored); null while it is not. */
  deletedAt: string | null;
}

export const CONSTRAINT_KINDS = ['day-off', 'shorter', 'extra'] as const;
export type ConstraintKind = (typeof CONSTRAINT_KINDS)[number];

export interface StoredTimeConstraint {
  id: string;
  scheduleId: string;
  date: string;
  kind: ConstraintKind;
  /** Null for a day off. */
  start: string | null;
  end: string | null;
}

export interface StoredDayOff {
  id: string;
  userId: string;
  startDate: string;
  startTime: string;
  /** With endTime the first moment no longer off. */
  endDate: string;
  endTime: string;
  reason: string;
}

export interface StoredHoliday {
  id: string;
  date: string;
  /** The Dutch holiday it was made as (new-year, good-friday, ...); null when added by hand. */
  kind: string | null;
  name: string;
}

export interface AgendaUserSettings {
  disallowedOperationIds: string[];
}

export interface AvailabilityState {
  schedules: StoredSchedule[];
  timeConstraints: StoredTimeConstraint[];
  personalDaysOff: StoredDayOff[];
  nationalHolidays: StoredHoliday[];
  /** Per agenda user id; a user without an entry has no restrictions. */
  agendaUserSettings: Record<string, AgendaUserSettings>;
}
