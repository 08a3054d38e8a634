import { Temporal } from 'temporal-polyfill';

/**
 * When the back office reminds an employee of an appointment. By default a day and an hour before;
 * an administrator may set other offsets per employer and per operation. No reminder goes out at
 * night: one that would fall between 22:00 and 07:00 goes at 21:00 the evening before. An appointment
 * made less than an hour ahead gets none, and a reminder whose moment passed before the booking is not
 * sent afterwards.
 */
export const DEFAULT_REMINDER_OFFSETS_MINUTES: readonly number[] = [24 * 60, 60];
/** An appointment made less than this ahead gets no reminder. */
export const MIN_LEAD_MINUTES = 60;
/** The night, in the employee's (the portal's) time zone: nothing is sent from QUIET_FROM until QUIET_UNTIL. */
export const QUIET_FROM = Temporal.PlainTime.from('22:00');
export const QUIET_UNTIL = Temporal.PlainTime.from('07:00');
/** What would fall in the night goes out at this time the evening before. */
export const EVENING_SEND = Temporal.PlainTime.from('21:00');
export const REMINDER_TIME_ZONE = 'Europe/Amsterdam';
/** The longest an administrator may set a reminder ahead: two weeks. */
export const MAX_OFFSET_MINUTES = 14 * 24 * 60;

export interface PlannedReminder {
  /** The offset it stands for, in minutes before the start. */
  readonly offsetMinutes: number;
  readonly at: Temporal.Instant;
  /** Moved to the evening before, out of the night. */
  readonly movedFromNight: boolean;
}

/** Whether a moment lies in the night, when no reminder goes out. */
export function inQuietHours(at: Temporal.Instant, timeZone = REMINDER_TIME_ZONE): boolean {
  const time = at.toZonedDateTimeISO(timeZone).toPlainTime();
  return (
    Temporal.PlainTime.compare(time, QUIET_FROM) >= 0 || Temporal.PlainTime.compare(time, QUIET_UNTIL) < 0
  );
}

/** A moment in the night moved to 21:00 the evening before it; any other moment as it is. */
export function outOfTheNight(at: Temporal.Instant, timeZone = REMINDER_TIME_ZONE): Temporal.Instant {
  if (!inQuietHours(at, timeZone)) return at;
  const local = at.toZonedDateTimeISO(timeZone);
  const evening =
    Temporal.PlainTime.compare(local.toPlainTime(), QUIET_FROM) >= 0
      ? local.toPlainDate()
      : local.toPlainDate().subtract({ days: 1 });
  return evening.toZonedDateTime({ timeZone, plainTime: EVENING_SEND }).toInstant();
}

/** Whether offsets are ones an administrator may set: whole minutes, from the lead to two weeks. */
export const validOffsets = (offsets: readonly number[]): boolean =>
  offsets.length <= 4 &&
  offsets.every(
    (offset) => Number.isInteger(offset) && offset >= MIN_LEAD_MINUTES && offset <= MAX_OFFSET_MINUTES,
  ) &&
  new Set(offsets).size === offsets.length;

/**
 * The reminders of an appointment starting at `start`, booked (or last moved) at `bookedAt`, earliest
 * first: one per offset, out of the night, none before the booking, two that fall together once.
 */
export function remindersFor(
  start: Temporal.Instant,
  bookedAt: Temporal.Instant,
  offsets: readonly number[] = DEFAULT_REMINDER_OFFSETS_MINUTES,
  timeZone = REMINDER_TIME_ZONE,
): PlannedReminder[] {
  if (Temporal.Instant.compare(start.subtract({ minutes: MIN_LEAD_MINUTES }), bookedAt) < 0) return [];
  const planned: PlannedReminder[] = [];
  for (const offsetMinutes of [...offsets].sort((a, b) => b - a)) {
    const due = start.subtract({ minutes: offsetMinutes });
    const at = outOfTheNight(due, timeZone);
    if (Temporal.Instant.compare(at, bookedAt) <= 0) continue;
    if (planned.some((known) => known.at.equals(at))) continue;
    planned.push({ offsetMinutes, at, movedFromNight: !at.equals(due) });
  }
  return planned.sort((a, b) => Temporal.Instant.compare(a.at, b.at));
}

/** The reminder offsets an administrator may choose from, in minutes before the start: a week to an hour. */
export const OFFSET_CHOICES_MINUTES: readonly number[] = [
  7 * 24 * 60,
  3 * 24 * 60,
  2 * 24 * 60,
  24 * 60,
  4 * 60,
  2 * 60,
  60,
];

/** What an administrator set apart from the default, for one employer or one operation. */
export interface ReminderOverride {
  readonly kind: 'employer' | 'operation';
  readonly id: string;
  /** Whole minutes before the start; none at all means no reminders. */
  readonly offsets: readonly number[];
}

/**
 * Which offsets an appointment is reminded by: the operation's own when an administrator set them (an
 * examination that asks the employee to come fasting is reminded earlier, whoever the employer), else
 * the employer's, else the default.
 */
export function offsetsFor(
  overrides: readonly ReminderOverride[],
  appointment: { readonly employerId: string | null; readonly operationId: string | null },
): readonly number[] {
  const operation = overrides.find(
    (override) => override.kind === 'operation' && override.id === appointment.operationId,
  );
  if (operation) return operation.offsets;
  const employer = overrides.find(
    (override) => override.kind === 'employer' && override.id === appointment.employerId,
  );
  return employer ? employer.offsets : DEFAULT_REMINDER_OFFSETS_MINUTES;
}
