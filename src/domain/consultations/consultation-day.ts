import { Temporal } from 'temporal-polyfill';
import type { AppointmentStatus } from '../agenda/appointment';

/** An employee not arrived this many minutes after the start is late, unless an administrator chose otherwise. */
export const DEFAULT_LATE_AFTER_MINUTES = 10;
/** The administrator's choice lies within these bounds (minutes). */
export const LATE_AFTER_BOUNDS = { min: 1, max: 60 } as const;

/**
 * Where a consultation stands at a moment of its day:
 * - `coming`: not yet begun, nobody arrived;
 * - `due`: its start has passed, the employee not arrived yet but not late either;
 * - `late`: not arrived the administrator's minutes after the start;
 * - `waiting`: arrived, not yet completed;
 * - `completed`, `no_show`, `cancelled`: as its status says.
 */
export type ConsultationState = 'coming' | 'due' | 'late' | 'waiting' | 'completed' | 'no_show' | 'cancelled';

export interface ConsultationFacts {
  readonly start: Temporal.Instant;
  readonly status: AppointmentStatus;
  /** When the employee was marked arrived; null when not (or no longer) arrived. */
  readonly arrivedAt: Temporal.Instant | null;
}

export interface ConsultationMoment {
  readonly state: ConsultationState;
  /** Whole minutes the arrived employee has waited so far; null unless waiting since a known moment. */
  readonly waitingMinutes: number | null;
  /** Whole minutes past the start; null unless late. */
  readonly lateByMinutes: number | null;
}

const wholeMinutes = (from: Temporal.Instant, to: Temporal.Instant) =>
  Math.max(0, Math.floor(from.until(to).total('minutes')));

/** Whether `minutes` is a setting an administrator may choose. */
export const isLateAfterSetting = (minutes: number): boolean =>
  Number.isInteger(minutes) && minutes >= LATE_AFTER_BOUNDS.min && minutes <= LATE_AFTER_BOUNDS.max;

/**
 * Where the consultation stands at `now`. Only a planned or confirmed consultation can be due or late:
 * an arrival stops the count, and a final status says what happened. An employee counts as late from
 * exactly `lateAfterMinutes` after the start.
 */
export function consultationMoment(
  facts: ConsultationFacts,
  now: Temporal.Instant,
  lateAfterMinutes: number,
): ConsultationMoment {
  const quiet = { waitingMinutes: null, lateByMinutes: null };
  switch (facts.status) {
    case 'completed':
    case 'no_show':
    case 'cancelled':
      return { state: facts.status, ...quiet };
    case 'arrived':
      return {
        state: 'waiting',
        waitingMinutes: facts.arrivedAt ? wholeMinutes(facts.arrivedAt, now) : null,
        lateByMinutes: null,
      };
    case 'planned':
    case 'confirmed': {
      if (Temporal.Instant.compare(now, facts.start) < 0) return { state: 'coming', ...quiet };
      const lateFrom = facts.start.add({ minutes: lateAfterMinutes });
      if (Temporal.Instant.compare(now, lateFrom) < 0) return { state: 'due', ...quiet };
      return { state: 'late', waitingMinutes: null, lateByMinutes: wholeMinutes(facts.start, now) };
    }
  }
}

/**
 * The status one keystroke on a consultation asks for: "a" arrived, "c" completed, "n" no-show, in
 * either case; null for any other key.
 */
export function statusOfKey(key: string): AppointmentStatus | null {
  switch (key.toLowerCase()) {
    case 'a':
      return 'arrived';
    case 'c':
      return 'completed';
    case 'n':
      return 'no_show';
    default:
      return null;
  }
}
