import { Temporal } from 'temporal-polyfill';
import type { WeekRepeat, WeeklyBlock } from './schedule';
import { blocksProblem } from './schedule-rules';

/**
 * The availability forms' rules: what a schedule, an exception, a personal day off and a national
 * holiday must be before they are saved. The UI shows each problem with the message templates of spec
 * section 5 (required, is not valid, the end date after the start date); the demo backend checks the
 * same with rules of its own, and a property test holds the two to one verdict.
 */
export type AvailabilityProblem =
  | 'required'
  | 'too-long'
  | 'invalid'
  | 'out-of-range'
  | 'end-before-start'
  /** A schedule without any block of time. */
  | 'empty'
  /** Two blocks of one schedule on one weekday that overlap. */
  | 'overlap';

export type FieldProblems<F extends string> = Partial<Record<F, AvailabilityProblem>>;

/** Every N weeks: from every second week up to every eighth (every week has a repeat of its own). */
export const REPEAT_WEEKS = { min: 2, max: 8 } as const;
export const REASON_MAX = 200;
export const HOLIDAY_NAME_MAX = 100;

/** Times are whole minutes, as the contract writes them (HH:MM). */
const wholeMinutes = (time: Temporal.PlainTime): boolean =>
  time.second === 0 && time.millisecond === 0 && time.microsecond === 0 && time.nanosecond === 0;

const blank = (text: string | null) => text === null || text.trim() === '';

export type ScheduleField = 'locationId' | 'operationIds' | 'blocks' | 'repeat' | 'validFrom' | 'validUntil';

export interface ScheduleDraft {
  readonly locationId: string | null;
  readonly operationIds: readonly string[];
  readonly blocks: readonly WeeklyBlock[];
  readonly repeat: WeekRepeat;
  readonly validFrom: Temporal.PlainDate | null;
  /** The last day it applies; null while open-ended. */
  readonly validUntil: Temporal.PlainDate | null;
}

/**
 * A schedule's rules: a location, at least one operation, well-formed blocks (weekday 1 to 7, whole
 * minutes, start before end, none overlapping another), a repeat of 2 to 8 weeks when every N weeks,
 * a first day, and a last day after it when there is one (spec section 5). Whether the location offers
 * the operations, and whether the schedule clashes with another of the same person, only the server
 * knows for sure (GET operations/validate; the overlap rule, firstOverlap).
 */
export function scheduleProblems(draft: ScheduleDraft): FieldProblems<ScheduleField> {
  const problems: FieldProblems<ScheduleField> = {};
  if (blank(draft.locationId)) problems.locationId = 'required';
  if (draft.operationIds.length === 0) problems.operationIds = 'required';
  const malformed = draft.blocks.some(
    (block) =>
      !Number.isInteger(block.weekday) ||
      block.weekday < 1 ||
      block.weekday > 7 ||
      !wholeMinutes(block.start) ||
      !wholeMinutes(block.end),
  );
  const blocks = malformed ? 'invalid' : blocksProblem(draft.blocks);
  if (blocks) problems.blocks = blocks;
  if (
    draft.repeat.kind === 'every-n-weeks' &&
    (!Number.isInteger(draft.repeat.weeks) ||
      draft.repeat.weeks < REPEAT_WEEKS.min ||
      draft.repeat.weeks > REPEAT_WEEKS.max)
  )
    problems.repeat = 'out-of-range';
  if (!draft.validFrom) problems.validFrom = 'required';
  else if (draft.validUntil && Temporal.PlainDate.compare(draft.validUntil, draft.validFrom) <= 0)
    problems.validUntil = 'end-before-start';
  return problems;
}

export type TimeConstraintField = 'date' | 'start' | 'end';

export interface TimeConstraintDraft {
  readonly date: Temporal.PlainDate | null;
  readonly kind: 'day-off' | 'shorter' | 'extra';
  /** Only for a shorter day and an extra block; a day off has no times. */
  readonly start: Temporal.PlainTime | null;
  readonly end: Temporal.PlainTime | null;
}

/** An exception: a date, and for a shorter day or an extra block a start and a later end. */
export function timeConstraintProblems(draft: TimeConstraintDraft): FieldProblems<TimeConstraintField> {
  const problems: FieldProblems<TimeConstraintField> = {};
  if (!draft.date) problems.date = 'required';
  if (draft.kind === 'day-off') return problems;
  if (!draft.start) problems.start = 'required';
  else if (!wholeMinutes(draft.start)) problems.start = 'invalid';
  if (!draft.end) problems.end = 'required';
  else if (!wholeMinutes(draft.end)) problems.end = 'invalid';
  else if (draft.start && !problems.start && Temporal.PlainTime.compare(draft.end, draft.start) <= 0)
    problems.end = 'end-before-start';
  return problems;
}

export type PersonalDayOffField = 'startDate' | 'startTime' | 'endDate' | 'endTime' | 'reason';

/**
 * A personal day off as the form holds it: whole days run from 00:00 on the first day to 00:00 on
 * the day after the last; a part of a day has its own times. The end is the first moment not off.
 */
export interface PersonalDayOffDraft {
  readonly startDate: Temporal.PlainDate | null;
  readonly startTime: Temporal.PlainTime | null;
  readonly endDate: Temporal.PlainDate | null;
  readonly endTime: Temporal.PlainTime | null;
  readonly reason: string;
}

/**
 * A personal day off's rules: a start and an end, the end after the start (spec section 5: on the end
 * date when that lies before the start date, else on the end time), and a reason of at most 200
 * characters (it may be left empty).
 */
export function personalDayOffProblems(draft: PersonalDayOffDraft): FieldProblems<PersonalDayOffField> {
  const problems: FieldProblems<PersonalDayOffField> = {};
  if (!draft.startDate) problems.startDate = 'required';
  if (!draft.startTime) problems.startTime = 'required';
  else if (!wholeMinutes(draft.startTime)) problems.startTime = 'invalid';
  if (!draft.endDate) problems.endDate = 'required';
  if (!draft.endTime) problems.endTime = 'required';
  else if (!wholeMinutes(draft.endTime)) problems.endTime = 'invalid';
  if (draft.reason.trim().length > REASON_MAX) problems.reason = 'too-long';
  const { startDate, startTime, endDate, endTime } = draft;
  if (startDate && endDate && Temporal.PlainDate.compare(endDate, startDate) < 0)
    problems.endDate = 'end-before-start';
  else if (
    startDate &&
    endDate &&
    startDate.equals(endDate) &&
    startTime &&
    endTime &&
    !problems.startTime &&
    !problems.endTime &&
    Temporal.PlainTime.compare(endTime, startTime) <= 0
  )
    problems.endTime = 'end-before-start';
  return problems;
}

/** The moments a valid personal-day-off draft stands for. */
export const dayOffSpan = (
  draft: PersonalDayOffDraft,
): { start: Temporal.PlainDateTime; end: Temporal.PlainDateTime } | null =>
  draft.startDate && draft.startTime && draft.endDate && draft.endTime
    ? {
        start: draft.startDate.toPlainDateTime(draft.startTime),
        end: draft.endDate.toPlainDateTime(draft.endTime),
      }
    : null;

export type HolidayField = 'date' | 'name';

export interface HolidayDraft {
  readonly date: Temporal.PlainDate | null;
  readonly name: string;
}

/** A national holiday: a date and a name of at most 100 characters. */
export function holidayProblems(draft: HolidayDraft): FieldProblems<HolidayField> {
  const problems: FieldProblems<HolidayField> = {};
  if (!draft.date) problems.date = 'required';
  if (blank(draft.name)) problems.name = 'required';
  else if (draft.name.trim().length > HOLIDAY_NAME_MAX) problems.name = 'too-long';
  return problems;
}
