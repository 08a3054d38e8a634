import { Temporal } from 'temporal-polyfill';
import { SLOT_TIME_ZONE } from './zoned-slot';

const MINUTE = 60_000;
const MINUTES_PER_DAY = 1440;

/**
 * Amsterdam's offset from UTC over a span of time, read from the time zone once: `offsets[i]`
 * (milliseconds) holds from the instant `from[i]` until `from[i + 1]`. A few weeks hold one or two
 * entries, so the grid below needs no Temporal value per start.
 */
export interface ClockOffsets {
  readonly from: readonly number[];
  readonly offsets: readonly number[];
}

/**
 * The last span asked for and its offsets: searches in a row over the same free time (the waitlist's
 * match of every waiting employee against one freed time) ask for the same span, and the answer of a
 * span never changes.
 */
let lastAsked: { readonly first: number; readonly last: number; readonly offsets: ClockOffsets } | null =
  null;

/** The offsets that hold from `first` through `last` (epoch milliseconds). */
export function clockOffsets(first: number, last: number): ClockOffsets {
  if (lastAsked !== null && lastAsked.first === first && lastAsked.last === last) return lastAsked.offsets;
  const offsets = readOffsets(first, last);
  lastAsked = { first, last, offsets };
  return offsets;
}

function readOffsets(first: number, last: number): ClockOffsets {
  let at = Temporal.Instant.fromEpochMilliseconds(first).toZonedDateTimeISO(SLOT_TIME_ZONE);
  const from = [-Infinity];
  const offsets = [at.offsetNanoseconds / 1_000_000];
  for (;;) {
    const change = at.getTimeZoneTransition('next');
    if (change === null || change.epochMilliseconds > last) return { from, offsets };
    from.push(change.epochMilliseconds);
    offsets.push(change.offsetNanoseconds / 1_000_000);
    at = change;
  }
}

/**
 * Visits, in order, every instant from `low` through `high` (epoch milliseconds) whose wall-clock
 * time in Amsterdam is a whole minute that is a multiple of `step` minutes after midnight, with its
 * wall-clock day (days since 1970-01-01) and minute of that day.
 *
 * Walking the instants of each stretch of one offset in turn gives the clock changes their due: a
 * wall-clock time that the March change skips belongs to no instant and is not visited; one that the
 * October change repeats belongs to two instants, and both are visited.
 */
export function forEachGridStart(
  offsets: ClockOffsets,
  low: number,
  high: number,
  step: number,
  visit: (start: number, day: number, minuteOfDay: number) => void,
): void {
  for (let i = 0; i < offsets.from.length; i++) {
    const offset = offsets.offsets[i] ?? 0;
    const from = Math.max(low, offsets.from[i] ?? -Infinity);
    const until = Math.min(high, (offsets.from[i + 1] ?? Infinity) - 1);
    if (from > until) continue;
    const firstMinute = Math.ceil((from + offset) / MINUTE);
    let day = Math.floor(firstMinute / MINUTES_PER_DAY);
    let minute = Math.ceil((firstMinute - day * MINUTES_PER_DAY) / step) * step;
    if (minute >= MINUTES_PER_DAY) {
      day++;
      minute = 0;
    }
    const lastLocal = until + offset;
    for (;;) {
      const local = (day * MINUTES_PER_DAY + minute) * MINUTE;
      if (local > lastLocal) break;
      visit(local - offset, day, minute);
      minute += step;
      if (minute >= MINUTES_PER_DAY) {
        day++;
        minute = 0;
      }
    }
  }
}
