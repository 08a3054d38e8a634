import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import type { Temporal } from 'temporal-polyfill';
import type { Appointment } from '../../../application/agenda/agenda-gateway';
import { Modal } from '../../components/modal';
import { formatClock, formatDate, formatWeekdayDate } from '../../format';
import type { Translate } from '../../services-context';
import { useServices, useT } from '../../services-context';
import type { PrintColumn } from './agenda-print-sections';
import { printDays } from './agenda-print-sections';
import './agenda-print.css';

export type { PrintColumn } from './agenda-print-sections';

export interface AgendaPrintListProps {
  /** The days to print, in order (the agenda's day, work week or week). */
  readonly days: readonly Temporal.PlainDate[];
  /** The columns to print, in order; one column titles the list with its name. */
  readonly columns: readonly PrintColumn[];
  /** The appointments loaded for those days; each is listed under every column it occupies. */
  readonly appointments: readonly Appointment[];
}

/**
 * The agenda as a list on paper: per day, per column, each appointment's time, title, status,
 * employee, place and channel. Hidden on screen; when printing it is the only thing on the page.
 */
export const AgendaPrintList = observer(function AgendaPrintList({
  days,
  columns,
  appointments,
}: AgendaPrintListProps) {
  const t = useT();
  const locale = useServices().locale.current;
  const sections = useMemo(() => printDays(days, columns, appointments), [days, columns, appointments]);
  const first = days[0];
  const last = days.at(-1);
  const period =
    !first || !last
      ? ''
      : first.equals(last)
        ? formatDate(first, locale)
        : t('agendaExport.print.period', {
            from: formatDate(first, locale),
            until: formatDate(last, locale),
          });
  const only = columns.length === 1 ? columns[0] : undefined;
  return (
    <div className="agenda-print">
      <h1 className="agenda-print__title">
        {only
          ? t('agendaExport.print.titleOne', { name: only.name, period })
          : t('agendaExport.print.title', { period })}
      </h1>
      {sections.map((day) => (
        <section key={day.date.toString()} className="agenda-print__day">
          <h2>{formatWeekdayDate(day.date, locale)}</h2>
          {day.columns.map(({ column, appointments: rows }) => (
            <section key={column.id} className="agenda-print__column">
              <h3>{column.name}</h3>
              {rows.length === 0 ? (
                <p className="agenda-print__empty">{t('agendaExport.print.empty')}</p>
              ) : (
                <AppointmentTable rows={rows} t={t} />
              )}
            </section>
          ))}
        </section>
      ))}
    </div>
  );
});

function AppointmentTable({ rows, t }: { rows: readonly Appointment[]; t: Translate }) {
  return (
    <table className="agenda-print__table">
      <thead>
        <tr>
          <th scope="col">{t('agendaExport.print.headers.time')}</th>
          <th scope="col">{t('appointments.columns.what')}</th>
          <th scope="col">{t('appointments.columns.status')}</th>
          <th scope="col">{t('appointments.columns.employee')}</th>
          <th scope="col">{t('appointments.columns.place')}</th>
          <th scope="col">{t('agendaExport.print.headers.channel')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((appointment) => (
          <tr key={appointment.id}>
            <td>
              {t('agendaExport.print.time', {
                start: formatClock(appointment.start.toPlainTime()),
                end: formatClock(appointment.end.toPlainTime()),
              })}
            </td>
            <td>{appointment.title}</td>
            <td>{t(`appointments.statuses.${appointment.status}`)}</td>
            <td>
              {appointment.employee
                ? `${appointment.employee.name} (${appointment.employee.employerName})`
                : t('appointments.noEmployee')}
            </td>
            <td>{placeOf(appointment, t)}</td>
            <td>{t(`appointments.channels.${appointment.channel}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function placeOf(appointment: Appointment, t: Translate): string {
  if (appointment.location && appointment.roomName)
    return t('appointments.place.room', { location: appointment.location, room: appointment.roomName });
  return appointment.location ?? appointment.roomName ?? t('appointments.place.unknown');
}

/** What to print: every chosen column, or the agenda of one person among them. */
export type PrintChoice =
  { readonly scope: 'all' } | { readonly scope: 'person'; readonly personId: string | null };

/**
 * "Afdrukken": opens the choice of what to print, then the browser's print dialog. The print list
 * follows the choice; it is placed straight in <body> so the page around it can be left off the paper
 * wherever this button stands (the agenda's toolbar itself is not printed).
 */
export const PrintAgendaButton = observer(function PrintAgendaButton({
  days,
  columns,
  appointments,
}: AgendaPrintListProps) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<PrintChoice>({ scope: 'all' });
  // The list exists only while printing (from the button or the browser's own print command), so the
  // page has one main heading the rest of the time.
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  const people = columns.filter((column) => column.kind === 'user');
  const person =
    (choice.scope === 'person' && people.find((column) => column.id === choice.personId)) || people[0];
  const printed = choice.scope === 'person' && person ? [person] : columns;
  return (
    <>
      <button type="button" className="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('agendaExport.print.open')}
      </button>
      <Modal open={open} title={t('agendaExport.print.open')} onClose={() => setOpen(false)}>
        <form
          className="agenda-print-choice"
          onSubmit={(event) => {
            event.preventDefault();
            flushSync(() => setPrinting(true));
            window.print();
            setOpen(false);
          }}
        >
          <fieldset className="agenda-print-choice__options">
            <legend>{t('agendaExport.print.choice')}</legend>
            <label className="agenda-print-choice__option">
              <input
                type="radio"
                name={`${id}-scope`}
                checked={choice.scope === 'all'}
                onChange={() => setChoice({ scope: 'all' })}
                autoFocus={choice.scope === 'all'}
              />
              <span>{t('agendaExport.print.allColumns')}</span>
            </label>
            <label className="agenda-print-choice__option">
              <input
                type="radio"
                name={`${id}-scope`}
                checked={choice.scope === 'person'}
                disabled={people.length === 0}
                onChange={() => setChoice({ scope: 'person', personId: person?.id ?? null })}
                autoFocus={choice.scope === 'person'}
              />
              <span>{t('agendaExport.print.onePerson')}</span>
            </label>
            {people.length === 0 ? (
              <p className="agenda-print-choice__hint">{t('agendaExport.print.noPeople')}</p>
            ) : (
              <label className="agenda-print-choice__person">
                <span>{t('agendaExport.print.person')}</span>
                <select
                  value={person?.id ?? ''}
                  disabled={choice.scope !== 'person'}
                  onChange={(event) => setChoice({ scope: 'person', personId: event.target.value })}
                >
                  {people.map((column) => (
                    <option key={column.id} value={column.id}>
                      {column.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </fieldset>
          <div className="form__actions">
            <button type="submit" className="button button--primary">
              {t('agendaExport.print.print')}
            </button>
            <button type="button" className="button" onClick={() => setOpen(false)}>
              {t('agendaExport.print.cancel')}
            </button>
          </div>
        </form>
      </Modal>
      {printing
        ? createPortal(
            <AgendaPrintList days={days} columns={printed} appointments={appointments} />,
            document.body,
          )
        : null}
    </>
  );
});
