import { signedInUser } from '../access/session-kit';
import type { DemoUser } from '../access/seed';
import { isMedicalUser, permissionsOf } from '../access/users';
import type { DemoState } from '../demo-backend';
import type { AuditAction, AuditRecord } from '../platform/audit-log';
import { changesBetween, recordAudit } from '../platform/audit-log';
import type { Ctx, Kit } from '../platform/route-kit';
import { languageFor, refuse, refuseFields } from '../platform/route-kit';
import type { ServerMessage } from '../platform/server-messages';
import { say } from '../platform/server-messages';
import type { FieldVerdict, Verdicts } from './field-rules';
import {
  BUFFER,
  CAPACITY,
  DURATION,
  EARLIEST_DATE,
  LATEST_DATE,
  MAX_ASSET_NUMBER,
  MAX_DESCRIPTION,
  MAX_FLOOR,
  MAX_CITY,
  MAX_NAME,
  MAX_PHONE,
  MAX_STREET,
} from './field-rules';
import type {
  StoredLocation,
  StoredOperation,
  StoredResource,
  StoredResourceType,
  StoredRoom,
} from './locations-state';

/** What the locations area's routes share: who may call, the field messages, the JSON, the audit. */

export const V3 = '/api/external/v3';

export const EMPLOYER_USER_TYPE = 3;

/** The permissions of spec section 6 for each part of the area (any one of a list suffices). */
export const MAY = {
  manageLocations: ['manage_locations'],
  /**
   * The list of locations is read by those who manage them, by those who keep availability schedules
   * at them (a schedule's form chooses its location from it) and by planners, who search at them.
   */
  readLocations: [
    'manage_locations',
    'see_agenda_users_calendars',
    'manage_agenda_users_availability_schedules',
    'manage_own_availability_schedules',
    'use_planning_functionality',
    'employer_use_planning_functionality',
  ],
  readRooms: ['view_rooms', 'manage_rooms', 'manage_locations'],
  manageRooms: ['manage_rooms'],
  readResourceTypes: ['manage_resource_types', 'manage_locations', 'manage_rooms', 'manage_operations'],
  manageResourceTypes: ['manage_resource_types'],
  /** Everyone who plans, manages or (as an employer) books appointments reads operations. */
  readOperations: [
    'manage_operations',
    'manage_locations',
    'use_planning_functionality',
    'see_agenda_users_calendars',
    'has_calendar',
    'employer_use_planning_functionality',
    'employer_view_appointment_list',
  ],
  manageOperations: ['manage_operations'],
  planningEngine: [
    'manage_operations',
    'manage_locations',
    'use_planning_functionality',
    'employer_use_planning_functionality',
  ],
} as const satisfies Record<string, readonly string[]>;

/** The signed-in user when they hold one of the permissions; otherwise the refusal to answer with. */
export function permitted(c: Ctx, anyOf: readonly string[]): { user: DemoUser } | { refusal: Response } {
  const user = signedInUser(c);
  if (!user) return { refusal: refuse(c, 401, 'unauthenticated') };
  const permissions = permissionsOf(user);
  if (!anyOf.some((permission) => permissions.has(permission))) {
    return { refusal: refuse(c, 403, 'forbidden', { code: 'forbidden' }) };
  }
  return { user };
}

export const notFound = (c: Ctx) => refuse(c, 404, 'notFound', { code: 'not_found' });

/** An employer user never learns a medical operation's name or code. */
export const seesMedicalNames = (user: DemoUser): boolean => user.userTypeId !== EMPLOYER_USER_TYPE;

/** Whether a booking's label may name a medical operation: only to medical professionals. */
export const seesMedicalLabels = (user: DemoUser): boolean => isMedicalUser(user);

// ---------------------------------------------------------------------------------------------------
// Field messages

const BOUNDS: Readonly<Record<string, { min?: number; max: number }>> = {
  name: { max: MAX_NAME },
  street: { max: MAX_STREET },
  city: { max: MAX_CITY },
  phone: { max: MAX_PHONE },
  nameNl: { max: MAX_NAME },
  nameEn: { max: MAX_NAME },
  floor: { max: MAX_FLOOR },
  assetNumber: { max: MAX_ASSET_NUMBER },
  description: { max: MAX_DESCRIPTION },
  capacity: CAPACITY,
  duration: DURATION,
  bufferBefore: BUFFER,
  bufferAfter: BUFFER,
};

const FLAGS = new Set(['employerBookable', 'wheelchairAccessible', 'active', 'needsRoom', 'medical']);

const TEMPLATE: Readonly<Record<FieldVerdict, ServerMessage>> = {
  required: 'fieldRequired',
  'too-long': 'fieldTooLong',
  email: 'fieldEmail',
  phone: 'fieldPhone',
  postcode: 'fieldPostcode',
  integer: 'fieldInteger',
  'out-of-range': 'fieldBetween',
  invalid: 'fieldInvalid',
  'end-before-start': 'endAfterStart',
  'date-range': 'dateOutOfRange',
};

/** The message of a field's verdict in the request's language, with the field's own name in it. */
export function fieldMessage(c: Ctx, field: string, verdict: FieldVerdict): string {
  const language = languageFor(c);
  const label = say(`field.${field}` as ServerMessage, language);
  if (verdict === 'invalid') {
    if (field === 'houseNumber') return say('houseNumberFormat', language);
    if (field === 'duration') return say('durationStep', language, { step: DURATION.step });
    if (field === 'code') return say('codeFormat', language);
    if (field === 'colour') return say('colourFormat', language);
    if (FLAGS.has(field)) return say('notBoolean', language, { field: label });
  }
  const bounds = BOUNDS[field];
  return say(TEMPLATE[verdict], language, {
    field: label,
    max: bounds?.max ?? 0,
    min: bounds?.min ?? 0,
    from: EARLIEST_DATE,
    until: LATEST_DATE,
  });
}

/** Field messages being gathered for one refusal: the rules' verdicts, then what only the server knows. */
export class FieldErrors {
  readonly errors: Record<string, string[]> = {};

  constructor(private readonly c: Ctx) {}

  verdicts(verdicts: Verdicts): this {
    for (const [field, verdict] of Object.entries(verdicts))
      this.add(field, fieldMessage(this.c, field, verdict));
    return this;
  }

  /** A server-only problem, unless the field already has its rule's message. */
  refuse(field: string, key: ServerMessage): this {
    if (!this.errors[field]) this.add(field, say(key, languageFor(this.c)));
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
// Reading bodies

type Json = Readonly<Record<string, unknown>>;

/** A trimmed text, or null when blank or missing. */
export const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const flag = (value: unknown, fallback: boolean): boolean =>
  typeof value === 'boolean' ? value : fallback;

export const ids = (value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.filter((id): id is string => typeof id === 'string'))] : [];

/** A PATCH body over the record as the contract shows it: fields left out keep their value. */
export const merged = (current: Json, body: Json): Record<string, unknown> => {
  const result: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(body)) {
    const before = current[key];
    result[key] =
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      before !== null &&
      typeof before === 'object' &&
      !Array.isArray(before)
        ? { ...(before as Json), ...(value as Json) }
        : value;
  }
  return result;
};

// ---------------------------------------------------------------------------------------------------
// JSON of the contract (location-schemas.ts)

export const locationJson = (state: DemoState, location: StoredLocation) => ({
  id: location.id,
  name: location.name,
  address: {
    street: location.street,
    houseNumber: location.houseNumber,
    postcode: location.postcode,
    city: location.city,
  },
  coordinates:
    location.latitude === null || location.longitude === null
      ? null
      : { latitude: location.latitude, longitude: location.longitude },
  phone: location.phone,
  email: location.email,
  activeFrom: location.activeFrom,
  activeUntil: location.activeUntil,
  employerBookable: location.employerBookable,
  operationIds: [...location.operationIds],
  roomCount: state.rooms.filter((room) => room.locationId === location.id).length,
  resourceCount: state.resources.filter((resource) => resource.locationId === location.id).length,
});

export const roomJson = (room: StoredRoom) => ({
  id: room.id,
  locationId: room.locationId,
  name: room.name,
  floor: room.floor,
  capacity: room.capacity,
  wheelchairAccessible: room.wheelchairAccessible,
  resourceTypeIds: [...room.resourceTypeIds],
  active: room.active,
});

export const resourceJson = (resource: StoredResource) => ({
  id: resource.id,
  locationId: resource.locationId,
  name: resource.name,
  resourceTypeId: resource.resourceTypeId,
  assetNumber: resource.assetNumber,
  roomId: resource.roomId,
  active: resource.active,
});

export const resourceTypeJson = (type: StoredResourceType) => ({
  id: type.id,
  name: type.name,
  description: type.description,
});

/** An operation as this user may see it: to an employer, a medical one without name and code. */
export const operationJson = (operation: StoredOperation, user: DemoUser) => {
  const hidden = operation.medical && !seesMedicalNames(user);
  return {
    id: operation.id,
    name: hidden ? null : { nl: operation.nameNl, en: operation.nameEn },
    code: hidden ? null : operation.code,
    durationMinutes: operation.durationMinutes,
    bufferBeforeMinutes: operation.bufferBeforeMinutes,
    bufferAfterMinutes: operation.bufferAfterMinutes,
    roles: [...operation.roles],
    needsRoom: operation.needsRoom,
    resourceTypeIds: [...operation.resourceTypeIds],
    medical: operation.medical,
    employerBookable: operation.employerBookable,
    colour: operation.colour,
  };
};

// ---------------------------------------------------------------------------------------------------
// The audit log

export type AuditedEntity = 'location' | 'room' | 'resource' | 'resource_type' | 'operation';

/** Appends the audit entry of a write to the state (inside a store change). */
export function audit(
  kit: Kit,
  state: DemoState,
  user: DemoUser,
  entity: { type: AuditedEntity; id: string; label: string },
  action: AuditAction,
  before: object | null,
  after: object | null,
): void {
  recordAudit(state.auditLog, {
    at: new Date(kit.now()).toISOString(),
    userId: user.id,
    userName: user.displayName,
    entityType: entity.type,
    entityId: entity.id,
    entityLabel: entity.label,
    action,
    changes: changesBetween(before as AuditRecord | null, after as AuditRecord | null),
  });
}
