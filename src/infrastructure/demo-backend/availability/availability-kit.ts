import type { DemoUser } from '../access/seed';
import { signedInUser } from '../access/session-kit';
import type { Ctx } from '../platform/route-kit';
import { languageFor, refuse, refuseFields } from '../platform/route-kit';
import type { ServerLanguage, ServerMessage } from '../platform/server-messages';
import { say } from '../platform/server-messages';
import { holds } from './availability-access';
import type { AvailabilityVerdict, Verdicts } from './availability-field-rules';
import { EVERY_N_WEEKS, MAX_HOLIDAY_NAME, MAX_REASON } from './availability-field-rules';

/**
 * What the availability area's routes share: who is signed in with a permission, the refusals, and the
 * field messages in the request's language.
 */

export const V3 = '/api/external/v3';

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
