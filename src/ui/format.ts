import type { Temporal } from 'temporal-polyfill';
import type { Locale } from '../domain/locale/locale';
import { dateLocaleOf } from '../domain/locale/locale';

/** Spec section 9: dates in the user's date locale, times in Europe/Amsterdam. */
const TIME_ZONE = 'Europe/Amsterdam';

// Building an Intl formatter is costly next to using one; a list of a thousand rows reuses them.
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const timeFormats = new Map<Locale, Intl.DateTimeFormat>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();
const weekdayDateFormats = new Map<Locale, Intl.DateTimeFormat>();

function cached<T>(cache: Map<Locale, T>, locale: Locale, make: () => T): T {
  let format = cache.get(locale);
  if (!format) {
    format = make();
    cache.set(locale, format);
  }
  return format;
}

export function formatDate(date: Temporal.PlainDate, locale: Locale): string {
  const format = cached(
    dateFormats,
    locale,
    () =>
      new Intl.DateTimeFormat(dateLocaleOf(locale), {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  );
  return format.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

/** A date with its weekday, short: "ma 3 nov" / "Mon 3 Nov" (a day of an agenda or a preview). */
export function formatWeekdayDate(date: Temporal.PlainDate, locale: Locale): string {
  const format = cached(
    weekdayDateFormats,
    locale,
    () =>
      new Intl.DateTimeFormat(dateLocaleOf(locale), {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }),
  );
  return format.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

/** A wall-clock time of the portal's 24-hour clock: "09:00" (spec section 9: times in Europe/Amsterdam). */
export function formatClock(time: Temporal.PlainTime): string {
  return time.toString({ smallestUnit: 'minute' });
}

export function formatTime(instant: Temporal.Instant, locale: Locale): string {
  const format = cached(
    timeFormats,
    locale,
    () =>
      new Intl.DateTimeFormat(dateLocaleOf(locale), {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: TIME_ZONE,
      }),
  );
  return format.format(new Date(instant.epochMilliseconds));
}

export function formatNumber(value: number, locale: Locale): string {
  return cached(numberFormats, locale, () => new Intl.NumberFormat(dateLocaleOf(locale))).format(value);
}

/** A moment as its date and time in Amsterdam: "3 nov 2026 09:00". */
export function formatDateTime(instant: Temporal.Instant, locale: Locale): string {
  const day = instant.toZonedDateTimeISO(TIME_ZONE).toPlainDate();
  return `${formatDate(day, locale)} ${formatTime(instant, locale)}`;
}
