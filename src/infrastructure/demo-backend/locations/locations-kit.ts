import { signedInUser } from '../access/session-kit';
import type { DemoUser } from '../access/seed';
import { permissionsOf } from '../access/users';
import type { Ctx } from '../platform/route-kit';
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

/**
 * What the locations area's routes share: who is signed in with a permission, the refusals, the field
 * messages in the request's language, and reading a request's body.
 */

export const V3 = '/api/external/v3';

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
