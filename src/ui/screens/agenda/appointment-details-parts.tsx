import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { DateField, TimeField } from '../../components/form/date-field';
import { SelectField } from '../../components/form/select-field';
import { formatClock, formatWeekdayDate } from '../../format';
import { useServices, useT } from '../../services-context';
import type { AgendaViewModel } from './agenda-view-model';

/**
 * What the employee was reminded of the appointment, and what is still to come: read when the details
 * open, with their own loading and failure; none for an appointment without an employee.
 */
export const Reminders = observer(function Reminders({
  vm,
  appointmentId,
  version,
}: {
  vm: AgendaViewModel;
  appointmentId: string;
  version: number;
}) {
  const t = useT();
  const locale = useServices().locale.current;
  const reminders = vm.reminders;
  useEffect(() => {
    void reminders.load(appointmentId);
    return () => reminders.stop();
  }, [reminders, appointmentId, version]);
  return (
    <section className="agenda__reminders" aria-labelledby="agenda-reminders-title">
      <h3 id="agenda-reminders-title">{t('agenda.details.reminders.title')}</h3>
      {reminders.state === 'loading' || reminders.state === 'idle' ? (
        <output className="agenda__muted">{t('agenda.details.reminders.loading')}</output>
      ) : reminders.state === 'failed' ? (
        <div role="alert" className="notice notice--warning">
          <p>{t('agenda.details.reminders.failed')}</p>
          <button type="button" className="button" onClick={reminders.retry}>
            {t('agenda.details.reminders.retry')}
          </button>
        </div>
      ) : reminders.reminders.length === 0 ? (
        <p className="agenda__muted">{t('agenda.details.reminders.none')}</p>
      ) : (
        <ul className="plain-list">
          {reminders.reminders.map((reminder) => {
            const at = reminder.at.toZonedDateTimeISO('Europe/Amsterdam');
            const when = `${formatWeekdayDate(at.toPlainDate(), locale)} ${formatClock(at.toPlainTime())}`;
            return (
              <li key={`${reminder.state}${reminder.at.toString()}${reminder.channel}`}>
                {t(`agenda.details.reminders.${reminder.state}`, {
                  channel: t(`agenda.details.reminders.channels.${reminder.channel}`),
                  when,
                })}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});

/**
 * "Move to…": the date, start time, professional, room and equipment an appointment goes to, without dragging; the
 * grid's own move follows (the clash said, the employee asked, undo in the message).
 */
export const MoveToForm = observer(function MoveToForm({ vm }: { vm: AgendaViewModel }) {
  const t = useT();
  const form = vm.moveTo;
  const problem = (field: 'date' | 'startTime' | 'personId') =>
    form.problems[field] ? t(`agenda.details.moveTo.problems.${form.problems[field]}`) : undefined;
  return (
    <form
      className="agenda__move-to"
      aria-labelledby="agenda-move-to-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <h3 id="agenda-move-to-title">{t('agenda.details.moveTo.title')}</h3>
      <div className="form-row">
        <DateField
          id="agenda-move-to-date"
          label={t('agenda.details.moveTo.date')}
          required
          // Opened by its button, the form takes the focus where it starts.
          autoFocus
          value={form.date}
          onValue={form.setDate}
          error={problem('date')}
        />
        <TimeField
          id="agenda-move-to-start"
          label={t('agenda.details.moveTo.start')}
          required
          value={form.startTime}
          onValue={form.setStartTime}
          error={problem('startTime')}
        />
      </div>
      <SelectField
        id="agenda-move-to-person"
        label={t('agenda.details.moveTo.person')}
        required
        value={form.personId}
        options={form.people.map((person) => ({ value: person.id, label: person.name }))}
        onValue={form.setPersonId}
        error={problem('personId')}
      />
      {form.rooms.length > 0 && (
        <SelectField
          id="agenda-move-to-room"
          label={t('agenda.details.moveTo.room')}
          value={form.roomId}
          options={form.rooms.map((room) => ({ value: room.id, label: room.name }))}
          onValue={form.setRoomId}
        />
      )}
      {form.resources.map(({ held, choices }) => (
        <SelectField
          key={held.id}
          id={`agenda-move-to-resource-${held.id}`}
          label={t('agenda.details.moveTo.resource', { name: held.name })}
          value={form.resourceIds[held.id] ?? held.id}
          options={choices.map((choice) => ({ value: choice.id, label: choice.name }))}
          onValue={(id) => form.setResourceId(held.id, id)}
        />
      ))}
      <div className="form__actions">
        <button type="submit" className="button button--primary">
          {t('agenda.details.moveTo.submit')}
        </button>
        <button type="button" className="button" onClick={form.close}>
          {t('agenda.details.moveTo.cancel')}
        </button>
      </div>
    </form>
  );
});
