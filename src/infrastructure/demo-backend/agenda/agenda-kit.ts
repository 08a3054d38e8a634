import { appointmentShown, receivesMedical } from '../access/medical-rule';
import type { DemoUser } from '../access/seed';
import { employeeOf, employerOf, permissionsOf, userOf } from '../access/users';
import type { DemoState } from '../demo-backend';
import { amsterdamDate, isIsoDate } from '../platform/amsterdam-time';
import type { AuditAction, AuditRecord } from '../platform/audit-log';
import { changesBetween, recordAudit } from '../platform/audit-log';
import type { Ctx, Kit } from '../platform/route-kit';
import { languageFor, refuse } from '../platform/route-kit';
import type { ServerLanguage, ServerMessage } from '../platform/server-messages';
import { say } from '../platform/server-messages';
import { announceAgendaChange, recordAgendaChange } from './agenda-changes';
import type { StoredAppointment, StoredChannel, StoredFrequency, StoredSeries } from './agenda-state';
import { STORED_CHANNELS, STORED_FREQUENCIES } from './agenda-state';

export const V2 = '/api/external/v2';
export const V3 = '/api/external/v3';

/** What a user may see and do in the agenda; the contract (appointment-schemas.ts) spells it out. */
export interface AgendaViewer {
  readonly user: DemoUser;
  /** Reads everyone's appointments. */
  readonly all: boolean;
  /** Reads only the appointments of this employer's employees (an employer user). */
  readonly employerId: string | null;
  /** Holds see_appointment_details and is no employer; what it may then see is the medical rule's. */
  readonly details: boolean;
  /** Whether it may receive medical information at all (access/medical-rule.ts). */
  readonly medical: boolean;
  /** Books in everyone's agenda. */
  readonly writeAll: boolean;
  /** Books in their own agenda. */
  readonly writeOwn: boolean;
  /**
   * An employer's planner (employer_use_planning_functionality): books single appointments for the
   * employer's own employees, of operations and at locations open to employers; null otherwise.
   */
  readonly booksForEmployer: string | null;
}

export function viewerOf(user: DemoUser): AgendaViewer {
  const permissions = permissionsOf(user);
  const employer =
    user.userTypeId === 3 && user.employerId !== null && permissions.has('employer_view_appointment_list');
  return {
    user,
    all: permissions.has('see_agenda_users_calendars') || permissions.has('view_appointment_list'),
    employerId: employer ? user.employerId : null,
    details: permissions.has('see_appointment_details') && !employer,
    medical: receivesMedical(user),
    writeAll: permissions.has('see_agenda_users_calendars'),
    writeOwn: permissions.has('has_calendar'),
    booksForEmployer:
      user.userTypeId === 3 &&
      user.employerId !== null &&
      permissions.has('employer_use_planning_functionality')
        ? user.employerId
        : null,
  };
}

/**
 * Whether an employer's planner may book this: one appointment (no series) for their own employee, of
 * an operation employers may book, on site only at a location open to employers.
 */
export function employerMayBook(
  viewer: AgendaViewer,
  input: { employeeId: string | null; operationId: string; locationId: string | null },
  state: DemoState,
  series: boolean,
): boolean {
  if (viewer.booksForEmployer === null || series || input.employeeId === null) return false;
  if (employeeOf(input.employeeId).employerId !== viewer.booksForEmployer) return false;
  const operation = state.operations.find((candidate) => candidate.id === input.operationId);
  if (!operation?.employerBookable) return false;
  if (input.locationId === null) return true;
  return state.locations.find((candidate) => candidate.id === input.locationId)?.employerBookable === true;
}

export const mayRead = (viewer: AgendaViewer, appointment: StoredAppointment): boolean => {
  if (viewer.all || appointment.userId === viewer.user.id) return true;
  if (viewer.employerId === null || appointment.employeeId === null) return false;
  return employeeOf(appointment.employeeId).employerId === viewer.employerId;
};

export const mayWrite = (viewer: AgendaViewer, userId: string): boolean =>
  viewer.writeAll || (viewer.writeOwn && userId === viewer.user.id);

export const forbidden = (c: Ctx) => refuse(c, 403, 'forbidden', { code: 'forbidden' });
export const notFound = (c: Ctx) => refuse(c, 404, 'notFound', { code: 'not_found' });

const employeeName = (id: string): string => {
  const employee = employeeOf(id);
  return `${employee.firstName} ${employee.lastName}`;
};

/** When an appointment is, in words, for a message: "di 24-11-2026 09:00". */
export function whenText(iso: string, language: ServerLanguage): string {
  return new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    timeZone: 'Europe/Amsterdam',
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** What this viewer may see of an appointment: the rule of medical confidentiality (access/medical-rule.ts). */
export function disclosureOf(
  state: DemoState,
  appointment: StoredAppointment,
  viewer: AgendaViewer,
): { operation: boolean; note: boolean } {
  const operation = state.operations.find((candidate) => candidate.id === appointment.operationId) ?? null;
  return appointmentShown(viewer.user, viewer.details, operation);
}

/**
 * What an appointment is for, in words this reader may read: the operation's name, or only that it is
 * an appointment whose details are withheld (for a message, a mail, a clash).
 */
export function visibleTitle(
  state: DemoState,
  appointment: StoredAppointment,
  viewer: AgendaViewer | null,
  language: ServerLanguage,
): string {
  const operation = state.operations.find((candidate) => candidate.id === appointment.operationId) ?? null;
  const shown = viewer
    ? disclosureOf(state, appointment, viewer).operation
    : operation !== null && !operation.medical;
  if (!shown) return say('privateAppointment', language);
  if (!operation) return appointment.title;
  return language === 'nl' ? operation.nameNl : operation.nameEn;
}

/**
 * The appointment as the contract's AppointmentSchema, shown as this viewer may see it. Where the
 * operation is withheld, so are its id and colour (`operation` is null), since the operation
 * catalogue would turn either back into the name.
 */
export function appointmentJson(
  state: DemoState,
  appointment: StoredAppointment,
  viewer: AgendaViewer,
  language: ServerLanguage,
) {
  const operation = state.operations.find((candidate) => candidate.id === appointment.operationId) ?? null;
  const disclosure = disclosureOf(state, appointment, viewer);
  const location = state.locations.find((candidate) => candidate.id === appointment.locationId) ?? null;
  const room = state.rooms.find((candidate) => candidate.id === appointment.roomId) ?? null;
  const employee = appointment.employeeId ? employeeOf(appointment.employeeId) : null;
  const employer = employee ? employerOf(employee.employerId) : null;
  const place =
    appointment.channel === 'phone'
      ? say('byPhone', language)
      : appointment.channel === 'video'
        ? say('byVideo', language)
        : (location?.name ?? null);
  return {
    id: appointment.id,
    start: appointment.start,
    end: appointment.end,
    status: appointment.status,
    channel: appointment.channel,
    userId: appointment.userId,
    userName: userOf(appointment.userId)?.displayName ?? '',
    operation:
      operation && disclosure.operation
        ? {
            id: operation.id,
            name: language === 'nl' ? operation.nameNl : operation.nameEn,
            medical: operation.medical,
            colour: operation.colour,
            durationMinutes: operation.durationMinutes,
          }
        : null,
    title: visibleTitle(state, appointment, viewer, language),
    detailsHidden: !disclosure.operation,
    employee:
      employee && employer
        ? {
            id: employee.id,
            name: employeeName(employee.id),
            employerId: employer.id,
            employerName: employer.name,
          }
        : null,
    employeeName: employee ? employeeName(employee.id) : null,
    locationId: appointment.locationId,
    location: place,
    roomId: appointment.roomId,
    roomName: room?.name ?? null,
    resources: appointment.resourceIds.map((id) => ({
      id,
      name: state.resources.find((candidate) => candidate.id === id)?.name ?? id,
    })),
    note: disclosure.note ? appointment.note : null,
    seriesId: appointment.seriesId,
    updatedAt: appointment.updatedAt,
    version: appointment.version,
  };
}

export const seriesJson = (state: DemoState, series: StoredSeries) => ({
  id: series.id,
  frequency: series.frequency,
  interval: series.interval,
  weekdays: series.weekdays,
  firstDate: series.firstDate,
  untilDate: series.untilDate,
  count: series.count,
  occurrences: state.appointments.filter((appointment) => appointment.seriesId === series.id).length,
});

/** What the audit log says in place of a medical operation: that there is one, not which. */
export const WITHHELD = '(afgeschermd)';

/**
 * The fields the audit log keeps of an appointment. The log has readers who may not see medical
 * information (an administrator), so it keeps no note, only its length, and no medical operation,
 * only that it is one: the operation's id would name it through the operation catalogue.
 */
export function appointmentAuditRecord(state: DemoState, appointment: StoredAppointment): AuditRecord {
  const operation = state.operations.find((candidate) => candidate.id === appointment.operationId) ?? null;
  return {
    userId: appointment.userId,
    start: appointment.start,
    end: appointment.end,
    operationId: operation?.medical ? WITHHELD : appointment.operationId,
    employeeId: appointment.employeeId,
    locationId: appointment.locationId,
    roomId: appointment.roomId,
    resourceIds: appointment.resourceIds,
    channel: appointment.channel,
    noteLength: appointment.note === null ? null : appointment.note.length,
    status: appointment.status,
    seriesId: appointment.seriesId,
  };
}

export function auditAppointment(
  kit: Kit,
  state: DemoState,
  user: DemoUser,
  appointment: StoredAppointment,
  action: AuditAction,
  before: AuditRecord | null,
  after: AuditRecord | null,
): void {
  const at = new Date(kit.now()).toISOString();
  recordAudit(state.auditLog, {
    at,
    userId: user.id,
    userName: user.displayName,
    entityType: 'appointment',
    entityId: appointment.id,
    // Labelled as a reader without medical rights may read it, whoever reads the log later.
    entityLabel: `${visibleTitle(state, appointment, null, 'nl')}, ${amsterdamDate(Date.parse(appointment.start))}`,
    entityLabelEn: `${visibleTitle(state, appointment, null, 'en')}, ${amsterdamDate(Date.parse(appointment.start))}`,
    action,
    changes: changesBetween(before, after),
  });
  // The same write, for the agenda's change feed: every open agenda of a reader who may see it follows.
  recordAgendaChange(state, user, appointment, action, before, after, at);
  announceAgendaChange(kit.store);
}

// ---------------------------------------------------------------------------------------------------
// Reading a form

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

const MAX_OCCURRENCES = 366;

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
  if (complaints.any || !exceptDates) return null;
  return {
    exceptDates,
    frequency: frequency as StoredFrequency,
    interval: interval as number,
    weekdays: frequency === 'weekly' ? (days ?? []) : [],
    untilDate: untilDate as string | null,
    count: count as number | null,
  };
}

export const languageOfRequest = (c: Ctx): ServerLanguage => languageFor(c);
