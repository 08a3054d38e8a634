import { Temporal } from 'temporal-polyfill';
import * as v from 'valibot';

const parses = (parse: (text: string) => unknown) => (text: string) => {
  try {
    parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * An ISO date (YYYY-MM-DD) that exists on the calendar. valibot's isoDate accepts 2026-02-30; Temporal
 * would then throw at mapping time and leave a list loading forever. Checked here, such an answer is a
 * malformed response like any other, with its message.
 */
export const CalendarDateSchema = v.pipe(
  v.string(),
  v.isoDate(),
  v.check(parses((text) => Temporal.PlainDate.from(text, { overflow: 'reject' }))),
);

/** An ISO moment with an offset (2026-11-21T09:00:00Z) that Temporal can read as an instant. */
export const TimestampSchema = v.pipe(
  v.string(),
  v.isoTimestamp(),
  v.check(parses((text) => Temporal.Instant.from(text))),
);
