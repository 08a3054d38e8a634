import type { Temporal } from 'temporal-polyfill';
import type { Locale } from '../domain/locale/locale';
import { dateLocaleOf } from '../domain/locale/locale';

/** Spec section 9: dates in the user's date locale, times in Europe/Amsterdam. */
const TIME_ZONE = 'Europe/Amsterdam';

export function formatDate(date: Temporal.PlainDate, locale: Locale): string {
  return new Intl.DateTimeFormat(dateLocaleOf(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

export function formatTime(instant: Temporal.Instant, locale: Locale): string {
  return new Intl.DateTimeFormat(dateLocaleOf(locale), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  }).format(new Date(instant.epochMilliseconds));
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(dateLocaleOf(locale)).format(value);
}
