import { Temporal } from 'temporal-polyfill';
import { offsetsFor, remindersFor } from '../../../domain/agenda/appointment-reminders';
import { employeeOf } from '../access/users';
import type { DemoState } from '../demo-backend';
import { deliver } from '../platform/outbox';
import type { Kit } from '../platform/route-kit';
import type { ServerLanguage } from '../platform/server-messages';
import { changesAfter } from './agenda-changes';
import type { StoredAgendaChange } from './agenda-changes';
import type { StoredAppointment } from './agenda-state';
import { appointmentFacts, invitationOf } from './appointment-invitation';
import { whenText } from './appointment-json';

// The back office follows the agenda's changes like any reader of its feed (agenda-changes.ts): a
// booking of an employee gets a confirmation with its invitation and its reminders (the domain's rule,
// appointment-reminders.ts); a move plans them again for the new time; a cancellation or deletion
// withdraws them. Due reminders go out when the clock reaches them. The seed's appointments were
// booked before the demo began: only what is booked or changed in it is reminded of.

/** A reminder of one version of an appointment: planned, sent, or withdrawn (moved, cancelled, gone). */
export interface StoredReminder {
  appointmentId: string;
  /** The appointment's version it was planned for; a later write plans anew. */
  version: number;
  offsetMinutes: number;
  at: string;
  channel: 'email';
  state: 'planned' | 'sent' | 'withdrawn';
  sentAt: string | null;
}

/** The reminder service's part of the agenda's state. */
export interface ReminderState {
  reminders: StoredReminder[];
  /** The last agenda change the service has followed. */
  reminderCursor: number;
}

/** Mails go in Dutch unless the employee's language is known (the back office keeps none yet). */
const EMPLOYEE_LANGUAGE: ServerLanguage = 'nl';

const MAIL = {
  booked: {
    subject: { nl: 'Afspraak bevestigd', en: 'Appointment confirmed' },
    body: {
      nl: 'Beste :name, u heeft een afspraak: :summary op :when. Plaats: :place. De uitnodiging voor uw agenda zit erbij.',
      en: 'Dear :name, you have an appointment: :summary on :when. Place: :place. The invitation for your calendar is attached.',
    },
  },
  reminder: {
    subject: { nl: 'Herinnering aan uw afspraak', en: 'Reminder of your appointment' },
    body: {
      nl: 'Beste :name, u heeft :summary op :when. Plaats: :place.',
      en: 'Dear :name, you have :summary on :when. Place: :place.',
    },
  },
} as const;

const fill = (template: string, values: Readonly<Record<string, string>>) =>
  template.replace(/:(\w+)/g, (whole, key: string) => values[key] ?? whole);

function tell(kit: Kit, appointment: StoredAppointment, what: keyof typeof MAIL): boolean {
  const language = EMPLOYEE_LANGUAGE;
  const facts = appointmentFacts(kit.store.state, appointment, language);
  if (!facts) return false;
  const values = {
    name: facts.employeeName,
    summary: facts.summary,
    when: whenText(appointment.start, language),
    place: facts.place,
  };
  deliver(kit, {
    channel: 'email',
    to: facts.employeeEmail,
    subject: MAIL[what].subject[language],
    body: fill(MAIL[what].body[language], values),
    attachments: [invitationOf([appointment], facts, 'REQUEST', kit.now())],
  });
  return true;
}

/** An appointment still to come is reminded of, whether the employee confirmed it or not. */
const remindable = (appointment: StoredAppointment) =>
  appointment.status === 'planned' || appointment.status === 'confirmed';

/**
 * The employee's reminders of an appointment as the answers list them: what was sent of any version,
 * and what is planned of the current one; withdrawn ones are not listed.
 */
export function remindersJson(state: ReminderState, appointmentId: string) {
  return state.reminders
    .filter((reminder) => reminder.appointmentId === appointmentId && reminder.state !== 'withdrawn')
    .map((reminder) => ({
      at: reminder.state === 'sent' ? (reminder.sentAt ?? reminder.at) : reminder.at,
      channel: reminder.channel,
      state: reminder.state,
    }));
}

/** Plans the reminders of the appointment's current version, withdrawing those of earlier ones. */
function replan(state: DemoState, appointment: StoredAppointment | undefined, id: string, at: string): void {
  for (const reminder of state.reminders)
    if (
      reminder.appointmentId === id &&
      reminder.state === 'planned' &&
      reminder.version !== appointment?.version
    )
      reminder.state = 'withdrawn';
  if (!appointment || !remindable(appointment) || !appointment.employeeId) {
    for (const reminder of state.reminders)
      if (reminder.appointmentId === id && reminder.state === 'planned') reminder.state = 'withdrawn';
    return;
  }
  if (
    state.reminders.some(
      (reminder) => reminder.appointmentId === id && reminder.version === appointment.version,
    )
  )
    return;
  // The offsets an administrator set for the operation, else for the employer, else the default.
  const offsets = offsetsFor(state.reminderOverrides, {
    employerId: employeeOf(appointment.employeeId).employerId,
    operationId: appointment.operationId,
  });
  for (const planned of remindersFor(
    Temporal.Instant.from(appointment.start),
    Temporal.Instant.from(at),
    offsets,
  ))
    state.reminders.push({
      appointmentId: id,
      version: appointment.version,
      offsetMinutes: planned.offsetMinutes,
      at: planned.at.toString(),
      channel: 'email',
      state: 'planned',
      sentAt: null,
    });
}

/**
 * Follows the agenda's changes since the last call and sends what is due by the clock: run before
 * every call the back office answers and after every change (DemoArea.tick). Cheap when nothing moved.
 */
export function followAppointments(kit: Kit): void {
  const { state } = kit.store;
  if (state.reminderCursor !== state.lastAgendaChange) {
    const { changes, reset } = changesAfter(state, state.reminderCursor);
    const booked: StoredAgendaChange[] = [];
    kit.store.change((draft) => {
      const next = draft;
      // A log since reset or reseeded holds nothing this service has followed: it starts from its end.
      if (!reset)
        for (const change of changes) {
          const id = change.appointment.id;
          const current = next.appointments.find((appointment) => appointment.id === id);
          replan(next, current, id, change.at);
          if (change.kind === 'booked' && current?.employeeId && current.status === 'planned')
            booked.push(change);
        }
      next.reminderCursor = next.lastAgendaChange;
    });
    for (const change of booked) {
      const current = state.appointments.find((appointment) => appointment.id === change.appointment.id);
      if (current) tell(kit, current, 'booked');
    }
  }
  const now = kit.now();
  const due = state.reminders.filter(
    (reminder) => reminder.state === 'planned' && Date.parse(reminder.at) <= now,
  );
  if (due.length === 0) return;
  for (const reminder of due) {
    const appointment = state.appointments.find((candidate) => candidate.id === reminder.appointmentId);
    const current =
      appointment !== undefined &&
      remindable(appointment) &&
      appointment.version === reminder.version &&
      Date.parse(appointment.start) > now;
    kit.store.change(() => {
      reminder.state = current ? 'sent' : 'withdrawn';
      reminder.sentAt = current ? new Date(now).toISOString() : null;
    });
    if (current && appointment) tell(kit, appointment, 'reminder');
  }
}
