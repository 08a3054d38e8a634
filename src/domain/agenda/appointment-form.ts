import { Temporal } from 'temporal-polyfill';
import type { AppointmentChannel } from './appointment';

/** The fields of the booking form, under the names the back office uses for its errors. */
export type AppointmentField =
  | 'userId'
  | 'operationId'
  | 'employeeId'
  | 'channel'
  | 'locationId'
  | 'roomId'
  | 'resourceIds'
  | 'date'
  | 'startTime'
  | 'endTime'
  | 'note';

export const APPOINTMENT_FIELDS: readonly AppointmentField[] = [
  'userId',
  'operationId',
  'employeeId',
  'channel',
  'locationId',
  'roomId',
  'resourceIds',
  'date',
  'startTime',
  'endTime',
  'note',
];

/** What the booking form holds while the planner fills it in; empty choices are '' or null. */
export interface AppointmentDraft {
  readonly userId: string;
  readonly operationId: string;
  readonly employeeId: string | null;
  readonly channel: AppointmentChannel;
  readonly locationId: string | null;
  readonly roomId: string | null;
  readonly resourceIds: readonly string[];
  readonly date: Temporal.PlainDate | null;
  readonly startTime: Temporal.PlainTime | null;
  readonly endTime: Temporal.PlainTime | null;
  readonly note: string;
  /**
   * An edit of an appointment whose operation this user may not see (the medical rule): the
   * operation and the equipment are sent empty and the back office keeps them as booked, so the
   * planner changes the time, the professional, the room and the employee without learning them.
   */
  readonly operationWithheld?: boolean;
}

/** The longest note an appointment keeps, in characters. */
export const APPOINTMENT_NOTE_MAX = 2000;

/** `not-chosen`: a name was typed in a search field but none of the names found was chosen. */
export type AppointmentProblem = 'required' | 'too-long' | 'end-before-start' | 'not-chosen';

/**
 * What keeps a booking from being sent, per field: a professional, an operation, a date and both
 * times are needed, the end after the start on the same day (wall-clock times in Amsterdam), a place
 * for an appointment on site, and a note of at most APPOINTMENT_NOTE_MAX characters. A phone or video
 * appointment needs no place; its place, room and resources are not sent (withoutPlace).
 */
export function appointmentProblems(
  draft: AppointmentDraft,
): Partial<Record<AppointmentField, AppointmentProblem>> {
  const problems: Partial<Record<AppointmentField, AppointmentProblem>> = {};
  if (draft.userId === '') problems.userId = 'required';
  if (draft.operationId === '' && draft.operationWithheld !== true) problems.operationId = 'required';
  if (draft.date === null) problems.date = 'required';
  if (draft.startTime === null) problems.startTime = 'required';
  if (draft.endTime === null) problems.endTime = 'required';
  else if (draft.startTime !== null && Temporal.PlainTime.compare(draft.endTime, draft.startTime) <= 0)
    problems.endTime = 'end-before-start';
  if (draft.channel === 'on_site' && draft.locationId === null) problems.locationId = 'required';
  if (draft.note.trim().length > APPOINTMENT_NOTE_MAX) problems.note = 'too-long';
  return problems;
}

/** The draft as it is sent: a phone or video appointment has no place, room or resources. */
export function withoutPlace(draft: AppointmentDraft): AppointmentDraft {
  return draft.channel === 'on_site' ? draft : { ...draft, locationId: null, roomId: null, resourceIds: [] };
}

/**
 * The end a new start proposes: the operation's duration after the start, but never past midnight
 * (the last minute of the day at most), so an appointment stays on its day.
 */
export function endAfter(start: Temporal.PlainTime, durationMinutes: number): Temporal.PlainTime {
  const minutes = start.hour * 60 + start.minute + Math.max(1, Math.round(durationMinutes));
  const capped = Math.min(minutes, 23 * 60 + 59);
  return Temporal.PlainTime.from({ hour: Math.floor(capped / 60), minute: capped % 60 });
}
