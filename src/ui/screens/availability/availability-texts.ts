import { Temporal } from 'temporal-polyfill';
import type { PersonalDayOff } from '../../../domain/availability/availability';
import type { NationalHoliday } from '../../../domain/availability/national-holiday';
import type { WeekRepeat, WeeklyBlock } from '../../../domain/availability/schedule';
import type { Locale } from '../../../domain/locale/locale';
import { formatClock, formatDate } from '../../format';
import type { Translate } from '../../services-context';

/** How the availability screens say their values: periods, week patterns, repeats, holidays, days off. */

/** The keys of the ISO weekdays 1 (Monday) to 7 (Sunday). */
const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const keyOf = (weekday: number) => WEEKDAY_KEYS[(weekday - 1 + 7) % 7] ?? 'mon';

export const weekdayName = (t: Translate, weekday: number): string =>
  t(`availability.weekdays.${keyOf(weekday)}`);

export const weekdayShort = (t: Translate, weekday: number): string =>
  t(`availability.weekdaysShort.${keyOf(weekday)}`);

export const spanText = (block: { start: Temporal.PlainTime; end: Temporal.PlainTime }): string =>
  `${formatClock(block.start)}–${formatClock(block.end)}`;

/** "from 1 Jan 2027" or "1 Jan 2027 to 30 Jun 2027". */
export function periodText(
  t: Translate,
  locale: Locale,
  from: Temporal.PlainDate,
  until: Temporal.PlainDate | null,
): string {
  return until
    ? t('availability.common.fromUntil', { from: formatDate(from, locale), until: formatDate(until, locale) })
    : t('availability.common.from', { from: formatDate(from, locale) });
}

/** A week pattern in one line: "Mon 09:00–17:00 · Tue 09:00–12:30, 13:00–17:00". */
export function blocksText(t: Translate, blocks: readonly WeeklyBlock[]): string {
  const days = [...new Set(blocks.map((block) => block.weekday))].sort((a, b) => a - b);
  if (days.length === 0) return t('availability.schedule.noBlocks');
  return days
    .map((weekday) => {
      const spans = blocks
        .filter((block) => block.weekday === weekday)
        .sort((a, b) => Temporal.PlainTime.compare(a.start, b.start))
        .map(spanText);
      return `${weekdayShort(t, weekday)} ${spans.join(', ')}`;
    })
    .join(' · ');
}

export function repeatText(t: Translate, repeat: WeekRepeat): string {
  return repeat.kind === 'every-n-weeks'
    ? t('availability.repeat.everyN', { count: repeat.weeks })
    : t(`availability.repeat.kinds.${repeat.kind}`);
}

/** A holiday's name as the administrator gave it; a generated one also in the user's language. */
export function holidayName(t: Translate, holiday: NationalHoliday): string {
  if (!holiday.kind) return holiday.name;
  const known = t(`availability.holidayNames.${holiday.kind}`);
  return known === holiday.name ? holiday.name : `${holiday.name} (${known})`;
}

/**
 * Midnight, made on use: this module may load before the Temporal polyfill does (main.tsx installs it
 * where the browser has none), so nothing here calls Temporal at import time.
 */
const midnight = () => Temporal.PlainTime.from('00:00');

/** A day off: "3 Nov 2026", "3 Nov 2026 to 5 Nov 2026", or with times for a part of a day. */
export function dayOffText(t: Translate, locale: Locale, dayOff: PersonalDayOff): string {
  const start = dayOff.start.toPlainDate();
  const wholeDays =
    dayOff.start.toPlainTime().equals(midnight()) && dayOff.end.toPlainTime().equals(midnight());
  if (wholeDays) {
    const last = dayOff.end.toPlainDate().subtract({ days: 1 });
    return last.equals(start)
      ? formatDate(start, locale)
      : t('availability.common.fromUntil', {
          from: formatDate(start, locale),
          until: formatDate(last, locale),
        });
  }
  const end = dayOff.end.toPlainDate();
  const from = `${formatDate(start, locale)} ${formatClock(dayOff.start.toPlainTime())}`;
  const until = end.equals(start)
    ? formatClock(dayOff.end.toPlainTime())
    : `${formatDate(end, locale)} ${formatClock(dayOff.end.toPlainTime())}`;
  return `${from}–${until}`;
}
