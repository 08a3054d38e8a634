import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { GatewayFailure } from './gateway-failure';
import { needsNoMessage } from './gateway-failure';
import type { Notifier } from './notifier';

/**
 * Why a record of a form (an admin record, a schedule, a day off) was not saved. The form keeps what
 * was typed in every case; the UI shows `fields` and `serverFields` next to their fields and `message`
 * above the form. Each area names its fields `F` and the problems its own rules find `P`.
 */
export type SaveCode =
  /** The form's own rules refused it (see `fields`); nothing was sent. */
  | 'save.invalid'
  /** The server refused fields (a 422; see `serverFields`, and `message` for what names no field). */
  | 'save.rejected'
  /** The server refused the record as a whole (a duplicate code, a conflict): `message` says why. */
  | 'save.refused'
  /** The record is gone (deleted elsewhere meanwhile). */
  | 'save.not-found'
  /** No usable answer (network, a malformed body); the HTTP client has told the user. */
  | 'save.unavailable'
  /** Spec section 5: 'Resource type UUID is required for update.' */
  | 'save.uuid-required';

export interface SaveRefusal<F extends string, P extends string = never> {
  readonly code: SaveCode;
  /** What the form's own rules found, per field. */
  readonly fields: Partial<Record<F, P>>;
  /** The server's first message per field of the form. */
  readonly serverFields: Partial<Record<F, string>>;
  /** The server's message about the record as a whole, or about a field the form does not show. */
  readonly message: string | null;
}

export type DeleteCode =
  /** Still in use (future appointments, schedules, rooms holding the type ...): `message` says what. */
  'delete.in-use' | 'delete.not-found' | 'delete.unavailable';

export interface DeleteRefusal {
  readonly code: DeleteCode;
  /** The server's own words, in the user's language. */
  readonly message: string | null;
}

/** Why a record could not be shown. */
export type LoadCode = 'load.not-found' | 'load.unavailable';

const refusal = <F extends string, P extends string = never>(
  code: SaveCode,
  more: Partial<SaveRefusal<F, P>> = {},
): SaveRefusal<F, P> => ({
  code,
  fields: {},
  serverFields: {},
  message: null,
  ...more,
});

export const invalid = <F extends string, P extends string>(
  fields: Partial<Record<F, P>>,
): SaveRefusal<F, P> => refusal('save.invalid', { fields });

export const uuidRequired = <F extends string>(): SaveRefusal<F> => refusal('save.uuid-required');

/**
 * The server's field errors as the form's fields. A key names a field by its own name, by a dotted
 * path (`address.postcode`) whose last part is the field, or through `aliases` (`durationMinutes`).
 */
export function fieldsOfServer<F extends string>(
  errors: Readonly<Record<string, readonly string[]>>,
  known: readonly F[],
  aliases: Readonly<Record<string, F>> = {},
): { fields: Partial<Record<F, string>>; rest: string[] } {
  const fields: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const last = key.split('.').at(-1) ?? key;
    const field =
      aliases[key] ??
      aliases[last] ??
      (known as readonly string[]).find((name) => name === key || name === last);
    const first = messages.find((message) => message.trim() !== '');
    if (!first) continue;
    if (field && !fields[field as F]) fields[field as F] = first;
    else if (!field) rest.push(first);
  }
  return { fields, rest };
}

/** How the forms save: the server's answer, or the refusal the form shows. */
export async function saveWith<T, F extends string>(
  send: () => Promise<Result<T, GatewayFailure>>,
  notifier: Notifier,
  known: readonly F[],
  aliases: Readonly<Record<string, F>> = {},
): Promise<Result<T, SaveRefusal<F>>> {
  const answer = await send();
  if (answer.ok) return ok(answer.value);
  const failure = answer.error;
  if (failure.kind !== 'rejected') {
    if (!needsNoMessage(failure)) notifier.notify({ type: 'error', title: 'common.somethingWentWrong' });
    return fail(refusal('save.unavailable'));
  }
  if (failure.status === 404) return fail(refusal('save.not-found', { message: failure.message || null }));
  const { fields, rest } = fieldsOfServer(failure.fieldErrors, known, aliases);
  if (Object.keys(fields).length > 0) {
    return fail(refusal('save.rejected', { serverFields: fields, message: rest.join(' ') || null }));
  }
  return fail(
    refusal('save.refused', { message: [failure.message, ...rest].filter(Boolean).join(' ') || null }),
  );
}

/**
 * How the screens delete: done (said with the record's name, by default as '"name" is deleted'), or
 * the server's reason for refusing.
 */
export async function deleteWith(
  send: () => Promise<Result<void, GatewayFailure>>,
  notifier: Notifier,
  name: string,
  notice = 'record.notices.deleted',
): Promise<Result<void, DeleteRefusal>> {
  const answer = await send();
  if (answer.ok) {
    notifier.notify({ type: 'success', title: notice, values: { name } });
    return ok(undefined);
  }
  const failure = answer.error;
  if (failure.kind !== 'rejected') {
    if (!needsNoMessage(failure)) notifier.notify({ type: 'error', title: 'common.somethingWentWrong' });
    return fail({ code: 'delete.unavailable', message: null });
  }
  const message = failure.message.trim() || null;
  if (failure.status === 404) return fail({ code: 'delete.not-found', message });
  // Only the back office's "still in use" (409 in_use) is final; any other refusal may pass on a retry.
  if (failure.status === 409 && (failure.code === 'in_use' || failure.code === null))
    return fail({ code: 'delete.in-use', message });
  return fail({ code: 'delete.unavailable', message });
}

/** A record read for a form or a heading: found, gone, or not to be had now. */
export async function loadWith<T>(
  send: () => Promise<Result<T, GatewayFailure>>,
): Promise<Result<T, LoadCode>> {
  const answer = await send();
  if (answer.ok) return answer;
  return fail(
    answer.error.kind === 'rejected' && answer.error.status === 404 ? 'load.not-found' : 'load.unavailable',
  );
}

/** Text as a record holds it: trimmed, and null when nothing is left. */
export const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

export const hasProblems = (problems: object): boolean => Object.keys(problems).length > 0;
