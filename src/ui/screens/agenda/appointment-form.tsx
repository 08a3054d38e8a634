import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import type { EditScope } from '../../../application/agenda/agenda-gateway';
import { APPOINTMENT_CHANNELS } from '../../../domain/agenda/appointment';
import type { AppointmentField } from '../../../domain/agenda/appointment-form';
import { APPOINTMENT_NOTE_MAX } from '../../../domain/agenda/appointment-form';
import type { RecurrenceFrequency } from '../../../domain/agenda/recurrence';
import { CheckboxField, CheckboxGroup } from '../../components/form/checkbox-fields';
import { DateField, TimeField } from '../../components/form/date-field';
import { NumberField } from '../../components/form/number-field';
import { EmployeeSearchField } from '../../components/form/employee-search-field';
import { SelectField } from '../../components/form/select-field';
import { TextareaField } from '../../components/form/textarea-field';
import { Modal } from '../../components/modal';
import { useKeptInput } from '../../components/record/use-kept-input';
import { fieldError } from '../../components/record/field-messages';
import { formatClock } from '../../format';
import { useServices, useT } from '../../services-context';
import type { AppointmentFormViewModel, SeriesProblem } from './appointment-form-view-model';
import { BookingRefusal, SeriesClashes, useFocusOnBookingRefusal } from './booking-refusal';
import '../../components/record/record.css';

const FREQUENCIES: readonly RecurrenceFrequency[] = ['daily', 'weekly', 'monthly'];
const SCOPES: readonly EditScope[] = ['this', 'following', 'series'];
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The field of the series a problem of its rules belongs to. */
function seriesFieldOf(problem: SeriesProblem): 'interval' | 'weekdays' | 'end' {
  switch (problem) {
    case 'recurrence.intervalRange':
      return 'interval';
    case 'recurrence.noWeekdays':
    case 'recurrence.weekdayRange':
      return 'weekdays';
    default:
      return 'end';
  }
}

const EmployeeField = observer(function EmployeeField({
  vm,
  error,
}: {
  vm: AppointmentFormViewModel;
  error: string | null;
}) {
  return (
    <EmployeeSearchField
      id="appointment-employee"
      chosen={vm.employee}
      search={vm.employees.text}
      state={vm.employees.state}
      found={vm.employees.found}
      onSearch={vm.employees.setText}
      onChoose={vm.chooseEmployee}
      error={error}
    />
  );
});

const SeriesFields = observer(function SeriesFields({ vm }: { vm: AppointmentFormViewModel }) {
  const t = useT();
  const problemAt = (field: 'interval' | 'weekdays' | 'end') => {
    const problem = vm.recurrenceProblems.find((candidate) => seriesFieldOf(candidate) === field);
    return problem
      ? t(`agenda.form.seriesProblems.${problem.replace('recurrence.', '') as 'tooLong'}`)
      : null;
  };
  return (
    <fieldset className="agenda-form__series">
      <legend>{t('agenda.form.series')}</legend>
      <div className="form-row">
        <SelectField
          id="appointment-frequency"
          label={t('agenda.form.frequency')}
          value={vm.frequency}
          options={FREQUENCIES.map((frequency) => ({
            value: frequency,
            label: t(`agenda.form.frequencies.${frequency}`),
          }))}
          onValue={(value) => vm.setFrequency(value as RecurrenceFrequency)}
        />
        <NumberField
          id="appointment-interval"
          label={t(`agenda.form.intervals.${vm.frequency}`)}
          integer
          min={1}
          max={52}
          value={vm.interval}
          onValue={vm.setRepeatInterval}
          error={problemAt('interval')}
        />
      </div>
      {vm.frequency === 'weekly' ? (
        <CheckboxGroup
          id="appointment-weekdays"
          legend={t('agenda.form.weekdays')}
          options={WEEKDAYS.map((day) => ({
            value: String(day),
            label: t(`agenda.form.weekdayNames.${day}`),
          }))}
          chosen={new Set(vm.weekdays.map(String))}
          onToggle={(value) => vm.toggleWeekday(Number(value))}
          error={problemAt('weekdays')}
        />
      ) : null}
      {vm.frequency === 'monthly' ? <p className="field__help">{t('agenda.form.monthlyHelp')}</p> : null}
      <fieldset className="choice-group">
        <legend>{t('agenda.form.ends')}</legend>
        {(['count', 'until'] as const).map((kind) => (
          <label key={kind} className="choice">
            <input
              type="radio"
              name="appointment-series-end"
              value={kind}
              checked={vm.endKind === kind}
              onChange={() => vm.setEndKind(kind)}
            />
            {t(`agenda.form.endKinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      {vm.endKind === 'count' ? (
        <NumberField
          id="appointment-count"
          label={t('agenda.form.count')}
          integer
          min={1}
          max={366}
          value={vm.count}
          onValue={vm.setCount}
          error={problemAt('end')}
        />
      ) : (
        <DateField
          id="appointment-until"
          label={t('agenda.form.until')}
          value={vm.untilDate}
          onValue={vm.setUntilDate}
          min={vm.date}
          error={problemAt('end')}
        />
      )}
    </fieldset>
  );
});

/**
 * The booking form in a dialog: who, what, for whom, how and where, when, a note, and for a new
 * appointment a series; for an occurrence of a series, which occurrences a change applies to. What the
 * agenda already knows is said before saving: clashes with loaded appointments and the warnings of the
 * person's day. Bad input is named next to its field and nothing typed is lost.
 */
export const AppointmentForm = observer(function AppointmentForm({
  vm,
  onClose,
}: {
  vm: AppointmentFormViewModel;
  onClose: () => void;
}) {
  const t = useT();
  const { locale } = useServices();
  const focus = useFocusOnBookingRefusal(vm);
  useKeptInput(vm);
  const labels: Record<AppointmentField, string> = {
    userId: t('agenda.form.user'),
    operationId: t('agenda.form.operation'),
    employeeId: t('agenda.form.employee'),
    channel: t('agenda.form.channel'),
    locationId: t('agenda.form.location'),
    roomId: t('agenda.form.room'),
    resourceIds: t('agenda.form.resources'),
    date: t('agenda.form.date'),
    startTime: t('agenda.form.startTime'),
    endTime: t('agenda.form.endTime'),
    note: t('agenda.form.note'),
  };
  const error = (field: AppointmentField) => fieldError(t, vm.feedback, field, labels[field]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.save();
  };
  const operationName = (operation: (typeof vm.operations)[number]) =>
    operation.name ? operation.name[locale.current] : t('agenda.form.hiddenOperation');
  const clashes = vm.clashes;
  const warnings = vm.warnings;
  // Escape, the close button and Cancel: a form with changes asks before anything typed is lost.
  const requestClose = () => vm.requestClose(onClose);
  return (
    <Modal
      open
      title={t(vm.creating ? 'agenda.form.newTitle' : 'agenda.form.editTitle')}
      onClose={requestClose}
    >
      <form ref={focus.form} className="record-form agenda-form" noValidate onSubmit={onSubmit}>
        {vm.discardAsked ? (
          <div className="agenda-form__discard" role="alert">
            <p>{t('agenda.form.discardQuestion')}</p>
            <div className="form__actions">
              <button type="button" className="button button--danger" onClick={onClose}>
                {t('agenda.form.discard')}
              </button>
              {/* The focus goes to the question's safe answer, so a second Escape or Enter keeps the form. */}
              <button type="button" className="button" autoFocus onClick={vm.keepEditing}>
                {t('agenda.form.keepEditing')}
              </button>
            </div>
          </div>
        ) : null}
        {vm.feedback.restored && !vm.feedback.code ? (
          <output className="agenda-form__restored">{t('record.inputRestored')}</output>
        ) : null}
        <BookingRefusal vm={vm} summary={focus.summary} />
        <SeriesClashes vm={vm} />
        <SelectField
          id="appointment-user"
          label={labels.userId}
          required
          value={vm.userId}
          options={[
            { value: '', label: t('agenda.form.choose') },
            ...vm.people.map((person) => ({ value: person.id, label: person.name })),
          ]}
          onValue={vm.setUser}
          error={error('userId')}
        />
        {vm.operationWithheld ? (
          <div className="field">
            <span className="field__label" id="appointment-operation-label">
              {labels.operationId}
            </span>
            <p aria-labelledby="appointment-operation-label" className="agenda__muted">
              {vm.editing?.title} · {t('agenda.form.operationKept')}
            </p>
          </div>
        ) : (
          <SelectField
            id="appointment-operation"
            label={labels.operationId}
            required
            value={vm.operationId}
            options={[
              {
                value: '',
                label:
                  vm.operationsState === 'failed'
                    ? t('agenda.form.operationsFailed')
                    : vm.operations.length === 0
                      ? t('agenda.form.loadingOperations')
                      : t('agenda.form.choose'),
              },
              ...vm.operations.map((operation) => ({
                value: operation.id,
                label: `${operationName(operation)} (${t('agenda.form.minutes', { count: operation.durationMinutes })})`,
              })),
            ]}
            onValue={vm.setOperation}
            error={error('operationId')}
          />
        )}
        {vm.operationsState === 'failed' ? (
          <p role="alert" className="agenda-form__retry">
            {t('agenda.form.operationsFailedHelp')}{' '}
            <button type="button" className="button button--small" onClick={vm.retryOperations}>
              {t('agenda.form.retry')}
            </button>
          </p>
        ) : null}
        <EmployeeField vm={vm} error={error('employeeId')} />
        <fieldset className="choice-group">
          <legend>{labels.channel}</legend>
          {APPOINTMENT_CHANNELS.map((channel) => (
            <label key={channel} className="choice">
              <input
                type="radio"
                name="appointment-channel"
                value={channel}
                checked={vm.channel === channel}
                onChange={() => vm.setChannel(channel)}
              />
              {t(`appointments.channels.${channel}`)}
            </label>
          ))}
        </fieldset>
        {vm.channel === 'on_site' ? (
          <>
            <SelectField
              id="appointment-location"
              label={labels.locationId}
              required
              value={vm.locationId ?? ''}
              options={[
                { value: '', label: t('agenda.form.choose') },
                ...vm.locations.map((location) => ({ value: location.id, label: location.name })),
              ]}
              onValue={(value) => vm.setLocation(value || null)}
              error={error('locationId')}
            />
            {vm.locationId ? (
              <>
                <SelectField
                  id="appointment-room"
                  label={labels.roomId}
                  value={vm.roomId ?? ''}
                  options={[
                    { value: '', label: t('agenda.form.noRoom') },
                    ...vm.rooms.map((room) => ({ value: room.id, label: room.name })),
                  ]}
                  onValue={(value) => vm.setRoom(value || null)}
                  error={error('roomId')}
                />
                {vm.operationWithheld ? null : (
                  <CheckboxGroup
                    id="appointment-resources"
                    legend={labels.resourceIds}
                    options={vm.resources.map((resource) => ({ value: resource.id, label: resource.name }))}
                    chosen={new Set(vm.resourceIds)}
                    onToggle={vm.toggleResource}
                    error={error('resourceIds')}
                    empty={t('agenda.form.noResources')}
                  />
                )}
              </>
            ) : null}
          </>
        ) : null}
        <div className="form-row">
          <DateField
            id="appointment-date"
            label={labels.date}
            required
            value={vm.date}
            onValue={vm.setDate}
            error={error('date')}
          />
          <TimeField
            id="appointment-start"
            label={labels.startTime}
            required
            value={vm.startTime}
            onValue={vm.setStartTime}
            error={error('startTime')}
          />
          <TimeField
            id="appointment-end"
            label={labels.endTime}
            required
            value={vm.endTime}
            onValue={vm.setEndTime}
            error={error('endTime')}
          />
        </div>
        {vm.writesNotes ? (
          <TextareaField
            id="appointment-note"
            label={labels.note}
            rows={3}
            value={vm.note}
            onValue={vm.setNote}
            help={t('agenda.form.noteHelp', { max: APPOINTMENT_NOTE_MAX })}
            error={error('note')}
          />
        ) : null}
        {vm.creating ? (
          <CheckboxField
            id="appointment-repeat"
            label={t('agenda.form.repeat')}
            checked={vm.repeat}
            onChecked={vm.setRepeat}
          />
        ) : null}
        {vm.creating && vm.repeat ? <SeriesFields vm={vm} /> : null}
        {vm.inSeries ? (
          <fieldset className="choice-group">
            <legend>{t('agenda.form.scope')}</legend>
            {SCOPES.map((scope) => (
              <label key={scope} className="choice">
                <input
                  type="radio"
                  name="appointment-scope"
                  value={scope}
                  checked={vm.scope === scope}
                  onChange={() => vm.setScope(scope)}
                />
                {t(`agenda.form.scopes.${scope}`)}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="agenda-form__notes" aria-live="polite">
          {clashes.length > 0 ? (
            <div className="agenda-form__clash">
              <p>{t('agenda.form.clashes')}</p>
              <ul>
                {clashes.map((notice) => (
                  <li key={`${notice.clash.appointmentId}${notice.clash.on}${notice.clash.resourceId ?? ''}`}>
                    {t('agenda.form.clash', {
                      title: notice.title,
                      on: notice.on,
                      start: formatClock(notice.start),
                      end: formatClock(notice.end),
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {warnings.length > 0 ? (
            <ul className="agenda-form__warnings">
              {warnings.map((warning) => (
                <li key={warning}>{t(`agenda.form.warnings.${warning}`, { name: vm.holidayName ?? '' })}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="form__actions">
          {/* Not disabled while saving: a disabled button drops the focus out of the dialog. */}
          <button type="submit" className="button button--primary" aria-disabled={vm.feedback.busy}>
            {t(
              vm.feedback.busy ? 'agenda.form.saving' : vm.creating ? 'agenda.form.book' : 'agenda.form.save',
            )}
          </button>
          <button type="button" className="button" onClick={requestClose}>
            {t('agenda.form.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
});
