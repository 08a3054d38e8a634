import { observer } from 'mobx-react-lite';
import { formatClock, formatWeekdayDate } from '../../format';
import { useServices, useT } from '../../services-context';
import type { AgendaViewModel } from './agenda-view-model';
import { LiveMarkBadge } from './live-notice';

/**
 * The list view of /agenda: the week's appointments in the chosen columns, a table per day, by start;
 * each opens with its details like in the grid. A day without appointments says so, once the answer is
 * in: while it comes, each day shows a placeholder. Below tablet width each row is a card with its
 * labels (agenda.css) and this week's list starts today.
 */
export const AgendaListView = observer(function AgendaListView({ vm }: { vm: AgendaViewModel }) {
  const t = useT();
  const locale = useServices().locale.current;
  const rows = vm.listRows;
  const state = vm.appointmentsState;
  // Not to be had: the alert above says so and offers the retry; no day says "no appointments".
  if (state === 'failed') return null;
  return (
    <div className={`agenda-list agenda-list--${state}`} aria-busy={vm.state === 'loading'}>
      {vm.period.listDays.map((day) => {
        const ofDay = rows.filter((appointment) => appointment.start.toPlainDate().equals(day));
        const heading = formatWeekdayDate(day, locale);
        return (
          <section key={day.toString()} className="agenda-list__day" aria-label={heading}>
            <h3>{heading}</h3>
            {state === 'loading' ? (
              <div className="agenda-list__placeholder" aria-hidden="true" />
            ) : ofDay.length === 0 ? (
              <p className="agenda__muted">{t('agenda.list.empty')}</p>
            ) : (
              <div className="agenda-list__scroll">
                <table className="agenda-list__table">
                  <thead>
                    <tr>
                      <th scope="col">{t('agenda.list.time')}</th>
                      <th scope="col">{t('agenda.list.appointment')}</th>
                      <th scope="col">{t('agenda.list.who')}</th>
                      <th scope="col">{t('agenda.list.employee')}</th>
                      <th scope="col">{t('agenda.list.place')}</th>
                      <th scope="col">{t('agenda.list.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {ofDay.map((appointment) => (
                      <tr key={appointment.id}>
                        <td data-label={t('agenda.list.time')}>
                          {formatClock(appointment.start.toPlainTime())}–
                          {formatClock(appointment.end.toPlainTime())}
                        </td>
                        <td className="agenda-list__title">
                          <button
                            type="button"
                            className="button button--link"
                            onClick={() => vm.openAppointment(appointment.id)}
                          >
                            {appointment.title}
                          </button>
                          <LiveMarkBadge live={vm.live} appointmentId={appointment.id} />
                        </td>
                        <td data-label={t('agenda.list.who')}>{appointment.userName}</td>
                        <td data-label={t('agenda.list.employee')}>{appointment.employee?.name ?? '–'}</td>
                        <td data-label={t('agenda.list.place')}>
                          {appointment.channel === 'on_site'
                            ? [appointment.location, appointment.roomName].filter(Boolean).join(', ') || '–'
                            : t(`appointments.channels.${appointment.channel}`)}
                        </td>
                        <td data-label={t('agenda.list.status')}>
                          <span className={`agenda__status agenda__status--${appointment.status}`}>
                            {t(`appointments.statuses.${appointment.status}`)}
                          </span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
});
