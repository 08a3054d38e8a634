import { Temporal } from 'temporal-polyfill';
import type { AuditValue } from './audit-entry';

/**
 * How a change in the audit log reads to a person: the back office names a field by its code
 * (`start`, `name.en`, `steps.1.fields.0.label.nl`) and keeps values as it stores them (ISO moments,
 * ISO dates, status codes, ids). These rules tell the portal what each is, so it can say it in the
 * reader's words: a field's name and the language of a translated text, a moment in Amsterdam time, a
 * person's name for an id.
 */

/** The fields the back office logs, by code; a code not in here is shown as it comes. */
export const AUDITED_FIELDS = [
  'userId',
  'start',
  'end',
  'operationId',
  'operationIds',
  'employeeId',
  'locationId',
  'roomId',
  'resourceIds',
  'resourceTypeId',
  'resourceTypeIds',
  'channel',
  'noteLength',
  'status',
  'seriesId',
  'title',
  'dueDate',
  'assignedUser',
  'dossierId',
  'name',
  'description',
  'street',
  'houseNumber',
  'postcode',
  'city',
  'latitude',
  'longitude',
  'phone',
  'email',
  'activeFrom',
  'activeUntil',
  'employerBookable',
  'floor',
  'capacity',
  'wheelchairAccessible',
  'active',
  'assetNumber',
  'code',
  'durationMinutes',
  'bufferBeforeMinutes',
  'bufferAfterMinutes',
  'roles',
  'needsRoom',
  'medical',
  'colour',
  'blocks',
  'repeat',
  'validFrom',
  'validUntil',
  'deletedAt',
  'scheduleId',
  'date',
  'kind',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'reason',
  'disallowedOperationIds',
  'noteTypeId',
  'characters',
  'fileName',
  'mimeType',
  'size',
  'documentTypeId',
  'uploadTypeId',
  'relatedType',
  'relatedUuid',
  'dossierType',
  'wizardId',
  'currentStep',
  'completedStep',
  'finishedAt',
  'changedAnswers',
  'id',
  'label',
  'help',
  'required',
  'rule',
  'agendaUserId',
  'themeId',
  'logo',
  'fullLogo',
  'employmentId',
  'dateStart',
] as const;
export type AuditedField = (typeof AUDITED_FIELDS)[number];

export const isAuditedField = (value: string): value is AuditedField =>
  (AUDITED_FIELDS as readonly string[]).includes(value);

/** The parts a field path is made of that are numbered: a wizard's steps, a step's fields and options. */
export const AUDITED_PLACES = ['steps', 'fields', 'options'] as const;
export type AuditedPlace = (typeof AUDITED_PLACES)[number];

/** The languages a translated text is kept in. */
export const TEXT_LANGUAGES = ['nl', 'en'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** A field code taken apart: where in the record (counted from 1), which field, in which language. */
export interface AuditFieldPath {
  readonly places: readonly { readonly place: string; readonly position: number }[];
  /** The field itself; null where the path ends at a place (an option's text: `options.2.en`). */
  readonly field: string | null;
  readonly language: TextLanguage | null;
}

const NUMBER = /^\d+$/;

/** `steps.1.fields.0.label.en` → step 2, field 1, `label`, English; `start` → `start`. */
export function auditFieldPath(code: string): AuditFieldPath {
  const parts = code.split('.');
  const last = parts.at(-1);
  const language = parts.length > 1 && (last === 'nl' || last === 'en') ? last : null;
  if (language) parts.pop();
  const places: { place: string; position: number }[] = [];
  let field: string | null = null;
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index] ?? '';
    const next = parts[index + 1];
    if (next !== undefined && NUMBER.test(next)) {
      places.push({ place: part, position: Number(next) + 1 });
      index += 1;
    } else {
      field = field === null ? part : `${field}.${part}`;
    }
  }
  return { places, field, language };
}

/**
 * The codes the portal names, as `field.code`: an appointment's, a task's and a questionnaire's
 * statuses, an appointment's channel, what a questionnaire is about. Another code is shown as it comes.
 */
export const AUDITED_CODES = [
  'status.planned',
  'status.confirmed',
  'status.arrived',
  'status.completed',
  'status.no_show',
  'status.cancelled',
  'status.open',
  'status.finished',
  'channel.on_site',
  'channel.phone',
  'channel.video',
  'relatedType.employee',
  'relatedType.dossier',
] as const;
export type AuditedCode = (typeof AUDITED_CODES)[number];

const codeOf = (field: string | null, value: string): AuditedCode | null =>
  AUDITED_CODES.find((code) => code === `${field}.${value}`) ?? null;

/** A value as a person reads it, before it is put into words. */
export type ShownValue =
  | { readonly kind: 'empty' }
  | { readonly kind: 'withheld' }
  | { readonly kind: 'moment'; readonly instant: Temporal.Instant }
  | { readonly kind: 'day'; readonly date: Temporal.PlainDate }
  | { readonly kind: 'yes-no'; readonly yes: boolean }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'name'; readonly name: string }
  | { readonly kind: 'code'; readonly code: AuditedCode }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly ShownValue[] };

const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function momentOf(text: string): Temporal.Instant | null {
  if (!MOMENT.test(text)) return null;
  try {
    return Temporal.Instant.from(text);
  } catch {
    return null;
  }
}

function dayOf(text: string): Temporal.PlainDate | null {
  if (!DAY.test(text)) return null;
  try {
    return Temporal.PlainDate.from(text, { overflow: 'reject' });
  } catch {
    return null;
  }
}

function shownText(field: string | null, text: string, names: Readonly<Record<string, string>>): ShownValue {
  if (text === '') return { kind: 'empty' };
  const name = Object.hasOwn(names, text) ? names[text] : undefined;
  if (name !== undefined) return { kind: 'name', name };
  const instant = momentOf(text);
  if (instant) return { kind: 'moment', instant };
  const date = dayOf(text);
  if (date) return { kind: 'day', date };
  const code = codeOf(field, text);
  if (code) return { kind: 'code', code };
  return { kind: 'text', text };
}

/**
 * What a logged value is: nothing, withheld, a moment (an ISO timestamp, shown in Amsterdam time), a
 * day, yes or no, a number, the name of the person or record its id points at (from the entry's
 * `names`), a code the portal names, or text as typed; a list item by item.
 */
export function shownValue(
  code: string,
  value: AuditValue,
  names: Readonly<Record<string, string>>,
): ShownValue {
  const { field } = auditFieldPath(code);
  if (value === null) return { kind: 'empty' };
  if (typeof value === 'boolean') return { kind: 'yes-no', yes: value };
  if (typeof value === 'number') return { kind: 'number', value };
  if (typeof value === 'string') return shownText(field, value, names);
  if (Array.isArray(value)) {
    return value.length === 0
      ? { kind: 'empty' }
      : { kind: 'list', items: value.map((item: string) => shownText(field, item, names)) };
  }
  return { kind: 'withheld' };
}
