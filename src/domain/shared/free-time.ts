import type { Temporal } from 'temporal-polyfill';

/**
 * Free time as the slot finder searches it: disjoint stretches in order, each as epoch milliseconds
 * from `starts[i]` up to `ends[i]`, stretches that touched or overlapped joined into one.
 *
 * Free time given finer than the millisecond is taken inward (a start rounded up, an end down), so a
 * slot never claims an instant that is not free; `startExact` and `endExact` say whether a bound
 * needed no rounding, because only an exact bound can be touched by a slot on the minute grid.
 */
export interface FreeTime {
  readonly starts: readonly number[];
  readonly ends: readonly number[];
  readonly startExact: readonly boolean[];
  readonly endExact: readonly boolean[];
}

const NANOS_PER_MILLI = 1_000_000n;

/**
 * An instant as two numbers, exact where epoch nanoseconds as one number would not be: the
 * millisecond at or before it, and the nanoseconds after that millisecond (0 to 999,999).
 */
interface SplitInstant {
  milli: number;
  nanos: number;
}

function split(epochNanoseconds: bigint, into: SplitInstant): void {
  let milli = epochNanoseconds / NANOS_PER_MILLI;
  let nanos = epochNanoseconds - milli * NANOS_PER_MILLI;
  if (nanos < 0n) {
    milli -= 1n;
    nanos += NANOS_PER_MILLI;
  }
  into.milli = Number(milli);
  into.nanos = Number(nanos);
}

/** The first millisecond at or after the moment: no slot on the minute grid starts between them. */
export function firstMilliFrom(moment: Temporal.ZonedDateTime): number {
  const at = { milli: 0, nanos: 0 };
  split(moment.epochNanoseconds, at);
  return at.nanos === 0 ? at.milli : at.milli + 1;
}

/** A stretch read from Temporal once, its bounds split. */
interface Span {
  readonly start: SplitInstant;
  readonly end: SplitInstant;
}

/** Whether instant `a` is at or before instant `b`. */
const atOrBefore = (a: SplitInstant, b: SplitInstant) =>
  a.milli < b.milli || (a.milli === b.milli && a.nanos <= b.nanos);

const byStart = (a: Span, b: Span) => a.start.milli - b.start.milli || a.start.nanos - b.start.nanos;

/**
 * Joins stretches that touch (one ends the instant the next starts) or overlap, leaving out those
 * that take no time. Instants are compared to the nanosecond before anything is rounded.
 */
export function joinFreeTime(
  stretches: readonly { readonly start: Temporal.ZonedDateTime; readonly end: Temporal.ZonedDateTime }[],
): FreeTime {
  const spans: Span[] = [];
  let inOrder = true;
  for (const stretch of stretches) {
    const span = { start: { milli: 0, nanos: 0 }, end: { milli: 0, nanos: 0 } };
    split(stretch.start.epochNanoseconds, span.start);
    split(stretch.end.epochNanoseconds, span.end);
    if (atOrBefore(span.end, span.start)) continue;
    const previous = spans.at(-1);
    if (previous !== undefined && byStart(previous, span) > 0) inOrder = false;
    spans.push(span);
  }
  // Agendas mostly come in order of time: sort only when they do not.
  if (!inOrder) spans.sort(byStart);
  const free = {
    starts: [] as number[],
    ends: [] as number[],
    startExact: [] as boolean[],
    endExact: [] as boolean[],
  };
  let i = 0;
  while (i < spans.length) {
    const start = spans[i]?.start ?? { milli: 0, nanos: 0 };
    let end = spans[i]?.end ?? start;
    for (i++; i < spans.length; i++) {
      const next = spans[i];
      if (next === undefined || !atOrBefore(next.start, end)) break;
      if (!atOrBefore(next.end, end)) end = next.end;
    }
    // Inward to whole milliseconds: the start up, the end down.
    const from = start.nanos === 0 ? start.milli : start.milli + 1;
    if (from >= end.milli) continue;
    free.starts.push(from);
    free.ends.push(end.milli);
    free.startExact.push(start.nanos === 0);
    free.endExact.push(end.nanos === 0);
  }
  return free;
}

/** Whether one stretch of the free time holds all of [from, until] (epoch milliseconds). */
export function holds(free: FreeTime, from: number, until: number): boolean {
  // The last stretch starting at or before `from`: the only one that can hold it, as they are disjoint.
  let low = 0;
  let high = free.starts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((free.starts[middle] ?? Infinity) <= from) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found >= 0 && (free.ends[found] ?? -Infinity) >= until;
}
