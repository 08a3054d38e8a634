import { employeeOf, permissionsOf, userOf } from '../access/users';
import type { DemoState } from '../demo-backend';
import { isIsoDate } from '../platform/amsterdam-time';
import type { ServerLanguage, ServerMessage } from '../platform/server-messages';
import { say } from '../platform/server-messages';
import type { StoredChannel, StoredFrequency } from './agenda-state';
import { STORED_CHANNELS, STORED_FREQUENCIES } from './agenda-state';
import { MAX_OCCURRENCES } from './appointment-rules';

/** Reading an appointment form and a series' recurrence, each wrong field named in the reader's language. */

export interface AppointmentInput {
  userId: string;
  operationId: string;
  employeeId: string | null;
  locationId: string | null;
  roomId: string | null;
  resourceIds: string[];
  date: string;
  startTime: string;
  endTime: string;
  channel: StoredChannel;
  note: string | null;
}

export interface RecurrenceInput {
  frequency: StoredFrequency;
  interval: number;
  weekdays: number[];
  untilDate: string | null;
  count: number | null;
  /** Dates of the series to leave out, ISO, in order, each once. */
  exceptDates: string[];
  /** Dates of the series booked at other times that day (RECURRENCE-ID overrides), each date once. */
  movedDates: MovedDate[];
}

/** A date of a series at other wall-clock times (HH:MM) that day, the end after the start. */
export interface MovedDate {
  date: string;
  startTime: string;
  endTime: string;
}

const WALL_CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
export const MAX_NOTE = 2000;
export const minuteOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Every field a refusal of an appointment call can name. */
export const COMPLAINT_FIELDS = [
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
  'scope',
  'appointmentId',
  'dateFrom',
  'recurrence.interval',
  'recurrence.weekdays',
  'recurrence.untilDate',
  'recurrence.exceptDates',
  'recurrence.movedDates',
  'recurrence.count',
] as const;
export type ComplaintField = (typeof COMPLAINT_FIELDS)[number];

type LabelOf<F extends string> = F extends `recurrence.${infer Rest}` ? `field.${Rest}` : `field.${F}`;
/** Every field has its label in both languages: a field without one does not compile. */
const labelOf = (field: ComplaintField): LabelOf<ComplaintField> & ServerMessage =>
  `field.${field.replace('recurrence.', '')}` as LabelOf<ComplaintField>;

/** Field messages being gathered for one refusal. */
export class Complaints {
  readonly errors: Record<string, string[]> = {};
  constructor(private readonly language: ServerLanguage) {}
  add(
    field: ComplaintField,
    key: ServerMessage,
    params: Readonly<Record<string, string | number>> = {},
  ): void {
    if (this.errors[field]) return;
    this.errors[field] = [say(key, this.language, { field: say(labelOf(field), this.language), ...params })];
  }
  get any(): boolean {
    return Object.keys(this.errors).length > 0;
  }
}

/**
 * The dates an appointment may fall on: a year 1 or 9999 is a typing error, and a date far outside
 * this range would only overflow the calendar arithmetic of a series.
 */
export const FIRST_PLAUSIBLE_DATE = '2000-01-01';
export const LAST_PLAUSIBLE_DATE = '2199-12-31';
export const isPlausibleDate = (date: string): boolean =>
  date >= FIRST_PLAUSIBLE_DATE && date <= LAST_PLAUSIBLE_DATE;

/** Adds the range refusal for a date outside it. */
export function checkPlausible(complaints: Complaints, field: ComplaintField, date: string): void {
  if (!isPlausibleDate(date))
    complaints.add(field, 'dateOutOfRange', { from: FIRST_PLAUSIBLE_DATE, until: LAST_PLAUSIBLE_DATE });
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value.trim() : null);
const optionalId = (value: unknown): string | null | undefined =>
  value === null || value === undefined || value === ''
    ? null
    : typeof value === 'string'
      ? value
      : undefined;

/** Reads and checks an appointment form against the state; what is wrong is named per field. */
export function readAppointment(
  body: Record<string, unknown>,
  state: DemoState,
  complaints: Complaints,
): AppointmentInput | null {
  const userId = text(body['userId']);
  const user = userId ? userOf(userId) : null;
  if (!userId) complaints.add('userId', 'fieldRequired');
  else if (!user || !permissionsOf(user).has('has_calendar')) complaints.add('userId', 'notAgendaUser');
  const operationId = text(body['operationId']);
  const operation = state.operations.find((candidate) => candidate.id === operationId) ?? null;
  if (!operationId) complaints.add('operationId', 'fieldRequired');
  else if (!operation) complaints.add('operationId', 'unknownOperations');
  else if (userId && state.agendaUserSettings[userId]?.disallowedOperationIds.includes(operation.id))
    complaints.add('operationId', 'operationNotAllowed');
  const employeeId = optionalId(body['employeeId']);
  if (employeeId === undefined) complaints.add('employeeId', 'fieldInvalid');
  else if (employeeId !== null) {
    try {
      employeeOf(employeeId);
    } catch {
      complaints.add('employeeId', 'fieldInvalid');
    }
  }
  const channel = body['channel'];
  if (!(STORED_CHANNELS as readonly unknown[]).includes(channel)) complaints.add('channel', 'fieldInvalid');
  const locationId = optionalId(body['locationId']);
  const location = locationId ? state.locations.find((candidate) => candidate.id === locationId) : null;
  if (locationId === undefined || (locationId !== null && !location))
    complaints.add('locationId', 'unknownLocation');
  if (channel === 'on_site' && locationId === null) complaints.add('locationId', 'locationRequiredOnSite');
  const roomId = optionalId(body['roomId']);
  const room = roomId ? state.rooms.find((candidate) => candidate.id === roomId) : null;
  if (roomId === undefined || (roomId !== null && !room)) complaints.add('roomId', 'fieldInvalid');
  else if (room && room.locationId !== locationId) complaints.add('roomId', 'roomElsewhereAppointment');
  const rawResources = body['resourceIds'] ?? [];
  const resourceIds =
    Array.isArray(rawResources) && rawResources.every((id) => typeof id === 'string')
      ? [...new Set(rawResources)]
      : null;
  if (!resourceIds) complaints.add('resourceIds', 'fieldInvalid');
  else if (resourceIds.some((id) => !state.resources.some((candidate) => candidate.id === id)))
    complaints.add('resourceIds', 'fieldInvalid');
  else if (
    resourceIds.some(
      (id) => state.resources.find((candidate) => candidate.id === id)?.locationId !== locationId,
    )
  )
    complaints.add('resourceIds', 'resourceElsewhere');
  const date = body['date'];
  if (date === undefined || date === null || date === '') complaints.add('date', 'fieldRequired');
  else if (!isIsoDate(date)) complaints.add('date', 'invalidDate');
  else checkPlausible(complaints, 'date', date);
  const startTime = body['startTime'];
  const endTime = body['endTime'];
  if (typeof startTime !== 'string' || !WALL_CLOCK.test(startTime)) complaints.add('startTime', 'timeFormat');
  if (typeof endTime !== 'string' || !WALL_CLOCK.test(endTime)) complaints.add('endTime', 'timeFormat');
  else if (
    typeof startTime === 'string' &&
    WALL_CLOCK.test(startTime) &&
    minuteOf(endTime) <= minuteOf(startTime)
  )
    complaints.add('endTime', 'endTimeAfterStartTime');
  const note = body['note'] === null || body['note'] === undefined ? null : text(body['note']);
  if (body['note'] !== null && body['note'] !== undefined && note === null)
    complaints.add('note', 'fieldInvalid');
  else if (note !== null && note.length > MAX_NOTE) complaints.add('note', 'fieldTooLong', { max: MAX_NOTE });
  if (complaints.any) return null;
  return {
    userId: userId as string,
    operationId: operationId as string,
    employeeId: employeeId ?? null,
    locationId: channel === 'on_site' ? (locationId ?? null) : null,
    roomId: channel === 'on_site' ? (roomId ?? null) : null,
    resourceIds: channel === 'on_site' ? (resourceIds ?? []) : [],
    date: date as string,
    startTime: startTime as string,
    endTime: endTime as string,
    channel: channel as StoredChannel,
    note: note === '' ? null : note,
  };
}

/** Reads the recurrence of a new series, or null for a single appointment. */
export function readRecurrence(
  value: unknown,
  firstDate: string | null,
  complaints: Complaints,
): RecurrenceInput | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') {
    complaints.add('recurrence.interval', 'fieldInvalid');
    return null;
  }
  const raw = value as Record<string, unknown>;
  const frequency = raw['frequency'];
  if (!(STORED_FREQUENCIES as readonly unknown[]).includes(frequency))
    complaints.add('recurrence.interval', 'fieldInvalid');
  const interval = raw['interval'];
  if (typeof interval !== 'number' || !Number.isInteger(interval) || interval < 1 || interval > 52)
    complaints.add('recurrence.interval', 'fieldBetween', { min: 1, max: 52 });
  const weekdays = raw['weekdays'] ?? [];
  const days =
    Array.isArray(weekdays) && weekdays.every((day) => Number.isInteger(day) && day >= 1 && day <= 7)
      ? [...new Set(weekdays as number[])].sort((a, b) => a - b)
      : null;
  if (!days) complaints.add('recurrence.weekdays', 'fieldInvalid');
  else if (frequency === 'weekly' && days.length === 0)
    complaints.add('recurrence.weekdays', 'weekdaysRequired');
  const untilDate = raw['untilDate'] ?? null;
  const count = raw['count'] ?? null;
  if ((untilDate === null) === (count === null)) complaints.add('recurrence.untilDate', 'seriesEndOne');
  if (untilDate !== null) {
    if (!isIsoDate(untilDate)) complaints.add('recurrence.untilDate', 'invalidDate');
    else if (!isPlausibleDate(untilDate)) checkPlausible(complaints, 'recurrence.untilDate', untilDate);
    else if (firstDate !== null && untilDate < firstDate)
      complaints.add('recurrence.untilDate', 'seriesUntilBeforeStart');
  }
  if (
    count !== null &&
    (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_OCCURRENCES)
  )
    complaints.add('recurrence.count', 'fieldBetween', { min: 1, max: MAX_OCCURRENCES });
  const except = raw['exceptDates'] ?? [];
  const exceptDates =
    Array.isArray(except) && except.length <= MAX_OCCURRENCES && except.every(isIsoDate)
      ? [...new Set(except as string[])].sort()
      : null;
  if (!exceptDates) complaints.add('recurrence.exceptDates', 'fieldInvalid');
  const movedDates = readMovedDates(raw['movedDates'] ?? []);
  if (!movedDates) complaints.add('recurrence.movedDates', 'fieldInvalid');
  if (complaints.any || !exceptDates || !movedDates) return null;
  return {
    exceptDates,
    movedDates,
    frequency: frequency as StoredFrequency,
    interval: interval as number,
    weekdays: frequency === 'weekly' ? (days ?? []) : [],
    untilDate: untilDate as string | null,
    count: count as number | null,
  };
}

/** The moved dates of a series as sent, or null when one is malformed or a date comes twice. */
function readMovedDates(value: unknown): MovedDate[] | null {
  if (!Array.isArray(value) || value.length > MAX_OCCURRENCES) return null;
  const moved: MovedDate[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return null;
    const { date, startTime, endTime } = entry as Record<string, unknown>;
    if (!isIsoDate(date) || typeof startTime !== 'string' || typeof endTime !== 'string') return null;
    if (!WALL_CLOCK.test(startTime) || !WALL_CLOCK.test(endTime) || minuteOf(endTime) <= minuteOf(startTime))
      return null;
    if (moved.some((other) => other.date === date)) return null;
    moved.push({ date, startTime, endTime });
  }
  return moved.sort((a, b) => a.date.localeCompare(b.date));
}
