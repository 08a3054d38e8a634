import type { Temporal } from 'temporal-polyfill';

/** Spec section 9: every time the portal shows is in Europe/Amsterdam; an export gives that wall time. */
const TIME_ZONE = 'Europe/Amsterdam';

/**
 * One cell of an export as data rather than as the text a screen shows, so a spreadsheet can sort,
 * filter and count it: a date, a date and time (wall time in Europe/Amsterdam, to the minute or finer),
 * a number, or text.
 */
export type ExportValue =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'number'; readonly number: number }
  | { readonly kind: 'date'; readonly date: Temporal.PlainDate }
  | { readonly kind: 'dateTime'; readonly dateTime: Temporal.PlainDateTime };

/** An export as its files write it: the headers (text), then per row a value per column; null is an empty cell. */
export interface ExportTable {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly (ExportValue | null)[])[];
}

export const exportText = (text: string): ExportValue => ({ kind: 'text', text });

export const exportNumber = (number: number): ExportValue => ({ kind: 'number', number });

export const exportDate = (date: Temporal.PlainDate): ExportValue => ({ kind: 'date', date });

/** A moment as the clock in Amsterdam shows it, whatever zone it came in: the time the screen shows. */
export const exportDateTime = (moment: Temporal.ZonedDateTime): ExportValue => ({
  kind: 'dateTime',
  dateTime: moment.withTimeZone(TIME_ZONE).toPlainDateTime(),
});

/**
 * A number as a plain decimal with a point: "-12.5", never "1e-7" or "1e+21", which a spreadsheet
 * reads as text (and a CSV guard would take the minus of "-1e-7" for a formula's). Not a number or
 * infinite: ''.
 */
export function decimalText(number: number): string {
  if (!Number.isFinite(number)) return '';
  const text = String(number);
  const exponent = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exponent) return text;
  const [, sign = '', lead = '', rest = '', power = '0'] = exponent;
  const digits = lead + rest;
  // Where the decimal point goes in `digits`: JavaScript writes an exponent only from 1e21 up (more
  // places than the at most 17 significant digits, so no fraction is left) and below 1e-6.
  const point = 1 + Number(power);
  return point <= 0 ? `${sign}0.${'0'.repeat(-point)}${digits}` : `${sign}${digits.padEnd(point, '0')}`;
}

/** A date-time to the minute ("2026-12-02T09:00"), with seconds and their fraction only when it has them. */
function dateTimeText(dateTime: Temporal.PlainDateTime): string {
  const whole =
    dateTime.second === 0 &&
    dateTime.millisecond === 0 &&
    dateTime.microsecond === 0 &&
    dateTime.nanosecond === 0;
  return whole
    ? dateTime.toString({ smallestUnit: 'minute', calendarName: 'never' })
    : dateTime.toString({ calendarName: 'never' });
}

/**
 * A value as the text of a CSV cell, in ISO 8601: a date "2026-12-02"; a date-time in the wall time of
 * Europe/Amsterdam without an offset, "2026-12-02T09:00", the same reading as the screen and the
 * .xlsx (which has no time zones); a number with a point (decimalText); text as it is. An empty cell: ''.
 */
export function plainTextOf(value: ExportValue | null): string {
  if (value === null) return '';
  switch (value.kind) {
    case 'text':
      return value.text;
    case 'number':
      return decimalText(value.number);
    case 'date':
      return value.date.toString({ calendarName: 'never' });
    case 'dateTime':
      return dateTimeText(value.dateTime);
  }
}
