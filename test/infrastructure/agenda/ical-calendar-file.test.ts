import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { Appointment } from '../../../src/application/agenda/agenda-gateway';
import type { SeriesPattern } from '../../../src/domain/agenda/calendar-series';
import { IcalCalendarFile } from '../../../src/infrastructure/agenda/ical-calendar-file';
import { parseCalendar } from '../../support/ical-expansion';
import { anAppointment, WednesdayClock } from '../../application/agenda/agenda-fakes';

interface Line {
  readonly name: string;
  readonly params: string;
  readonly value: string;
}

interface Component {
  readonly type: string;
  readonly lines: Line[];
  readonly children: Component[];
}

/** Reads iCalendar text as RFC 5545 describes it: CRLF lines, folded ones unfolded, nested components. */
function parse(text: string): Component {
  expect(text).not.toMatch(/[^\r]\n/);
  const unfolded = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const root: Component = { type: 'ROOT', lines: [], children: [] };
  const stack = [root];
  for (const raw of unfolded) {
    const colon = raw.indexOf(':');
    const head = raw.slice(0, colon);
    const value = raw.slice(colon + 1);
    const [name = '', ...params] = head.split(';');
    const current = stack.at(-1) ?? root;
    if (name === 'BEGIN') {
      const child: Component = { type: value, lines: [], children: [] };
      current.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      expect(current.type).toBe(value);
      stack.pop();
    } else current.lines.push({ name, params: params.join(';'), value });
  }
  expect(stack).toHaveLength(1);
  const [calendar] = root.children;
  if (!calendar) throw new Error('no calendar');
  return calendar;
}

const line = (component: Component | undefined, name: string) =>
  component?.lines.find((candidate) => candidate.name === name);
const events = (calendar: Component) => calendar.children.filter((child) => child.type === 'VEVENT');

/** The text value as written, escapes undone (RFC 5545, section 3.3.11). */
const unescaped = (value: string | undefined) =>
  value?.replace(/\\([\\;,nN])/g, (_, char: string) => (char.toLowerCase() === 'n' ? '\n' : char));

async function fileOf(appointments: readonly Appointment[], name = 'Dr. A. Bakker') {
  return parse(await new IcalCalendarFile(new WednesdayClock()).make(name, appointments));
}

const at = (iso: string) => Temporal.ZonedDateTime.from(iso);

describe('a calendar file of appointments', () => {
  it('is one VCALENDAR with the Amsterdam time zone and its EU clock changes', async () => {
    const calendar = await fileOf([anAppointment()]);
    expect(calendar.type).toBe('VCALENDAR');
    expect(line(calendar, 'VERSION')?.value).toBe('2.0');
    expect(line(calendar, 'PRODID')?.value).toMatch(/Arbo Agenda/);
    const zones = calendar.children.filter((child) => child.type === 'VTIMEZONE');
    expect(zones).toHaveLength(1);
    const zone = zones[0];
    expect(line(zone, 'TZID')?.value).toBe('Europe/Amsterdam');
    const summer = zone?.children.find((child) => child.type === 'DAYLIGHT');
    const winter = zone?.children.find((child) => child.type === 'STANDARD');
    expect(line(summer, 'RRULE')?.value).toBe('FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(line(summer, 'TZOFFSETTO')?.value).toBe('+0200');
    expect(line(winter, 'RRULE')?.value).toBe('FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU');
    expect(line(winter, 'TZOFFSETTO')?.value).toBe('+0100');
  });

  it('writes each appointment at its wall-clock time in Amsterdam, on both sides of the October change', async () => {
    const calendar = await fileOf([
      anAppointment({
        id: 'summer',
        start: at('2025-10-24T09:00:00+02:00[Europe/Amsterdam]'),
        end: at('2025-10-24T09:30:00+02:00[Europe/Amsterdam]'),
      }),
      anAppointment({
        id: 'winter',
        start: at('2025-10-27T09:00:00+01:00[Europe/Amsterdam]'),
        end: at('2025-10-27T09:30:00+01:00[Europe/Amsterdam]'),
      }),
      // The same moment in another zone is still written as Amsterdam's wall clock.
      anAppointment({
        id: 'given-in-utc',
        start: at('2025-10-27T13:00:00+00:00[UTC]'),
        end: at('2025-10-27T14:15:00+00:00[UTC]'),
      }),
    ]);
    const times = events(calendar).map((event) => ({
      start: line(event, 'DTSTART'),
      end: line(event, 'DTEND'),
    }));
    expect(times).toEqual([
      {
        start: { name: 'DTSTART', params: 'TZID=Europe/Amsterdam', value: '20251024T090000' },
        end: { name: 'DTEND', params: 'TZID=Europe/Amsterdam', value: '20251024T093000' },
      },
      {
        start: { name: 'DTSTART', params: 'TZID=Europe/Amsterdam', value: '20251027T090000' },
        end: { name: 'DTEND', params: 'TZID=Europe/Amsterdam', value: '20251027T093000' },
      },
      {
        start: { name: 'DTSTART', params: 'TZID=Europe/Amsterdam', value: '20251027T140000' },
        end: { name: 'DTEND', params: 'TZID=Europe/Amsterdam', value: '20251027T151500' },
      },
    ]);
  });

  it('stamps every event in UTC with the moment the file was made', async () => {
    const [event] = events(await fileOf([anAppointment()]));
    expect(line(event, 'DTSTAMP')?.value).toBe('20251105T090000Z');
  });

  it('gives each event a UID from its appointment, the same on every export', async () => {
    const first = events(await fileOf([anAppointment({ id: 'a-1' }), anAppointment({ id: 'a/2 b' })]));
    const again = events(await fileOf([anAppointment({ id: 'a-1' })]));
    expect(first.map((event) => line(event, 'UID')?.value)).toEqual([
      'a-1@arbo-agenda',
      'a%2F2%20b@arbo-agenda',
    ]);
    expect(line(again[0], 'UID')?.value).toBe('a-1@arbo-agenda');
  });

  it('names the title, the place and the room', async () => {
    const [event] = events(await fileOf([anAppointment()]));
    expect(line(event, 'SUMMARY')?.value).toBe('Spreekuur bedrijfsarts');
    expect(unescaped(line(event, 'LOCATION')?.value)).toBe('Utrecht, Spreekkamer 1');
    const [phone] = events(
      await fileOf([
        anAppointment({ channel: 'phone', location: 'Telefonisch', roomId: null, roomName: null }),
      ]),
    );
    expect(line(phone, 'LOCATION')?.value).toBe('Telefonisch');
    const [nowhere] = events(await fileOf([anAppointment({ location: null, roomName: null })]));
    expect(line(nowhere, 'LOCATION')).toBeUndefined();
  });

  it('escapes commas, semicolons, backslashes and line breaks in the note, and folds long lines', async () => {
    const note =
      'Eerst bellen, dan komen; neem\nhet dossier mee (map C:\\arbo).\r\nDaarna: ' + 'lang '.repeat(30);
    const text = await new IcalCalendarFile(new WednesdayClock()).make('Agenda', [anAppointment({ note })]);
    expect(text.split('\r\n').every((row) => new TextEncoder().encode(row).length <= 75)).toBe(true);
    const [event] = events(parse(text));
    const description = line(event, 'DESCRIPTION')?.value ?? '';
    expect(description).toContain(
      'Eerst bellen\\, dan komen\\; neem\\nhet dossier mee (map C:\\\\arbo).\\nDaarna',
    );
    expect(unescaped(description)).toBe(
      `Jan Jansen (Bakkerij De Gouden Korenaar)\n\n${note.replace('\r\n', '\n').trim()}`,
    );
  });

  it('keeps a calendar name with a comma or a line break to its one property', async () => {
    const calendar = await fileOf([], 'Bakker, A.\r\nBEGIN:VEVENT');
    expect(events(calendar)).toEqual([]);
    expect(line(calendar, 'X-WR-CALNAME')?.value).toBe('Bakker\\, A. BEGIN:VEVENT');
  });

  it('marks a cancelled appointment as cancelled, and no other', async () => {
    const [cancelled, planned] = events(
      await fileOf([anAppointment({ id: 'x', status: 'cancelled' }), anAppointment({ id: 'y' })]),
    );
    expect(line(cancelled, 'STATUS')?.value).toBe('CANCELLED');
    expect(line(planned, 'STATUS')).toBeUndefined();
  });

  it('says no more than that the time is taken when the details are hidden', async () => {
    const [event] = events(
      await fileOf([
        anAppointment({
          title: 'Bezet',
          detailsHidden: true,
          operation: null,
          note: 'Vertrouwelijk',
        }),
      ]),
    );
    expect(line(event, 'SUMMARY')?.value).toBe('Bezet');
    expect(line(event, 'DESCRIPTION')).toBeUndefined();
    const text = event?.lines.map((row) => row.value).join('\n') ?? '';
    expect(text).not.toContain('Jan Jansen');
    expect(text).not.toContain('Vertrouwelijk');
  });

  it('leaves the description out when there is neither employee nor note', async () => {
    const [event] = events(await fileOf([anAppointment({ employee: null, note: null })]));
    expect(line(event, 'DESCRIPTION')).toBeUndefined();
  });
});

describe('a calendar file with a recurring series', () => {
  const pattern: SeriesPattern = {
    id: 's-1',
    rule: {
      frequency: 'weekly',
      interval: 1,
      weekdays: [3],
      end: { kind: 'until', date: Temporal.PlainDate.from('2025-12-31') },
      exceptDates: [Temporal.PlainDate.from('2025-11-12')],
    },
    first: {
      date: Temporal.PlainDate.from('2025-10-22'),
      start: Temporal.PlainTime.from('09:00'),
      end: Temporal.PlainTime.from('09:30'),
    },
  };
  const onDate = (day: string, from = '09:00', until = '09:30', changes: Partial<Appointment> = {}) =>
    anAppointment({
      id: `a-${day}`,
      seriesId: 's-1',
      start: Temporal.ZonedDateTime.from(`${day}T${from}[Europe/Amsterdam]`),
      end: Temporal.ZonedDateTime.from(`${day}T${until}[Europe/Amsterdam]`),
      ...changes,
    });
  // Across the October change; the 12th left out at the booking, the 19th moved to the afternoon,
  // the 26th cancelled.
  const appointments = [
    onDate('2025-10-22'),
    onDate('2025-10-29'),
    onDate('2025-11-05'),
    onDate('2025-11-19', '14:00', '14:45'),
    onDate('2025-11-26', '09:00', '09:30', { status: 'cancelled' }),
    onDate('2025-12-03'),
  ];
  const made = () =>
    new IcalCalendarFile(new WednesdayClock()).make('Dr. A. Bakker', appointments, [pattern]);

  it('is one VEVENT with an RRULE and the dates left out as EXDATE, as Mozilla’s parser reads it', async () => {
    const text = await made();
    expect(text).toContain('\r\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=WE;WKST=MO;UNTIL=20251203T225959Z\r\n');
    const { recurring, events: all } = parseCalendar(text);
    expect(recurring).toHaveLength(1);
    const [series] = recurring;
    expect(series?.getFirstPropertyValue('uid')).toBe('series-s-1@arbo-agenda');
    expect(series?.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Amsterdam');
    const exdates = series
      ?.getAllProperties('exdate')
      .flatMap((property) => property.getValues().map(String));
    expect(exdates).toEqual(['2025-11-12T09:00:00']);
    // The moved and the cancelled date are overrides of the one series; nothing else is written.
    expect(all).toHaveLength(3);
  });

  it('moves a date of the series to its other times with a RECURRENCE-ID, and marks a cancelled one', async () => {
    const { events: all, occurrences } = parseCalendar(await made());
    const overrides = all.filter((event) => event.hasProperty('recurrence-id'));
    expect(overrides.map((event) => String(event.getFirstPropertyValue('recurrence-id')))).toEqual([
      '2025-11-19T09:00:00',
      '2025-11-26T09:00:00',
    ]);
    expect(
      occurrences.map((occurrence) => [new Date(occurrence.start).toISOString(), occurrence.status]),
    ).toEqual([
      ['2025-10-22T07:00:00.000Z', null],
      ['2025-10-29T08:00:00.000Z', null],
      ['2025-11-05T08:00:00.000Z', null],
      ['2025-11-19T13:00:00.000Z', null],
      ['2025-11-26T08:00:00.000Z', 'CANCELLED'],
      ['2025-12-03T08:00:00.000Z', null],
    ]);
    expect(occurrences.every((occurrence) => occurrence.summary === 'Spreekuur bedrijfsarts')).toBe(true);
  });

  it('writes every appointment alone when the series’ rule is not given', async () => {
    const text = await new IcalCalendarFile(new WednesdayClock()).make('Agenda', appointments);
    const { recurring, events: all } = parseCalendar(text);
    expect(recurring).toEqual([]);
    expect(all).toHaveLength(appointments.length);
  });
});
