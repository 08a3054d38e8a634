import { isIsoDate } from '../platform/amsterdam-time';
import { STORED_OPERATION_KINDS, STORED_ROLES } from './locations-state';

/**
 * The back office's checks of the admin forms' fields, written apart from the portal's domain rules
 * (src/domain/locations/location-rules.ts) as a real back office's would be. They read a request's
 * JSON as sent: a text may be missing, null or of another type; a number may come as a number or as
 * the digits typed (Laravel's integer rule takes both). A property test holds them to the domain's
 * verdict on every draft a form can make.
 */

export type FieldVerdict =
  | 'required'
  | 'too-long'
  | 'email'
  | 'phone'
  | 'postcode'
  | 'integer'
  | 'out-of-range'
  | 'invalid'
  | 'end-before-start'
  /** A date outside EARLIEST_DATE through LATEST_DATE. */
  | 'date-range';

export type Verdicts = Record<string, FieldVerdict>;

export const MAX_NAME = 100;
/** The longest Dutch street name has 50-odd letters; room to spare for a building's name before it. */
export const MAX_STREET = 120;
export const MAX_CITY = 80;
/** A phone number with its spaces, dashes and brackets: `+31 (0)30 760 41 00` and then some. */
export const MAX_PHONE = 30;
export const MAX_FLOOR = 20;
export const MAX_ASSET_NUMBER = 40;
export const MAX_DESCRIPTION = 500;
export const CAPACITY = { min: 1, max: 200 } as const;
export const DURATION = { min: 5, max: 480, step: 5 } as const;
export const BUFFER = { min: 0, max: 120 } as const;

/**
 * The dates the back office takes, here and in the other areas' forms (a task's due date, a wizard's
 * date answer): a year 1 or 9999 is a typing error, never a plan.
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2199-12-31';

/** Whether an ISO date (four-digit year, as isIsoDate takes it) lies in the range. */
export const isPlausibleDate = (date: string): boolean => date >= EARLIEST_DATE && date <= LATEST_DATE;

type Json = Readonly<Record<string, unknown>>;

/** A text field as sent: its trimmed text, '' when missing or null, or null when it is not a text. */
function textOf(value: unknown): string | null {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value.trim() : null;
}

const objectOf = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

/** A required text of at most `max` characters. */
function nameVerdict(value: unknown, max = MAX_NAME): FieldVerdict | null {
  const text = textOf(value);
  if (text === null) return 'invalid';
  if (text.length === 0) return 'required';
  return text.length > max ? 'too-long' : null;
}

/** An optional text of at most `max` characters. */
function optionalTextVerdict(value: unknown, max: number): FieldVerdict | null {
  const text = textOf(value);
  if (text === null) return 'invalid';
  return text.length > max ? 'too-long' : null;
}

/** A required text in a format: 'required' when blank, `problem` when not in the format. */
function formatVerdict(
  value: unknown,
  valid: (text: string) => boolean,
  problem: FieldVerdict,
): FieldVerdict | null {
  const text = textOf(value);
  if (text === null) return 'invalid';
  if (text === '') return 'required';
  return valid(text) ? null : problem;
}

/** An optional text that, when given, is in a format. */
function optionalFormatVerdict(
  value: unknown,
  valid: (text: string) => boolean,
  problem: FieldVerdict,
): FieldVerdict | null {
  const text = textOf(value);
  if (text === null) return 'invalid';
  return text === '' || valid(text) ? null : problem;
}

/** A whole number from min through max, sent as a number or as its digits. */
export function wholeNumberVerdict(value: unknown, min: number, max: number): FieldVerdict | null {
  let number: number;
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) return 'integer';
    number = value;
  } else {
    const text = textOf(value);
    if (text === null) return 'integer';
    if (text === '') return 'required';
    if (!/^-?[0-9]+$/.test(text)) return 'integer';
    number = Number(text);
  }
  return number < min || number > max ? 'out-of-range' : null;
}

/** The number a whole-number field holds once it has passed `wholeNumberVerdict`. */
export const wholeNumber = (value: unknown): number =>
  typeof value === 'number' ? value : Number(String(value).trim());

// Dutch formats: postcode 1234 AB (no leading zero; SA, SD and SS are not used), phone numbers with
// 0, +31 or 0031 and nine more digits, house numbers with an optional addition.
const POSTCODE = /^[1-9][0-9]{3} ?([a-zA-Z]{2})$/;
const HOUSE_NUMBER = /^[1-9][0-9]{0,4}(?:[ -]?[a-zA-Z0-9]{1,4})?$/;

export function postcodeIsValid(text: string): boolean {
  const letters = POSTCODE.exec(text)?.[1]?.toUpperCase();
  return letters !== undefined && letters !== 'SA' && letters !== 'SD' && letters !== 'SS';
}

/** The postcode as the back office stores it: `1234 AB`. */
export function storedPostcode(text: string): string {
  const compact = text.replace(/\s/g, '').toUpperCase();
  return `${compact.slice(0, 4)} ${compact.slice(4)}`;
}

export function phoneIsValid(text: string): boolean {
  const digits = text.replace(/[\s()-]/g, '');
  return /^(?:\+31|0031|0)[1-9][0-9]{8}$/.test(digits);
}

export function emailIsValid(text: string): boolean {
  if (text.length > 254) return false;
  const at = text.split('@');
  if (at.length !== 2) return false;
  const [local = '', domain = ''] = at;
  if (local.length === 0 || /\s/.test(local)) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => label.length > 0 && !/\s/.test(label));
}

/** A yes-or-no field: a boolean, or absent (false). */
const flagVerdict = (value: unknown): FieldVerdict | null =>
  value === undefined || value === null || typeof value === 'boolean' ? null : 'invalid';

/** A list of ids: absent, or an array of texts. */
const idsVerdict = (value: unknown): FieldVerdict | null =>
  value === undefined ||
  value === null ||
  (Array.isArray(value) && value.every((id) => typeof id === 'string'))
    ? null
    : 'invalid';

/** Location bodies: POST v3/agenda/locations and PATCH /{id} (merged onto the record first). */
export function locationVerdicts(body: Json): Verdicts {
  const verdicts: Verdicts = {};
  const address = objectOf(body['address']);
  const put = (field: string, verdict: FieldVerdict | null) => {
    if (verdict) verdicts[field] = verdict;
  };
  put('name', nameVerdict(body['name']));
  put('street', nameVerdict(address['street'], MAX_STREET));
  put(
    'houseNumber',
    formatVerdict(address['houseNumber'], (text) => HOUSE_NUMBER.test(text), 'invalid'),
  );
  put('postcode', formatVerdict(address['postcode'], postcodeIsValid, 'postcode'));
  put('city', nameVerdict(address['city'], MAX_CITY));
  put(
    'phone',
    optionalTextVerdict(body['phone'], MAX_PHONE) ??
      optionalFormatVerdict(body['phone'], phoneIsValid, 'phone'),
  );
  put('email', optionalFormatVerdict(body['email'], emailIsValid, 'email'));
  const from = body['activeFrom'];
  const until = body['activeUntil'];
  if (from === undefined || from === null || from === '') put('activeFrom', 'required');
  else if (!isIsoDate(from)) put('activeFrom', 'invalid');
  else if (!isPlausibleDate(from)) put('activeFrom', 'date-range');
  if (until !== undefined && until !== null && until !== '') {
    if (!isIsoDate(until)) put('activeUntil', 'invalid');
    else if (!isPlausibleDate(until)) put('activeUntil', 'date-range');
    else if (isIsoDate(from) && until <= from) put('activeUntil', 'end-before-start');
  }
  const coordinates = body['coordinates'];
  if (coordinates !== undefined && coordinates !== null) {
    const { latitude, longitude } = objectOf(coordinates);
    const within = (value: unknown, limit: number) =>
      typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
    if (!within(latitude, 90) || !within(longitude, 180)) put('coordinates', 'invalid');
  }
  put('employerBookable', flagVerdict(body['employerBookable']));
  return verdicts;
}

/** Room bodies: POST v3/agenda/rooms and PATCH /{id}. */
export function roomVerdicts(body: Json): Verdicts {
  const verdicts: Verdicts = {};
  const put = (field: string, verdict: FieldVerdict | null) => {
    if (verdict) verdicts[field] = verdict;
  };
  put('name', nameVerdict(body['name']));
  put('floor', optionalTextVerdict(body['floor'], MAX_FLOOR));
  put('capacity', wholeNumberVerdict(body['capacity'], CAPACITY.min, CAPACITY.max));
  put('wheelchairAccessible', flagVerdict(body['wheelchairAccessible']));
  put('active', flagVerdict(body['active']));
  put('resourceTypeIds', idsVerdict(body['resourceTypeIds']));
  return verdicts;
}

/** Resource bodies: POST v3/agenda/resources and PATCH /{id}. */
export function resourceVerdicts(body: Json): Verdicts {
  const verdicts: Verdicts = {};
  const put = (field: string, verdict: FieldVerdict | null) => {
    if (verdict) verdicts[field] = verdict;
  };
  put('name', nameVerdict(body['name']));
  const type = textOf(body['resourceTypeId']);
  put('resourceType', type === null ? 'invalid' : type === '' ? 'required' : null);
  put('assetNumber', optionalTextVerdict(body['assetNumber'], MAX_ASSET_NUMBER));
  const room = body['roomId'];
  put('roomId', room === undefined || room === null || typeof room === 'string' ? null : 'invalid');
  put('active', flagVerdict(body['active']));
  return verdicts;
}

/** Resource type bodies: POST v3/agenda/resource-types and POST /{id}. */
export function resourceTypeVerdicts(body: Json): Verdicts {
  const verdicts: Verdicts = {};
  const name = nameVerdict(body['name']);
  if (name) verdicts['name'] = name;
  const description = optionalTextVerdict(body['description'], MAX_DESCRIPTION);
  if (description) verdicts['description'] = description;
  return verdicts;
}

/** Operation bodies: POST v3/operations and POST /{id}. */
export function operationVerdicts(body: Json): Verdicts {
  const verdicts: Verdicts = {};
  const put = (field: string, verdict: FieldVerdict | null) => {
    if (verdict) verdicts[field] = verdict;
  };
  const name = objectOf(body['name']);
  put('nameNl', nameVerdict(name['nl']));
  put('nameEn', nameVerdict(name['en']));
  put(
    'code',
    formatVerdict(body['code'], (text) => /^[A-Z0-9][-A-Z0-9_]{1,15}$/.test(text), 'invalid'),
  );
  const duration = body['durationMinutes'];
  const durationVerdict = wholeNumberVerdict(duration, DURATION.min, DURATION.max);
  put('duration', durationVerdict ?? (wholeNumber(duration) % DURATION.step === 0 ? null : 'invalid'));
  put('bufferBefore', wholeNumberVerdict(body['bufferBeforeMinutes'], BUFFER.min, BUFFER.max));
  put('bufferAfter', wholeNumberVerdict(body['bufferAfterMinutes'], BUFFER.min, BUFFER.max));
  const roles = body['roles'];
  if (!Array.isArray(roles) || roles.length === 0)
    put('roles', roles === undefined || roles === null || Array.isArray(roles) ? 'required' : 'invalid');
  else if (!roles.every((role) => (STORED_ROLES as readonly unknown[]).includes(role)))
    put('roles', 'invalid');
  const colour = body['colour'];
  put('colour', typeof colour === 'string' && /^#[0-9a-fA-F]{6}$/.test(colour) ? null : 'invalid');
  put('resourceTypeIds', idsVerdict(body['resourceTypeIds']));
  put('needsRoom', flagVerdict(body['needsRoom']));
  put('medical', flagVerdict(body['medical']));
  put('employerBookable', flagVerdict(body['employerBookable']));
  const kind = body['kind'];
  put(
    'kind',
    kind === undefined || (STORED_OPERATION_KINDS as readonly unknown[]).includes(kind) ? null : 'invalid',
  );
  return verdicts;
}

/** What is checked of the query's ids of the operations a location offers. */
export const idListIsValid = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');
