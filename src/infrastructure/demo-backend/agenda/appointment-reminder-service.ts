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
import { fillPlaceholders } from '../../../domain/templates/email-template';
import { mailFromTemplate } from '../templates/template-render';

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
  /** By e-mail always; by text message too where the employee's mobile number is known. */
  channel: 'email' | 'sms';
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
} as const;

/** A reminder by text message: short, naming the role, time and place, never the operation. */
const SMS_REMINDER = {
  nl: 'Arbo Agenda: herinnering aan uw afspraak met :role op :date om :time. Plaats: :place.',
  en: 'Arbo Agenda: a reminder of your appointment with :role on :date at :time. Place: :place.',
} as const;

/** The reminder mail's template (the administrator's `appointment_reminder`, v1/templates/email). */
const REMINDER_TEMPLATE = 'appointment_reminder';

/** The employee's mobile number for text messages, if the personnel record has one. */
const mobileOf = (state: DemoState, employeeId: string): string | null =>
  state.personnel.find((record) => record.employeeId === employeeId)?.mobile ?? null;

/** The appointment's start as a reminder names it: a long date and a time, on Amsterdam's clock. */
function dateAndTime(iso: string, language: ServerLanguage): { date: string; time: string } {
  const locale = language === 'nl' ? 'nl-NL' : 'en-GB';
  const moment = new Date(iso);
  return {
    date: new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Amsterdam',
    }).format(moment),
    time: new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Amsterdam',
    }).format(moment),
  };
}

/**
 * A due reminder goes out by its channel: by e-mail from the administrator's template with the
 * invitation attached, or by text message to the mobile number on file. Neither names an operation.
 */
function remind(kit: Kit, appointment: StoredAppointment, channel: StoredReminder['channel']): void {
  const language = EMPLOYEE_LANGUAGE;
  const facts = appointmentFacts(kit.store.state, appointment, language);
  if (!facts || !appointment.employeeId) return;
  const values = {
    name: facts.employeeName,
    role: facts.role,
    place: facts.place,
    ...dateAndTime(appointment.start, language),
  };
  if (channel === 'sms') {
    const mobile = mobileOf(kit.store.state, appointment.employeeId);
    if (mobile)
      deliver(kit, {
        channel: 'sms',
        to: mobile,
        subject: '',
        body: fillPlaceholders(SMS_REMINDER[language], values),
      });
    return;
  }
  const mail = mailFromTemplate(REMINDER_TEMPLATE, language, values);
  if (!mail) return;
  deliver(kit, {
    channel: 'email',
    to: facts.employeeEmail,
    subject: mail.subject,
    body: mail.body,
    attachments: [invitationOf([appointment], facts, 'REQUEST', kit.now())],
  });
}

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
  const channels: StoredReminder['channel'][] = mobileOf(state, appointment.employeeId)
    ? ['email', 'sms']
    : ['email'];
  for (const planned of remindersFor(
    Temporal.Instant.from(appointment.start),
    Temporal.Instant.from(at),
    offsets,
  ))
    for (const channel of channels)
      state.reminders.push({
        appointmentId: id,
        version: appointment.version,
        offsetMinutes: planned.offsetMinutes,
        at: planned.at.toString(),
        channel,
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
    if (current && appointment) remind(kit, appointment, reminder.channel);
  }
}
