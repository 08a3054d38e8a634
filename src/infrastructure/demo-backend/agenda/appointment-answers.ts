import { appointmentShown } from '../access/medical-rule';
import { employeeOf, userOf } from '../access/users';
import type { DemoState } from '../demo-backend';
import { amsterdamMoment } from '../platform/amsterdam-time';
import { deliver } from '../platform/outbox';
import type { Ctx, Kit } from '../platform/route-kit';
import type { ServerLanguage } from '../platform/server-messages';
import { say } from '../platform/server-messages';
import { agendaViewer } from './agenda-kit';
import type { StoredAppointment, StoredStatus } from './agenda-state';
import type { AgendaViewer } from './agenda-viewer';
import type { AppointmentInput } from './appointment-input';
import { minuteOf } from './appointment-input';
import { appointmentFacts, invitationOf } from './appointment-invitation';
import { appointmentJson, visibleTitle, whenText } from './appointment-json';
import type { ClashFound } from './appointment-rules';

/**
 * What the appointment routes answer alike: who asks, the refusal of a clash or of a stale write, the
 * time a booking would occupy, and the mail that tells an employee an appointment is cancelled or moved.
 */

/** The statuses after which an appointment is no longer changed. */
export const FINAL: ReadonlySet<StoredStatus> = new Set(['completed', 'cancelled']);

/** The note is medical information: only who may read it writes it. */
export const writesNotes = (who: AgendaViewer): boolean =>
  appointmentShown(who.user, who.details, null, who.plansRooms).note;

/** The clashes as the answers name them: the professional, room or resource in the way, and when. */
export const clashEntries = (state: DemoState, found: readonly ClashFound[]) =>
  found.map((clash) => {
    const other = state.appointments.find((candidate) => candidate.id === clash.appointmentId);
    const name =
      clash.on === 'user'
        ? (userOf(other?.userId)?.displayName ?? '')
        : clash.on === 'room'
          ? (state.rooms.find((room) => room.id === other?.roomId)?.name ?? '')
          : (state.resources.find((resource) => resource.id === clash.resourceId)?.name ?? '');
    return {
      appointmentId: clash.appointmentId,
      on: clash.on,
      name,
      start: other?.start ?? '',
      end: other?.end ?? '',
    };
  });

/** The refusal of a booking that clashes, naming the first clash. */
export const clashAnswer = (c: Ctx, state: DemoState, found: readonly ClashFound[]) => {
  const language = c.get('language');
  const clashes = clashEntries(state, found);
  const first = clashes[0];
  const other = state.appointments.find((candidate) => candidate.id === first?.appointmentId);
  const what =
    first?.on === 'user'
      ? say('clashUser', language)
      : first?.on === 'room'
        ? say('clashRoom', language)
        : say('clashResource', language, { name: first?.name ?? '' });
  const who = agendaViewer(c);
  const title = other && who ? appointmentJson(state, other, who, language).title : '';
  return c.json(
    {
      message: say('appointmentClash', language, {
        what,
        title,
        when: other ? whenText(other.start, language) : '',
      }),
      code: 'appointment_clash',
      clashes,
    },
    409,
  );
};

/**
 * The refusal of a write that started from an older version: who wrote since, when and what (the
 * fields of the newest entry of the appointment's history), and the appointment as it now is.
 */
export const staleAnswer = (c: Ctx, kit: Kit, appointment: StoredAppointment, who: AgendaViewer) => {
  const { store } = kit;
  const language = c.get('language');
  const last = store.state.auditLog.findLast(
    (entry) => entry.entityType === 'appointment' && entry.entityId === appointment.id,
  );
  const changes = (last?.changes ?? [])
    .map((change) => change.field)
    .filter((field) => field !== 'noteLength' || (who.details && who.medical));
  return c.json(
    {
      message: say('appointmentStale', language, {
        name: last?.userName ?? '',
        when: last ? whenText(last.at, language) : '',
      }),
      code: 'appointment_stale',
      changedBy: last?.userName ?? null,
      changedAt: last?.at ?? null,
      changes,
      current: appointmentJson(store.state, appointment, who, language),
    },
    409,
  );
};

/** The time and places a booking of this form would occupy on a date, as the clash rule reads them. */
export const occupying = (input: AppointmentInput, date: string, id: string) => ({
  id,
  userId: input.userId,
  roomId: input.roomId,
  resourceIds: input.resourceIds,
  start: amsterdamMoment(date, minuteOf(input.startTime)),
  end: amsterdamMoment(date, minuteOf(input.endTime)),
  status: 'planned' as StoredStatus,
});

const MAILS = {
  one: { subject: 'appointmentMailSubject', body: 'appointmentMailBody' },
  series: { subject: 'seriesMailSubject', body: 'seriesMailBody' },
  moved: { subject: 'appointmentMovedMailSubject', body: 'appointmentMovedMailBody' },
} as const;

/**
 * Tells the employee by e-mail that an appointment (or a series from a date) is cancelled, or that an
 * appointment moved (`moved`: its new time). Answers whether a mail went (only to an employee). The
 * mail carries the change as a calendar invitation (appointment-invitation.ts): the moved appointment
 * as a REQUEST, the cancelled ones (`cancelled`, a series' removed dates) as a CANCEL.
 */
export const tellEmployee = (
  c: Ctx,
  kit: Kit,
  appointment: StoredAppointment,
  what: 'one' | 'series' | 'moved',
  date: string,
  cancelled: readonly StoredAppointment[] = [appointment],
): boolean => {
  if (!appointment.employeeId) return false;
  const employee = employeeOf(appointment.employeeId);
  const language: ServerLanguage = c.get('language');
  const params = {
    name: `${employee.firstName} ${employee.lastName}`,
    // A work address may be read by others: a medical operation is not named in the mail.
    title: visibleTitle(kit.store.state, appointment, null, language),
    date: what === 'series' ? date : whenText(appointment.start, language),
  };
  const facts = appointmentFacts(kit.store.state, appointment, language);
  // A deleted appointment's last version is the one the employee has: its cancellation raises SEQUENCE.
  const stillThere = (candidate: StoredAppointment) =>
    kit.store.state.appointments.some((known) => known.id === candidate.id);
  const invitation = !facts
    ? null
    : what === 'moved'
      ? invitationOf([appointment], facts, 'REQUEST', kit.now())
      : invitationOf(cancelled, facts, 'CANCEL', kit.now(), !cancelled.every(stillThere));
  deliver(kit, {
    channel: 'email',
    to: `${employee.firstName.toLowerCase()}.${employee.lastName.toLowerCase().replace(/\s+/g, '')}@example.nl`,
    subject: say(MAILS[what].subject, language),
    body: say(MAILS[what].body, language, params),
    ...(invitation ? { attachments: [invitation] } : {}),
  });
  return true;
};

/** The Amsterdam date an ISO timestamp falls on. */
export function amsterdamDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}
