import { isIsoDate } from '../platform/amsterdam-time';
import { minutesOf } from './availability-engine';
import { CONSTRAINT_KINDS, STORED_REPEATS } from './availability-state';

/**
 * The back office's checks of the availability forms, written apart from the portal's domain rules
 * (src/domain/availability/availability-rules.ts), reading a request's JSON as sent: a field may be
 * missing, null or of another type. A property test holds them to the domain's verdict on every draft
 * a form can make; what only the server knows (the location, the overlap, the person) the routes add.
 */

export type AvailabilityVerdict =
  'required' | 'too-long' | 'invalid' | 'out-of-range' | 'end-before-start' | 'empty' | 'overlap';

export type Verdicts = Record<string, AvailabilityVerdict>;

export const EVERY_N_WEEKS = { min: 2, max: 8 } as const;
export const MAX_REASON = 200;
export const MAX_HOLIDAY_NAME = 100;

type Json = Readonly<Record<string, unknown>>;

const HHMM = /^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/;

/** A wall-clock time as the contract writes it. */
export const isWallClock = (value: unknown): value is string => typeof value === 'string' && HHMM.test(value);

const absent = (value: unknown) => value === undefined || value === null || value === '';

const objectOf = (value: unknown): Json | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;

/** A required date: 'required' when absent, 'invalid' when not a date on the calendar. */
function dateVerdict(value: unknown): AvailabilityVerdict | null {
  if (absent(value)) return 'required';
  return isIsoDate(value) ? null : 'invalid';
}

/** A required time: 'required' when absent, 'invalid' when not HH:MM. */
function timeVerdict(value: unknown): AvailabilityVerdict | null {
  if (absent(value)) return 'required';
  return isWallClock(value) ? null : 'invalid';
}

/** A weekly block as sent: an object with an ISO weekday and two wall-clock times. */
const wellFormedBlock = (value: unknown): value is { weekday: number; start: string; end: string } => {
  const block = objectOf(value);
  return (
    block !== null &&
    typeof block['weekday'] === 'number' &&
    Number.isInteger(block['weekday']) &&
    block['weekday'] >= 1 &&
    block['weekday'] <= 7 &&
    isWallClock(block['start']) &&
    isWallClock(block['end'])
  );
};

/** The blocks: a list of well-formed blocks, at least one, each ending after it starts, none overlapping. */
function blocksVerdict(value: unknown): AvailabilityVerdict | null {
  if (value === undefined || value === null) return 'empty';
  if (!Array.isArray(value)) return 'invalid';
  if (!value.every(wellFormedBlock)) return 'invalid';
  if (value.length === 0) return 'empty';
  const spans = value.map((block) => ({
    weekday: block.weekday,
    from: minutesOf(block.start),
    to: minutesOf(block.end),
  }));
  if (spans.some((span) => span.to <= span.from)) return 'end-before-start';
  for (const weekday of new Set(spans.map((span) => span.weekday))) {
    const day = spans.filter((span) => span.weekday === weekday).sort((a, b) => a.from - b.from);
    for (let i = 1; i < day.length; i += 1) {
      if ((day[i]?.from ?? 0) < (day[i - 1]?.to ?? 0)) return 'overlap';
    }
  }
  return null;
}

function repeatVerdict(value: unknown): AvailabilityVerdict | null {
  const repeat = objectOf(value);
  if (repeat === null) return value === undefined || value === null ? 'required' : 'invalid';
  const kind = repeat['kind'];
  if (!(STORED_REPEATS as readonly unknown[]).includes(kind)) return 'invalid';
  if (kind !== 'every-n-weeks') return null;
  const weeks = repeat['weeks'];
  return typeof weeks === 'number' &&
    Number.isInteger(weeks) &&
    weeks >= EVERY_N_WEEKS.min &&
    weeks <= EVERY_N_WEEKS.max
    ? null
    : 'out-of-range';
}

/** A list of ids: an array of texts. */
export const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');

/** Schedule bodies: POST v3/agenda/schedules (create, or update with an id). */
export function scheduleVerdicts(body: Json): Verdicts {
  const verdicts: Verdicts = {};
  const put = (field: string, verdict: AvailabilityVerdict | null) => {
    if (verdict) verdicts[field] = verdict;
  };
  const location = body['locationId'];
  put(
    'locationId',
    location === undefined || location === null
      ? 'required'
      : typeof location !== 'string'
        ? 'invalid'
        : location.trim() === ''
          ? 'required'
          : null,
  );
  const operations = body['operationIds'];
  put(
    'operationIds',
    operations === undefined || operations === null
      ? 'required'
      : !isIdList(operations)
        ? 'invalid'
        : operations.length === 0
          ? 'required'
          : null,
  );
  put('blocks', blocksVerdict(body['blocks']));
  put('repeat', repeatVerdict(body['repeat']));
  const from = body['validFrom'];
  const until = body['validUntil'];
  put('validFrom', dateVerdict(from));
  if (!absent(until)) {
    if (!isIsoDate(until)) put('validUntil', 'invalid');
    else if (isIsoDate(from) && until <= from) put('validUntil', 'end-before-start');
  }
  return verdicts;
}

/** Exception bodies: POST v3/agenda/schedules/{id}/time-constraints. */
export function timeConstraintVerdicts(body: Json): Verdicts {
  const verdicts: Verdicts = {};
  const put = (field: string, verdict: AvailabilityVerdict | null) => {
    if (verdict) verdicts[field] = verdict;
  };
  put('date', dateVerdict(body['date']));
  const kind = body['kind'];
  if (absent(kind)) put('kind', 'required');
  else if (!(CONSTRAINT_KINDS as readonly unknown[]).includes(kind)) put('kind', 'invalid');
  if (kind === 'shorter' || kind === 'extra') {
    const start = body['start'];
    const end = body['end'];
    put('start', timeVerdict(start));
    const endVerdict = timeVerdict(end);
    put('end', endVerdict);
    if (!endVerdict && isWallClock(start) && isWallClock(end) && end <= start) put('end', 'end-before-start');
  }
  return verdicts;
}

/** Personal-day-off bodies: POST v3/agenda/personal-days-off and PATCH /{id} (merged onto the record). */
export function dayOffVerdicts(body: Json): Verdicts {
  const verdicts: Verdicts = {};
  const put = (field: string, verdict: AvailabilityVerdict | null) => {
    if (verdict) verdicts[field] = verdict;
  };
  const { startDate, startTime, endDate, endTime, reason } = body;
  put('startDate', dateVerdict(startDate));
  put('startTime', timeVerdict(startTime));
  put('endDate', dateVerdict(endDate));
  put('endTime', timeVerdict(endTime));
  if (reason !== undefined && reason !== null && typeof reason !== 'string') put('reason', 'invalid');
  else if (typeof reason === 'string' && reason.trim().length > MAX_REASON) put('reason', 'too-long');
  if (isIsoDate(startDate) && isIsoDate(endDate)) {
    if (endDate < startDate) put('endDate', 'end-before-start');
    else if (endDate === startDate && isWallClock(startTime) && isWallClock(endTime) && endTime <= startTime)
      put('endTime', 'end-before-start');
  }
  return verdicts;
}

/** Holiday bodies: PATCH v3/agenda/national-holidays/{id} (merged onto the record). */
export function holidayVerdicts(body: Json): Verdicts {
  const verdicts: Verdicts = {};
  const date = dateVerdict(body['date']);
  if (date) verdicts['date'] = date;
  const name = body['name'];
  if (name !== undefined && name !== null && typeof name !== 'string') verdicts['name'] = 'invalid';
  else if (typeof name !== 'string' || name.trim() === '') verdicts['name'] = 'required';
  else if (name.trim().length > MAX_HOLIDAY_NAME) verdicts['name'] = 'too-long';
  return verdicts;
}
