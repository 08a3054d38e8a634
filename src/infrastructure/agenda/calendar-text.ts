import ical, { escape, ICalEventStatus } from 'ical-generator';
import type { CalendarEntry, CalendarItem, SeriesPattern } from '../../domain/agenda/calendar-series';
import { calendarEntries, icalLocal } from '../../domain/agenda/calendar-series';
import { SLOT_TIME_ZONE } from '../../domain/shared/zoned-slot';

/** Spec section 9: the portal's times are Europe/Amsterdam. */
const TIME_ZONE = SLOT_TIME_ZONE;

/** Makes each event's UID globally unique (RFC 5545, section 3.8.4.7) and the same on every export. */
const UID_DOMAIN = 'arbo-agenda';

/**
 * Europe/Amsterdam as calendar programs read it. ical-generator has no time zone database of its own
 * and the package it suggests reads its zones from disk (Node only), so the zone is written here: the
 * EU rule, in force since 1996, moves the clocks on the last Sunday of March (02:00 CET) and of
 * October (03:00 CEST).
 */
export const AMSTERDAM_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  `X-LIC-LOCATION:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** The event's UID of one appointment: the same in downloads, the feed and the employee's invitations. */
export const appointmentUid = (appointmentId: string): string =>
  `${encodeURIComponent(appointmentId)}@${UID_DOMAIN}`;

/** The UID of a series written as one recurring event. */
export const seriesUid = (seriesId: string): string => `series-${encodeURIComponent(seriesId)}@${UID_DOMAIN}`;

/** What an event says of an appointment; two appointments with the same words read alike. */
export interface EventWords {
  readonly summary: string;
  readonly location: string | null;
  readonly description: string | null;
  readonly cancelled: boolean;
}

/** The text by which calendarEntries tells whether an occurrence reads like its series' event. */
export const lookOfWords = (words: EventWords): string =>
  JSON.stringify([words.summary, words.location, words.description, words.cancelled]);

export interface CalendarTextOptions {
  /** The calendar's name (X-WR-CALNAME). */
  readonly name: string;
  /** When the file is made (DTSTAMP, in UTC). */
  readonly stamp: Date;
  /** For a subscription: how often a calendar program should fetch it again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  readonly refreshSeconds?: number;
}

/**
 * An iCalendar file (RFC 5545) of the events calendarEntries chose: each appointment of its own at
 * its wall-clock times in Europe/Amsterdam, each series one recurring event with its RRULE, EXDATE
 * and RECURRENCE-ID overrides, all with TZID and the zone written out. The words of each event come
 * from `wordsOf`; nothing else of an appointment enters the file.
 */
export function calendarText<T extends CalendarItem & { readonly id: string }>(
  entries: readonly CalendarEntry<T>[],
  wordsOf: (item: T) => EventWords,
  options: CalendarTextOptions,
): string {
  const calendar = ical({
    // ical-generator writes the name as it is given; escaped and on one line it cannot end the property.
    name: escape(options.name.replace(/[\r\n]+/g, ' '), false),
    prodId: { company: 'Arbo Agenda', product: 'Agenda', language: 'NL' },
    // No calendar-wide zone: DTSTAMP stays in UTC as RFC 5545 requires, each event names its own zone.
    timezone: { name: null, generator: (zone) => (zone === TIME_ZONE ? AMSTERDAM_VTIMEZONE : null) },
    ...(options.refreshSeconds ? { ttl: options.refreshSeconds } : {}),
  });
  const wordsFor = (item: T) => {
    const words = wordsOf(item);
    return {
      summary: words.summary,
      ...(words.location ? { location: { title: words.location } } : {}),
      ...(words.description ? { description: words.description } : {}),
      ...(words.cancelled ? { status: ICalEventStatus.CANCELLED } : {}),
    };
  };
  for (const entry of entries) {
    if (entry.kind === 'single') {
      calendar.createEvent({
        id: appointmentUid(entry.item.id),
        stamp: options.stamp,
        start: entry.item.start.withTimeZone(TIME_ZONE),
        end: entry.item.end.withTimeZone(TIME_ZONE),
        timezone: TIME_ZONE,
        ...wordsFor(entry.item),
      });
      continue;
    }
    const uid = seriesUid(entry.seriesId);
    const exdate =
      entry.exdates.length > 0
        ? `\nEXDATE;TZID=${TIME_ZONE}:${entry.exdates.map((date) => icalLocal(date)).join(',')}`
        : '';
    calendar.createEvent({
      id: uid,
      stamp: options.stamp,
      start: entry.start,
      end: entry.end,
      timezone: TIME_ZONE,
      repeating: `RRULE:${entry.rrule}${exdate}`,
      ...wordsFor(entry.lead),
    });
    for (const override of entry.overrides)
      calendar.createEvent({
        id: uid,
        stamp: options.stamp,
        recurrenceId: override.recurrenceId.toZonedDateTime(TIME_ZONE),
        start: override.item.start.withTimeZone(TIME_ZONE),
        end: override.item.end.withTimeZone(TIME_ZONE),
        timezone: TIME_ZONE,
        ...wordsFor(override.item),
      });
  }
  return calendar.toString();
}

/**
 * The calendar file of these appointments: the domain's calendarEntries decide which series are one
 * recurring event (an occurrence whose words differ from its series' becomes an override), and
 * calendarText writes them.
 */
export function calendarFile<T extends CalendarItem & { readonly id: string }>(
  items: readonly T[],
  series: readonly SeriesPattern[],
  wordsOf: (item: T) => EventWords,
  options: CalendarTextOptions,
): string {
  const entries = calendarEntries(items, series, (item) => lookOfWords(wordsOf(item)));
  return calendarText(entries, wordsOf, options);
}
