import type { Appointment, AppointmentReminder } from '../../../application/agenda/agenda-gateway';
import type { AppointmentStatus } from '../../../domain/agenda/appointment';
import type { Locale } from '../../../domain/locale/locale';
import type { DataColumn } from '../../components/data-table/data-table-types';
import { formatClock, formatWeekdayDate } from '../../format';
import { exportDateTime, exportText } from '../../list/export-value';
import type { Translate } from '../../services-context';
import '../../components/record/record.css';
import './appointments.css';
import type { LiveChanges } from './live-changes';
import { LiveMarkBadge } from './live-notice';

/** A marker per status, so the status never rests on colour alone. */
const STATUS_MARKS: Readonly<Record<AppointmentStatus, string>> = {
  planned: '○',
  confirmed: '✓',
  arrived: '➜',
  completed: '●',
  no_show: '✕',
  cancelled: '⊘',
};

/** The status as text with its marker and colour. */
export function StatusBadge({ status, t }: { status: AppointmentStatus; t: Translate }) {
  return (
    <span className={`appointment-status appointment-status--${status}`}>
      <span className="appointment-status__mark" aria-hidden="true">
        {STATUS_MARKS[status]}
      </span>
      {t(`appointments.statuses.${status}`)}
    </span>
  );
}

/** "ma 3 nov, 09:00–09:30" in Europe/Amsterdam. */
export function whenOf(appointment: Appointment, t: Translate, locale: Locale): string {
  return t('appointments.when', {
    date: formatWeekdayDate(appointment.start.toPlainDate(), locale),
    start: formatClock(appointment.start.toPlainTime()),
    end: formatClock(appointment.end.toPlainTime()),
  });
}

function placeOf(appointment: Appointment, t: Translate): string {
  if (appointment.channel !== 'on_site') return t(`appointments.channels.${appointment.channel}`);
  if (appointment.location && appointment.roomName)
    return t('appointments.place.room', { location: appointment.location, room: appointment.roomName });
  return appointment.location ?? appointment.roomName ?? t('appointments.place.unknown');
}

const whenColumn = (t: Translate, locale: Locale): DataColumn<Appointment> => ({
  id: 'when',
  header: t('appointments.columns.when'),
  sortKey: 'start',
  width: '11rem',
  // The screen shows the day without its year and the times together; an export needs both whole.
  export: [
    { header: t('listExport.columns.start'), value: (appointment) => exportDateTime(appointment.start) },
    { header: t('listExport.columns.end'), value: (appointment) => exportDateTime(appointment.end) },
  ],
  cell: (appointment) => (
    <>
      <span className="nowrap">{formatWeekdayDate(appointment.start.toPlainDate(), locale)}</span>
      <br />
      <span className="nowrap">
        {formatClock(appointment.start.toPlainTime())}–{formatClock(appointment.end.toPlainTime())}
      </span>
    </>
  ),
});

const professionalColumn = (t: Translate): DataColumn<Appointment> => ({
  id: 'professional',
  header: t('appointments.columns.professional'),
  cell: (appointment) => appointment.userName,
});

/** Who it is for, and as an export their employer in a column of its own (when the screen shows it). */
const employeeColumn = (t: Translate, withEmployer: boolean): DataColumn<Appointment> => ({
  id: 'employee',
  header: t('appointments.columns.employee'),
  ...(withEmployer
    ? {
        export: [
          {
            header: t('listExport.columns.employee'),
            value: (appointment: Appointment) =>
              exportText(appointment.employee?.name ?? t('appointments.noEmployee')),
          },
          {
            header: t('listExport.columns.employer'),
            value: (appointment: Appointment) =>
              appointment.employee ? exportText(appointment.employee.employerName) : null,
          },
        ],
      }
    : {}),
  cell: (appointment) =>
    appointment.employee ? (
      <>
        {appointment.employee.name}
        {withEmployer ? (
          <>
            <br />
            <span className="muted">{appointment.employee.employerName}</span>
          </>
        ) : null}
      </>
    ) : (
      <span className="muted">{t('appointments.noEmployee')}</span>
    ),
});

const placeColumn = (t: Translate): DataColumn<Appointment> => ({
  id: 'place',
  optional: true,
  header: t('appointments.columns.place'),
  cell: (appointment) => placeOf(appointment, t),
});

/** A reminder as one line: sent or planned, by which channel, and when (Europe/Amsterdam). */
function reminderText(reminder: AppointmentReminder, t: Translate, locale: Locale): string {
  const at = reminder.at.toZonedDateTimeISO('Europe/Amsterdam');
  return t(`agenda.details.reminders.${reminder.state}`, {
    channel: t(`agenda.details.reminders.channels.${reminder.channel}`),
    when: `${formatWeekdayDate(at.toPlainDate(), locale)} ${formatClock(at.toPlainTime())}`,
  });
}

/**
 * What the employee was reminded of and what is still to come, each with its channel and moment; a
 * dash for an appointment without an employee, or a list that did not ask for them.
 */
const remindersColumn = (t: Translate, locale: Locale): DataColumn<Appointment> => ({
  id: 'reminders',
  optional: true,
  header: t('appointments.columns.reminders'),
  export: [
    {
      header: t('appointments.columns.reminders'),
      value: (appointment) =>
        exportText(
          (appointment.reminders ?? []).map((reminder) => reminderText(reminder, t, locale)).join('; '),
        ),
    },
  ],
  cell: (appointment) =>
    appointment.employee && appointment.reminders && appointment.reminders.length > 0 ? (
      <ul className="plain-list appointment-reminders">
        {appointment.reminders.map((reminder) => (
          <li key={`${reminder.state}${reminder.at.toString()}${reminder.channel}`}>
            <span aria-hidden="true">{reminder.state === 'sent' ? '✓ ' : '○ '}</span>
            {reminderText(reminder, t, locale)}
          </li>
        ))}
      </ul>
    ) : (
      <span className="muted">{t('appointments.noReminders')}</span>
    ),
});

const statusColumn = (t: Translate): DataColumn<Appointment> => ({
  id: 'status',
  header: t('appointments.columns.status'),
  width: '9rem',
  cell: (appointment) => <StatusBadge status={appointment.status} t={t} />,
});

/**
 * /appointments: when, professional, what (operation and title, and the mark of someone else's fresh
 * change), employee and employer, place, the employee's reminders, status. Its export: start, end
 * (date-times), professional, what, employee, employer, place, reminders, status.
 */
export function appointmentColumns(
  t: Translate,
  locale: Locale,
  live?: LiveChanges,
): readonly DataColumn<Appointment>[] {
  return [
    whenColumn(t, locale),
    professionalColumn(t),
    {
      id: 'what',
      header: t('appointments.columns.what'),
      cell: (appointment) => {
        const operation = appointment.operation?.name ?? null;
        return (
          <>
            {appointment.operation ? (
              <span
                className="colour-swatch"
                style={{ background: appointment.operation.colour }}
                aria-hidden="true"
              />
            ) : null}
            {appointment.title}
            {live ? <LiveMarkBadge live={live} appointmentId={appointment.id} /> : null}
            {operation && operation !== appointment.title ? (
              <>
                <br />
                <span className="muted">{operation}</span>
              </>
            ) : null}
          </>
        );
      },
    },
    employeeColumn(t, true),
    placeColumn(t),
    remindersColumn(t, locale),
    statusColumn(t),
  ];
}

/**
 * /employer-appointments: when, employee, what, professional, place, status. "What" is the title as
 * the back office gives it (for a medical appointment it says no more), never the operation or a note.
 */
export function employerAppointmentColumns(
  t: Translate,
  locale: Locale,
  live?: LiveChanges,
): readonly DataColumn<Appointment>[] {
  return [
    whenColumn(t, locale),
    employeeColumn(t, false),
    {
      id: 'what',
      header: t('appointments.columns.what'),
      cell: (appointment) => (
        <>
          {appointment.title}
          {live ? <LiveMarkBadge live={live} appointmentId={appointment.id} /> : null}
        </>
      ),
    },
    professionalColumn(t),
    placeColumn(t),
    statusColumn(t),
  ];
}
