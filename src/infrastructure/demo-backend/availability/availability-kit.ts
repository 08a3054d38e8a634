import type { DemoUser } from '../access/seed';
import { USERS } from '../access/seed';
import { signedInUser } from '../access/session-kit';
import { isMedicalUser, permissionsOf } from '../access/users';
import type { DemoState } from '../demo-backend';
import type { AuditAction, AuditRecord, AuditValue } from '../platform/audit-log';
import { changesBetween, recordAudit } from '../platform/audit-log';
import type { Ctx, Kit } from '../platform/route-kit';
import { languageFor, refuse, refuseFields } from '../platform/route-kit';
import type { ServerLanguage, ServerMessage } from '../platform/server-messages';
import { say } from '../platform/server-messages';
import type { AvailabilityVerdict, Verdicts } from './availability-field-rules';
import { EVERY_N_WEEKS, MAX_HOLIDAY_NAME, MAX_REASON } from './availability-field-rules';
import type { StoredDayOff, StoredHoliday, StoredSchedule, StoredTimeConstraint } from './availability-state';

/** What the availability area's routes share: who may call, the field messages, the JSON, the audit. */

export const V3 = '/api/external/v3';

/** The permissions of spec section 6 for each part of the area (any one of a list suffices). */
export const MAY = {
  /** Anyone's schedules, days off and availability. */
  readAnyone: ['see_agenda_users_calendars', 'manage_agenda_users_availability_schedules'],
  /** One's own. */
  readOwn: ['manage_own_availability_schedules', 'has_calendar'],
  writeAnyone: ['manage_agenda_users_availability_schedules'],
  writeOwn: ['manage_own_availability_schedules'],
  readHolidays: [
    'manage_national_holidays',
    'see_agenda_users_calendars',
    'manage_agenda_users_availability_schedules',
    'manage_own_availability_schedules',
    'has_calendar',
    'use_planning_functionality',
  ],
  manageHolidays: ['manage_national_holidays'],
  readAgendaUsers: [
    'see_agenda_users_calendars',
    'manage_agenda_users_availability_schedules',
    'manage_user_roles_permissions',
    'use_planning_functionality',
  ],
  /**
   * The settings of an agenda user: the spec declares no permission for /admin/agendas/{id}; those
   * who manage anyone's availability, and administrators of roles and permissions, may change them.
   */
  manageAgendaUsers: ['manage_agenda_users_availability_schedules', 'manage_user_roles_permissions'],
  findFree: [
    'see_agenda_users_calendars',
    'use_planning_functionality',
    'employer_use_planning_functionality',
  ],
  findFreeRooms: [
    'see_agenda_users_calendars',
    'use_planning_functionality',
    'employer_use_planning_functionality',
    'view_rooms',
  ],
} as const satisfies Record<string, readonly string[]>;

/** Whether the user holds any one of the permissions. */
export const holds = (user: DemoUser, anyOf: readonly string[]): boolean => {
  const permissions = permissionsOf(user);
  return anyOf.some((permission) => permissions.has(permission));
};

/** Whether the user may read this person's schedules, days off and availability. */
export const mayRead = (user: DemoUser, ownerId: string): boolean =>
  holds(user, MAY.readAnyone) || (user.id === ownerId && holds(user, MAY.readOwn));

/** Whether the user may change this person's schedules and days off. */
export const mayWrite = (user: DemoUser, ownerId: string): boolean =>
  holds(user, MAY.writeAnyone) || (user.id === ownerId && holds(user, MAY.writeOwn));

/** The signed-in user when they hold one of the permissions; otherwise the refusal to answer with. */
export function permitted(c: Ctx, anyOf: readonly string[]): { user: DemoUser } | { refusal: Response } {
  const user = signedInUser(c);
  if (!user) return { refusal: refuse(c, 401, 'unauthenticated') };
  if (!holds(user, anyOf)) return { refusal: forbidden(c) };
  return { user };
}

export const forbidden = (c: Ctx) => refuse(c, 403, 'forbidden', { code: 'forbidden' });
export const notFound = (c: Ctx) => refuse(c, 404, 'notFound', { code: 'not_found' });
export const deletedSchedule = (c: Ctx) => refuse(c, 409, 'scheduleDeleted', { code: 'schedule_deleted' });

/** Whoever reads anything of a person's availability: anyone's, or their own. */
export const READ_ANY = [...MAY.readAnyone, ...MAY.readOwn];
/** Whoever changes anything of a person's availability. */
export const WRITE_ANY = [...MAY.writeAnyone, ...MAY.writeOwn];

/** The people with an agenda: whoever has a calendar (has_calendar). */
export const isAgendaUser = (user: DemoUser): boolean => permissionsOf(user).has('has_calendar');
export const AGENDA_USERS: readonly DemoUser[] = USERS.filter(isAgendaUser);
export const agendaUserOf = (id: unknown): DemoUser | null =>
  AGENDA_USERS.find((user) => user.id === id) ?? null;

// ---------------------------------------------------------------------------------------------------
// Dates in messages

const DATE_FORMATS: Readonly<Record<ServerLanguage, Intl.DateTimeFormat>> = {
  nl: new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** An ISO date as people read it: "15 juni 2026", "15 June 2026". */
export const readableDate = (date: string, language: ServerLanguage): string =>
  DATE_FORMATS[language].format(new Date(`${date}T00:00:00Z`));

// ---------------------------------------------------------------------------------------------------
// Field messages

const DATE_FIELDS = new Set(['validFrom', 'validUntil', 'date', 'startDate', 'endDate', 'selectedDate']);
const TIME_FIELDS = new Set(['start', 'end', 'startTime', 'endTime']);

/** The message of a field's verdict in the request's language, with the field's own name in it. */
export function availabilityMessage(c: Ctx, field: string, verdict: AvailabilityVerdict): string {
  const language = languageFor(c);
  const label = say(`field.${field}` as ServerMessage, language);
  switch (verdict) {
    case 'required':
      return say('fieldRequired', language, { field: label });
    case 'too-long':
      return say('fieldTooLong', language, {
        field: label,
        max: field === 'reason' ? MAX_REASON : MAX_HOLIDAY_NAME,
      });
    case 'empty':
      return say('blocksEmpty', language);
    case 'overlap':
      return say('blocksOverlap', language);
    case 'out-of-range':
      return say('repeatWeeks', language, EVERY_N_WEEKS);
    case 'end-before-start':
      if (field === 'blocks') return say('blocksEndBeforeStart', language);
      return say(TIME_FIELDS.has(field) ? 'endTimeAfterStart' : 'endAfterStart', language);
    case 'invalid':
      if (field === 'blocks') return say('blocksFormat', language);
      if (DATE_FIELDS.has(field)) return say('invalidDate', language);
      if (TIME_FIELDS.has(field)) return say('timeFormat', language);
      return say('fieldInvalid', language, { field: label });
  }
}

/** Field messages being gathered for one refusal: the rules' verdicts, then what only the server knows. */
export class FieldErrors {
  readonly errors: Record<string, string[]> = {};

  constructor(private readonly c: Ctx) {}

  verdicts(verdicts: Verdicts): this {
    for (const [field, verdict] of Object.entries(verdicts))
      this.add(field, availabilityMessage(this.c, field, verdict));
    return this;
  }

  /** A server-only problem, unless the field already has its rule's message. */
  refuse(field: string, key: ServerMessage, params: Readonly<Record<string, string | number>> = {}): this {
    if (!this.errors[field]) this.add(field, say(key, languageFor(this.c), params));
    return this;
  }

  get any(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  answer(): Response {
    return refuseFields(this.c, this.errors);
  }

  private add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }
}

// ---------------------------------------------------------------------------------------------------
// JSON of the contract (availability-schemas.ts)

export const timeConstraintJson = (constraint: StoredTimeConstraint) => ({
  id: constraint.id,
  scheduleId: constraint.scheduleId,
  date: constraint.date,
  kind: constraint.kind,
  start: constraint.start,
  end: constraint.end,
});

const byDate = <T extends { date: string; id: string }>(a: T, b: T) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

export const scheduleJson = (state: DemoState, schedule: StoredSchedule) => ({
  id: schedule.id,
  userId: schedule.userId,
  locationId: schedule.locationId,
  operationIds: [...schedule.operationIds],
  blocks: schedule.blocks.map((block) => ({ weekday: block.weekday, start: block.start, end: block.end })),
  repeat:
    schedule.repeat === 'every-n-weeks'
      ? { kind: schedule.repeat, weeks: schedule.repeatWeeks ?? EVERY_N_WEEKS.min }
      : { kind: schedule.repeat },
  validFrom: schedule.validFrom,
  validUntil: schedule.validUntil,
  deleted: schedule.deletedAt !== null,
  deletedAt: schedule.deletedAt,
  timeConstraints: state.timeConstraints
    .filter((constraint) => constraint.scheduleId === schedule.id)
    .sort(byDate)
    .map(timeConstraintJson),
});

export const holidayJson = (holiday: StoredHoliday) => ({
  id: holiday.id,
  date: holiday.date,
  kind: holiday.kind,
  name: holiday.name,
});

export const dayOffJson = (dayOff: StoredDayOff) => ({
  id: dayOff.id,
  userId: dayOff.userId,
  startDate: dayOff.startDate,
  startTime: dayOff.startTime,
  endDate: dayOff.endDate,
  endTime: dayOff.endTime,
  reason: dayOff.reason,
});

export const agendaUserJson = (state: DemoState, user: DemoUser) => ({
  id: user.id,
  displayName: user.displayName,
  isMedical: isMedicalUser(user),
  disallowedOperationIds: [...(state.agendaUserSettings[user.id]?.disallowedOperationIds ?? [])],
});

// ---------------------------------------------------------------------------------------------------
// The audit log (the back office's one log, kept with the locations area's part of the state)

export type AuditedEntity =
  'schedule' | 'time_constraint' | 'personal_day_off' | 'national_holiday' | 'agenda_user';

/** A schedule as the audit log keeps it: its fields as texts and lists of texts. */
export const scheduleAuditRecord = (schedule: StoredSchedule): AuditRecord => ({
  userId: schedule.userId,
  locationId: schedule.locationId,
  operationIds: [...schedule.operationIds],
  blocks: schedule.blocks.map((block) => `${block.weekday} ${block.start}-${block.end}`),
  repeat: schedule.repeat === 'every-n-weeks' ? `every-${schedule.repeatWeeks ?? 0}-weeks` : schedule.repeat,
  validFrom: schedule.validFrom,
  validUntil: schedule.validUntil,
  deletedAt: schedule.deletedAt,
});

/** Any flat record (a day off, a holiday, an exception) as the audit log keeps it. */
export const flatAuditRecord = (record: object): AuditRecord =>
  Object.fromEntries(
    Object.entries(record).filter(
      (entry): entry is [string, AuditValue] =>
        entry[1] === null ||
        ['string', 'number', 'boolean'].includes(typeof entry[1]) ||
        (Array.isArray(entry[1]) && entry[1].every((item) => typeof item === 'string')),
    ),
  );

/** Appends the audit entry of a write to the state (inside a store change). */
export function audit(
  kit: Kit,
  state: DemoState,
  user: DemoUser,
  entity: { type: AuditedEntity; id: string; label: string },
  action: AuditAction,
  before: AuditRecord | null,
  after: AuditRecord | null,
): void {
  recordAudit(state.auditLog, {
    at: new Date(kit.now()).toISOString(),
    userId: user.id,
    userName: user.displayName,
    entityType: entity.type,
    entityId: entity.id,
    entityLabel: entity.label,
    action,
    changes: changesBetween(before, after),
  });
}

/** How a schedule is named in the audit log: whose, and where. */
export const scheduleLabel = (state: DemoState, schedule: StoredSchedule): string => {
  const person = USERS.find((user) => user.id === schedule.userId)?.displayName ?? schedule.userId;
  const place = state.locations.find((location) => location.id === schedule.locationId)?.name ?? '';
  return place ? `${person}, ${place}` : person;
};
