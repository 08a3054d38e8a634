import ICAL from 'ical.js';

/** One appointment as a calendar program shows it after reading a file: from its events and their rules. */
export interface ExpandedOccurrence {
  readonly uid: string;
  /** Epoch milliseconds. */
  readonly start: number;
  readonly end: number;
  readonly summary: string;
  readonly location: string | null;
  readonly status: string | null;
  readonly description: string | null;
  /** Whether it came from a recurring event (its rule, or one of its overrides). */
  readonly recurring: boolean;
}

/** A calendar file as Mozilla's parser (ical.js, Thunderbird's) reads it. */
export interface ParsedCalendar {
  readonly calendar: ICAL.Component;
  /** Every VEVENT of the file, overrides included. */
  readonly events: readonly ICAL.Component[];
  /** The VEVENTs with an RRULE. */
  readonly recurring: readonly ICAL.Component[];
  /** Every appointment the file describes, each series expanded with its EXDATEs and overrides. */
  readonly occurrences: readonly ExpandedOccurrence[];
}

const text = (component: ICAL.Component, name: string): string | null => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : null;
};

const occurrenceOf = (
  component: ICAL.Component,
  start: ICAL.Time,
  end: ICAL.Time,
  recurring: boolean,
): ExpandedOccurrence => ({
  uid: text(component, 'uid') ?? '',
  start: start.toUnixTime() * 1000,
  end: end.toUnixTime() * 1000,
  summary: text(component, 'summary') ?? '',
  location: text(component, 'location'),
  status: text(component, 'status'),
  description: text(component, 'description'),
  recurring,
});

/**
 * Parses an iCalendar text and expands it as a calendar program does: its time zones registered, every
 * recurring event walked through its RRULE (at most `limit` times) without its EXDATEs, each date
 * with an override (RECURRENCE-ID) taken from the override.
 */
export function parseCalendar(source: string, limit = 2000): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(source));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent');
  const overrides = events.filter((event) => event.hasProperty('recurrence-id'));
  const occurrences: ExpandedOccurrence[] = [];
  for (const component of events.filter((event) => !event.hasProperty('recurrence-id'))) {
    // Its own overrides only (left alone, ical.js relates every override of the file to each event).
    const uid = text(component, 'uid');
    const own = overrides.filter((override) => text(override, 'uid') === uid);
    const event = new ICAL.Event(component, { strictExceptions: true, exceptions: own });
    if (!event.isRecurring()) {
      occurrences.push(occurrenceOf(component, event.startDate, event.endDate, false));
      continue;
    }
    const walk = event.iterator();
    for (let next = walk.next(), count = 0; next && count < limit; next = walk.next(), count += 1) {
      const details = event.getOccurrenceDetails(next);
      occurrences.push(occurrenceOf(details.item.component, details.startDate, details.endDate, true));
    }
  }
  return {
    calendar,
    events,
    recurring: events.filter((event) => event.hasProperty('rrule')),
    occurrences: occurrences.sort((a, b) => a.start - b.start || a.end - b.end),
  };
}
