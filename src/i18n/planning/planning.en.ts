import type { planningTextsNl } from './planning.nl';

/** English texts of planning (/planning). */
export const planningTextsEn: typeof planningTextsNl = {
  intro:
    'Find when an employee can be seen: where the professional, the room and the equipment are free at once.',
  form: {
    legend: 'What are you looking for?',
    operation: 'Kind of appointment',
    choose: 'Choose one',
    minutes: '{{count}} min.',
    hidden: 'Confidential appointment',
    needs: 'Needs: {{needs}}',
    needsRoom: 'a room',
    resources_one: '1 kind of resource',
    resources_other: '{{count}} kinds of resources',
    locations: 'Locations',
    locationsHelp: 'None chosen: every location where this appointment can take place.',
    noLocations: 'This appointment cannot take place at any location.',
    from: 'From',
    until: 'Up to and including',
    partOfDay: 'Part of the day',
    parts: { any: 'Whole day', morning: 'Morning', afternoon: 'Afternoon' },
    channel: 'How',
    channels: { on_site: 'On site', phone: 'By phone', video: 'Video call' },
    preferred: 'Preferred professional',
    noPreference: 'No preference',
    search: 'Find free times',
  },
  problems: {
    noOperation: 'Choose the kind of appointment.',
    noEmployee: 'First choose the employee you are booking for.',
    periodBackwards: 'The end date must be after the start date.',
    periodTooLong: 'Search at most 31 days at a time.',
  },
  states: {
    loading: 'Loading the kinds of appointment and the locations…',
    failed: 'The planning data could not be loaded.',
    retry: 'Try again',
    searching: 'Finding free times…',
    searchFailed: 'The search failed.',
    idle: 'Choose the kind of appointment and search.',
  },
  results: {
    heading: 'Free times',
    count: '{{count}} free times found.',
    none: 'There are no free times in this period.',
    noneHelp: 'Search a longer period, at more locations, or without a part of the day.',
    widen: 'Search two weeks longer',
    more: 'Show all {{count}} times of this day',
    slot: '{{start}}–{{end}}',
    with: 'with {{name}}',
    at: '{{location}}',
    room: 'room {{room}}',
    book: 'Book',
    bookSlot: 'Book {{day}} {{start}} with {{name}}',
    toolbar: 'How the free times are shown',
    groupByProfessional: 'Group by professional',
  },
  booked: {
    title: 'Appointment booked',
    summary: 'Booked: {{day}} {{start}}–{{end}} with {{name}}, for {{employee}}.',
    agendaHelp: 'The agenda opens on that day, with this professional’s agenda.',
    openInAgenda: 'Open the appointment in the agenda',
    close: 'Close',
  },
  confirm: {
    title: 'Book appointment',
    when: 'When',
    who: 'Professional',
    employee: 'Employee',
    where: 'Where',
    resources: 'Resources',
    note: 'Note',
    book: 'Book appointment',
    booking: 'Booking…',
    cancel: 'Cancel',
  },
  live: {
    taken_one:
      '{{by}} booked an appointment with {{professional}} on {{day}} {{start}}–{{end}}; that free time is gone.',
    taken_other:
      '{{by}} booked an appointment with {{professional}} on {{day}} {{start}}–{{end}}; {{count}} free times are gone.',
    moved_one:
      '{{by}} moved an appointment with {{professional}} to {{day}} {{start}}–{{end}}; that free time is gone.',
    moved_other:
      '{{by}} moved an appointment with {{professional}} to {{day}} {{start}}–{{end}}; {{count}} free times are gone.',
    changed_one:
      '{{by}} changed an appointment with {{professional}}, now on {{day}} {{start}}–{{end}}; that free time is gone.',
    changed_other:
      '{{by}} changed an appointment with {{professional}}, now on {{day}} {{start}}–{{end}}; {{count}} free times are gone.',
    updated: '{{by}} changed the agenda; the free times are up to date.',
    mark: 'Just taken by {{by}}',
  },
  notices: {
    booked: 'The appointment has been booked.',
    taken: 'This time has been taken meanwhile. The list has been updated.',
  },
};
