import type { Appointment } from '../../application/agenda/agenda-gateway';
import type { CalendarFileMaker } from '../../application/agenda/calendar-file';
import type { Clock } from '../../application/platform/clock';

/** Spec section 9: the portal's times are Europe/Amsterdam. */
const TIME_ZONE = 'Europe/Amsterdam';

/** Makes each event's UID globally unique (RFC 5545, section 3.8.4.7) and the same on every export. */
const UID_DOMAIN = 'arbo-agenda';

/**
 * Europe/Amsterdam as calendar programs read it. ical-generator has no time zone database of its own
 * and the package it suggests reads its zones from disk (Node only), so the zone is written here: the
 * EU rule, in force since 1996, moves the clocks on the last Sunday of March (02:00 CET) and of
 * October (03:00 CEST).
 */
const AMSTERDAM_VTIMEZONE = [
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

/**
 * Calendar files made by ical-generator, loaded on first use so it stays out of the first download.
 * Each appointment is one event at its wall-clock time in Europe/Amsterdam; a cancelled one says so.
 */
export class IcalCalendarFile implements CalendarFileMaker {
  constructor(private readonly clock: Clock) {}

  async make(calendarName: string, appointments: readonly Appointment[]): Promise<string> {
    const { default: ical, escape, ICalEventStatus } = await import('ical-generator');
    const calendar = ical({
      // ical-generator writes the name as it is given; escaped and on one line it cannot end the property.
      name: escape(calendarName.replace(/[\r\n]+/g, ' '), false),
      prodId: { company: 'Arbo Agenda', product: 'Agenda', language: 'NL' },
      // No calendar-wide zone: DTSTAMP stays in UTC as RFC 5545 requires, each event names its own zone.
      timezone: { name: null, generator: (zone) => (zone === TIME_ZONE ? AMSTERDAM_VTIMEZONE : null) },
    });
    const stamp = new Date(this.clock.now().epochMilliseconds);
    for (const appointment of appointments) {
      const place = placeOf(appointment);
      const description = descriptionOf(appointment);
      calendar.createEvent({
        id: `${encodeURIComponent(appointment.id)}@${UID_DOMAIN}`,
        stamp,
        start: appointment.start.withTimeZone(TIME_ZONE),
        end: appointment.end.withTimeZone(TIME_ZONE),
        timezone: TIME_ZONE,
        summary: appointment.title,
        ...(place ? { location: { title: place } } : {}),
        ...(description ? { description } : {}),
        ...(appointment.status === 'cancelled' ? { status: ICalEventStatus.CANCELLED } : {}),
      });
    }
    return calendar.toString();
  }
}

/** Where it takes place: the location (or "by phone"), and the room when there is one. */
function placeOf(appointment: Appointment): string | null {
  return [appointment.location, appointment.roomName].filter(Boolean).join(', ') || null;
}

/**
 * Who it is with and the note. Left out when the details are hidden from this user: a file leaves the
 * portal (into a shared or synced calendar) and should say no more than that the time is taken.
 */
function descriptionOf(appointment: Appointment): string | null {
  if (appointment.detailsHidden) return null;
  const employee = appointment.employee
    ? `${appointment.employee.name} (${appointment.employee.employerName})`
    : null;
  return [employee, appointment.note?.trim() || null].filter(Boolean).join('\n\n') || null;
}
