import type { EventWords } from '../../agenda/calendar-text';
import { calendarFile } from '../../agenda/calendar-text';
import { FEED_REFRESH_SECONDS, FEED_WINDOW } from '../../agenda/calendar-feed-schemas';
import type { DemoUser } from '../access/seed';
import { appointmentShown } from '../access/medical-rule';
import type { DemoState } from '../demo-backend';
import { addDays, amsterdamDate, startOfAmsterdamDay } from '../platform/amsterdam-time';
import type { ServerLanguage } from '../platform/server-messages';
import type { StoredAppointment } from './agenda-state';
import { calendarItemOf, seriesPatternOf } from './stored-series-pattern';

/**
 * The feed leaves the back office for a calendar others may read or sync (a shared Google calendar, a
 * phone): it says of an appointment only what a reader outside the service may know. No employee, no
 * operation, no note, no equipment, and a room only where the medical rule gives it to such a reader.
 */
const OUTSIDE_READER = { isMedical: false, userTypeId: 0 } as const;

const WORDS = {
  nl: {
    consultation: { on_site: 'Consult op locatie', phone: 'Telefonisch consult', video: 'Videoconsult' },
    appointment: { on_site: 'Afspraak op locatie', phone: 'Telefonische afspraak', video: 'Video-afspraak' },
    phone: 'Telefonisch',
    video: 'Video',
    details: 'De details staan in Arbo Agenda.',
  },
  en: {
    consultation: {
      on_site: 'Consultation on site',
      phone: 'Phone consultation',
      video: 'Video consultation',
    },
    appointment: { on_site: 'Appointment on site', phone: 'Phone appointment', video: 'Video appointment' },
    phone: 'By phone',
    video: 'By video',
    details: 'The details are in Arbo Agenda.',
  },
} as const;

/** The language the professional chose in the portal, Dutch when none. */
export const languageOfUser = (state: DemoState, userId: string): ServerLanguage =>
  state.preferences[userId]?.language === 'en' ? 'en' : 'nl';

/** What the feed says of an appointment: its kind and channel, and where. */
export function feedWords(
  state: DemoState,
  appointment: StoredAppointment,
  language: ServerLanguage,
): EventWords {
  const words = WORDS[language];
  const operation = state.operations.find((candidate) => candidate.id === appointment.operationId) ?? null;
  const kind = appointment.employeeId === null ? 'appointment' : 'consultation';
  const shown = appointmentShown(OUTSIDE_READER, false, operation, false);
  let location: string | null;
  if (appointment.channel === 'phone') location = words.phone;
  else if (appointment.channel === 'video') location = words.video;
  else {
    const place = state.locations.find((candidate) => candidate.id === appointment.locationId);
    const room = shown.room
      ? state.rooms.find((candidate) => candidate.id === appointment.roomId)
      : undefined;
    const address = place
      ? `${place.name}, ${place.street} ${place.houseNumber}, ${place.postcode} ${place.city}`
      : null;
    location = [room?.name ?? null, address].filter(Boolean).join(', ') || null;
  }
  return {
    summary: words[kind][appointment.channel],
    location,
    description: words.details,
    cancelled: false,
  };
}

/**
 * The professional's subscription feed as of `now`: their appointments from 30 days back to 180
 * ahead in Amsterdam, cancelled ones left out, each series one recurring event by the domain's
 * calendar rule, in their language.
 */
export function feedCalendar(state: DemoState, user: DemoUser, now: number): string {
  const language = languageOfUser(state, user.id);
  const today = amsterdamDate(now);
  const from = startOfAmsterdamDay(addDays(today, -FEED_WINDOW.daysBack));
  const until = startOfAmsterdamDay(addDays(today, FEED_WINDOW.daysAhead + 1));
  const own = state.appointments.filter((appointment) => {
    const at = Date.parse(appointment.start);
    return appointment.userId === user.id && appointment.status !== 'cancelled' && at >= from && at < until;
  });
  const seriesIds = new Set(
    own.flatMap((appointment) => (appointment.seriesId ? [appointment.seriesId] : [])),
  );
  const patterns = state.series.filter((series) => seriesIds.has(series.id)).map(seriesPatternOf);
  const byId = new Map(own.map((appointment) => [appointment.id, appointment]));
  const wordsOf = (item: { id: string }) =>
    feedWords(state, byId.get(item.id) as StoredAppointment, language);
  return calendarFile(own.map(calendarItemOf), patterns, wordsOf, {
    name: 'Arbo Agenda',
    stamp: new Date(now),
    refreshSeconds: FEED_REFRESH_SECONDS,
  });
}
