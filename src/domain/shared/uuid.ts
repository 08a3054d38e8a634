import type { Brand } from './brand';
import type { Result } from './result';
import { fail, ok } from './result';

/** An identifier in the 8-4-4-4-12 hexadecimal form of RFC 9562, in lower case. */
export type Uuid = Brand<string, 'Uuid'>;

export type UuidFailure = 'uuid.malformed';

// Any version and variant: identifiers come from the backend, which is free to choose its kind
// (spec section 5 only asks for "a UUID", e.g. to update a resource type).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checks the form and answers the identifier in lower case, so two spellings of one id compare equal. */
export function parseUuid(text: string): Result<Uuid, UuidFailure> {
  return UUID.test(text) ? ok(text.toLowerCase() as Uuid) : fail('uuid.malformed');
}

export const isUuid = (text: string): text is Uuid => UUID.test(text) && text === text.toLowerCase();
