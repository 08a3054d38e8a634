import type { AuditEntry } from '../platform/audit-log';

/**
 * The locations area's part of the state: the agenda's nouns (locations, rooms, resources, resource
 * types, operations), where the agenda's appointments take place, and the audit log of their writes.
 * Records are kept flat, as a back office's tables would; the routes shape the contract's JSON.
 */

export interface StoredLocation {
  id: string;
  name: string;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  email: string | null;
  activeFrom: string;
  activeUntil: string | null;
  employerBookable: boolean;
  operationIds: string[];
}

export interface StoredRoom {
  id: string;
  locationId: string;
  name: string;
  floor: string | null;
  capacity: number;
  wheelchairAccessible: boolean;
  resourceTypeIds: string[];
  active: boolean;
}

export interface StoredResource {
  id: string;
  locationId: string;
  name: string;
  resourceTypeId: string;
  assetNumber: string | null;
  roomId: string | null;
  active: boolean;
}

export interface StoredResourceType {
  id: string;
  name: string;
  description: string | null;
}

export const STORED_ROLES = [
  'occupational_physician',
  'case_manager',
  'nurse',
  'occupational_health_expert',
  'psychologist',
  'physiotherapist',
] as const;
export type StoredRole = (typeof STORED_ROLES)[number];

export interface StoredOperation {
  id: string;
  nameNl: string;
  nameEn: string;
  code: string;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  roles: StoredRole[];
  needsRoom: boolean;
  resourceTypeIds: string[];
  medical: boolean;
  employerBookable: boolean;
  colour: string;
  /** Its neutral kind, named to every internal reader where the operation is withheld. */
  kind: StoredOperationKind;
}

/** The back office's neutral kinds of operation: a word that names no examination. */
export const STORED_OPERATION_KINDS = ['consultation', 'examination', 'conversation', 'meeting'] as const;
export type StoredOperationKind = (typeof STORED_OPERATION_KINDS)[number];

export interface LocationsState {
  locations: StoredLocation[];
  rooms: StoredRoom[];
  resources: StoredResource[];
  resourceTypes: StoredResourceType[];
  operations: StoredOperation[];
  auditLog: AuditEntry[];
}
