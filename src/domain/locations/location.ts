import type { Temporal } from 'temporal-polyfill';

/** A Dutch postal address: street and house number (with any addition), postcode `1234 AB`, city. */
export interface Address {
  readonly street: string;
  readonly houseNumber: string;
  readonly postcode: string;
  readonly city: string;
}

/** WGS 84 degrees, as the address lookup gives them; used for travel and for showing the place. */
export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

/** A place where the service sees people: a practice, a branch, a room rented at an employer. */
export interface Location {
  readonly id: string;
  readonly name: string;
  readonly address: Address;
  readonly coordinates: Coordinates | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly activeFrom: Temporal.PlainDate;
  /** The last day the location is in use; null while it has no end. */
  readonly activeUntil: Temporal.PlainDate | null;
  /** Whether an employer's planner may book appointments here. */
  readonly employerBookable: boolean;
  /** The operations (kinds of appointment) that can be done here. */
  readonly operationIds: readonly string[];
  readonly roomCount: number;
  readonly resourceCount: number;
}

/** A room at a location. */
export interface Room {
  readonly id: string;
  readonly locationId: string;
  readonly name: string;
  readonly floor: string | null;
  /** How many people fit at once. */
  readonly capacity: number;
  readonly wheelchairAccessible: boolean;
  /** The resource types that stand in the room for good (an examination couch, an audiometer booth). */
  readonly resourceTypeIds: readonly string[];
  readonly active: boolean;
}

/** A piece of equipment at a location. */
export interface Resource {
  readonly id: string;
  readonly locationId: string;
  readonly name: string;
  readonly resourceTypeId: string;
  /** Serial or asset number, for maintenance and calibration records. */
  readonly assetNumber: string | null;
  /** The room it usually stands in. */
  readonly roomId: string | null;
  readonly active: boolean;
}

/** A kind of equipment: audiometer, spirometer, ECG, ... */
export interface ResourceType {
  readonly id: string;
  readonly name: string;
  readonly description: string | null;
}

/** Professionals who may perform an operation, by discipline. */
export const PROFESSIONAL_ROLES = [
  'occupational_physician',
  'case_manager',
  'nurse',
  'occupational_health_expert',
  'psychologist',
  'physiotherapist',
] as const;
export type ProfessionalRole = (typeof PROFESSIONAL_ROLES)[number];

/** A text in both portal languages. */
export interface Bilingual {
  readonly nl: string;
  readonly en: string;
}

/**
 * What an operation is, in a word that names no examination: shown to every internal reader (a
 * planner, a case manager) where the operation itself is withheld by the medical rule, so a planner
 * tells a consultation from an examination without learning which.
 */
export const OPERATION_KINDS = ['consultation', 'examination', 'conversation', 'meeting'] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];

/** An operation: a kind of appointment (a consultation, a lung-function test, a workplace visit). */
export interface Operation {
  readonly id: string;
  /** Null when the caller may not know it: a medical operation, answered to an employer. */
  readonly name: Bilingual | null;
  /** Short, unique code used by the back office and on invoices; null whenever the name is. */
  readonly code: string | null;
  readonly durationMinutes: number;
  readonly bufferBeforeMinutes: number;
  readonly bufferAfterMinutes: number;
  readonly roles: readonly ProfessionalRole[];
  readonly needsRoom: boolean;
  readonly resourceTypeIds: readonly string[];
  /** A medical operation's name and code are never shown to employers. */
  readonly medical: boolean;
  readonly employerBookable: boolean;
  /** The colour of its appointments in the agenda (`#rrggbb`). */
  readonly colour: string;
  /** Its neutral kind, set by an administrator; shown where the operation is withheld. */
  readonly kind: OperationKind;
}
