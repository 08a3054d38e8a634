import type { Temporal } from 'temporal-polyfill';
import { isDutchPhone, isEmail } from '../shared/contact';
import { endIsAfterStart } from '../shared/date-range';

export { isDutchPhone, isEmail };
import type { Bilingual, ProfessionalRole } from './location';

/**
 * What can be wrong with a field of the admin forms. The UI shows each with the message templates of
 * spec section 5 (required, must be a number, an integer, a valid e-mail address, a valid phone
 * number, is not valid, the end date after the start date); the demo backend refuses with the same.
 */
export type FieldProblem =
  | 'required'
  | 'too-long'
  | 'email'
  | 'phone'
  | 'postcode'
  | 'integer'
  | 'out-of-range'
  | 'invalid'
  | 'end-before-start';

export type Problems<F extends string> = Partial<Record<F, FieldProblem>>;

const blank = (text: string | null | undefined) => !text || text.trim() === '';

/** Dutch postcodes: four digits not starting with 0, then two letters other than SA, SD and SS. */
export function isDutchPostcode(text: string): boolean {
  const match = /^([1-9]\d{3}) ?([A-Za-z]{2})$/.exec(text.trim());
  return match !== null && !['SA', 'SD', 'SS'].includes((match[2] ?? '').toUpperCase());
}

/** `1234ab`, `1234 AB` and `1234  ab` are all written `1234 AB`. */
export function normalisePostcode(text: string): string {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 4)} ${compact.slice(4)}` : text.trim();
}

/** A house number with an optional addition: 12, 12a, 12-3, 12 bis, 1-A. */
export function isHouseNumber(text: string): boolean {
  return /^[1-9]\d{0,4}([ -]?[A-Za-z0-9]{1,4})?$/.test(text.trim());
}

export type LocationField =
  'name' | 'street' | 'houseNumber' | 'postcode' | 'city' | 'phone' | 'email' | 'activeFrom' | 'activeUntil';

export interface LocationDraft {
  readonly name: string;
  readonly street: string;
  readonly houseNumber: string;
  readonly postcode: string;
  readonly city: string;
  readonly phone: string;
  readonly email: string;
  readonly activeFrom: Temporal.PlainDate | null;
  readonly activeUntil: Temporal.PlainDate | null;
}

export const NAME_MAX = 100;

/** The location form's rules: what a location must have before it is saved. */
export function locationProblems(draft: LocationDraft): Problems<LocationField> {
  const problems: Problems<LocationField> = {};
  if (blank(draft.name)) problems.name = 'required';
  else if (draft.name.trim().length > NAME_MAX) problems.name = 'too-long';
  if (blank(draft.street)) problems.street = 'required';
  if (blank(draft.houseNumber)) problems.houseNumber = 'required';
  else if (!isHouseNumber(draft.houseNumber)) problems.houseNumber = 'invalid';
  if (blank(draft.postcode)) problems.postcode = 'required';
  else if (!isDutchPostcode(draft.postcode)) problems.postcode = 'postcode';
  if (blank(draft.city)) problems.city = 'required';
  if (!blank(draft.phone) && !isDutchPhone(draft.phone)) problems.phone = 'phone';
  if (!blank(draft.email) && !isEmail(draft.email)) problems.email = 'email';
  if (!draft.activeFrom) problems.activeFrom = 'required';
  if (draft.activeFrom && draft.activeUntil && !endIsAfterStart(draft.activeFrom, draft.activeUntil))
    problems.activeUntil = 'end-before-start';
  return problems;
}

export type RoomField = 'name' | 'floor' | 'capacity';

export interface RoomDraft {
  readonly name: string;
  readonly floor: string;
  /** As typed, so "abc" can be named as not a number. */
  readonly capacity: string;
}

export const ROOM_CAPACITY_MAX = 200;

export function roomProblems(draft: RoomDraft): Problems<RoomField> {
  const problems: Problems<RoomField> = {};
  if (blank(draft.name)) problems.name = 'required';
  else if (draft.name.trim().length > NAME_MAX) problems.name = 'too-long';
  if (draft.floor.trim().length > 20) problems.floor = 'too-long';
  const capacity = integerProblem(draft.capacity, 1, ROOM_CAPACITY_MAX);
  if (capacity) problems.capacity = capacity;
  return problems;
}

export type ResourceField = 'name' | 'resourceType' | 'assetNumber';

export interface ResourceDraft {
  readonly name: string;
  readonly resourceTypeId: string;
  readonly assetNumber: string;
}

export function resourceProblems(draft: ResourceDraft): Problems<ResourceField> {
  const problems: Problems<ResourceField> = {};
  if (blank(draft.name)) problems.name = 'required';
  else if (draft.name.trim().length > NAME_MAX) problems.name = 'too-long';
  if (blank(draft.resourceTypeId)) problems.resourceType = 'required';
  if (draft.assetNumber.trim().length > 40) problems.assetNumber = 'too-long';
  return problems;
}

export type ResourceTypeField = 'name' | 'description';

export interface ResourceTypeDraft {
  readonly name: string;
  readonly description: string;
}

export function resourceTypeProblems(draft: ResourceTypeDraft): Problems<ResourceTypeField> {
  const problems: Problems<ResourceTypeField> = {};
  if (blank(draft.name)) problems.name = 'required';
  else if (draft.name.trim().length > NAME_MAX) problems.name = 'too-long';
  if (draft.description.trim().length > 500) problems.description = 'too-long';
  return problems;
}

export type OperationField =
  'nameNl' | 'nameEn' | 'code' | 'duration' | 'bufferBefore' | 'bufferAfter' | 'roles' | 'colour';

export interface OperationDraft {
  readonly name: Bilingual;
  readonly code: string;
  /** Minutes, as typed. */
  readonly duration: string;
  readonly bufferBefore: string;
  readonly bufferAfter: string;
  readonly roles: readonly ProfessionalRole[];
  readonly colour: string;
}

/** Appointments run in steps of five minutes, from five minutes to a working day. */
export const DURATION_MIN = 5;
export const DURATION_MAX = 480;
export const BUFFER_MAX = 120;

export function operationProblems(draft: OperationDraft): Problems<OperationField> {
  const problems: Problems<OperationField> = {};
  if (blank(draft.name.nl)) problems.nameNl = 'required';
  else if (draft.name.nl.trim().length > NAME_MAX) problems.nameNl = 'too-long';
  if (blank(draft.name.en)) problems.nameEn = 'required';
  else if (draft.name.en.trim().length > NAME_MAX) problems.nameEn = 'too-long';
  if (blank(draft.code)) problems.code = 'required';
  else if (!/^[A-Z0-9][A-Z0-9_-]{1,15}$/.test(draft.code.trim())) problems.code = 'invalid';
  const duration = integerProblem(draft.duration, DURATION_MIN, DURATION_MAX);
  if (duration) problems.duration = duration;
  else if (Number(draft.duration) % 5 !== 0) problems.duration = 'invalid';
  const before = integerProblem(draft.bufferBefore, 0, BUFFER_MAX);
  if (before) problems.bufferBefore = before;
  const after = integerProblem(draft.bufferAfter, 0, BUFFER_MAX);
  if (after) problems.bufferAfter = after;
  if (draft.roles.length === 0) problems.roles = 'required';
  if (!/^#[0-9a-fA-F]{6}$/.test(draft.colour)) problems.colour = 'invalid';
  return problems;
}

/** A whole number typed in a field, within bounds: 'required', 'integer' or 'out-of-range' when not. */
export function integerProblem(text: string, min: number, max: number): FieldProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  if (!/^-?\d+$/.test(trimmed)) return 'integer';
  const value = Number(trimmed);
  return value < min || value > max ? 'out-of-range' : null;
}
