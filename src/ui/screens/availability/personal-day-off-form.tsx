import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { REASON_MAX } from '../../../domain/availability/availability-rules';
import type { PersonalDayOffField } from '../../../domain/availability/availability-rules';
import { DateField, TimeField } from '../../components/form/date-field';
import { DateRangeField } from '../../components/form/date-range-field';
import { TextareaField } from '../../components/form/textarea-field';
import { fieldError } from '../../components/record/field-messages';
import { useFocusOnRefusal } from '../../components/record/form-focus';
import { FormSummary } from '../../components/record/form-summary';
import { useT } from '../../services-context';
import { AppointmentsHitNotice } from './appointments-hit-notice';
import type { DayOffMode, PersonalDayOffFormViewModel } from './personal-day-off-form-view-model';
import '../../components/record/record.css';

const MODES: readonly DayOffMode[] = ['whole', 'part'];

/**
 * A day off's fields: whole days (first and last day) or a part of a day (a start and an end, each a
 * date and a time), and a reason. The end after the start is said at once, next to the end.
 */
export const PersonalDayOffForm = observer(function PersonalDayOffForm({
  vm,
  actions,
}: {
  vm: PersonalDayOffFormViewModel;
  actions?: ReactNode;
}) {
  const t = useT();
  const whole = vm.mode === 'whole';
  const labels: Record<PersonalDayOffField, string> = {
    startDate: t(whole ? 'availability.dayOff.firstDay' : 'availability.dayOff.startDate'),
    startTime: t('availability.dayOff.startTime'),
    endDate: t(whole ? 'availability.dayOff.lastDay' : 'availability.dayOff.endDate'),
    endTime: t('availability.dayOff.endTime'),
    reason: t('availability.dayOff.reason'),
  };
  const error = (field: PersonalDayOffField) => fieldError(t, vm.feedback, field, labels[field]);
  // With whole days the times are not on the form: what is said of them belongs to the dates.
  const startError = whole ? (error('startDate') ?? error('startTime')) : error('startDate');
  const endError = whole
    ? (error('endDate') ?? error('endTime') ?? (vm.endBeforeStart ? t('validation.endAfterStart') : null))
    : error('endDate');
  const endTimeError = error('endTime') ?? (vm.endBeforeStart ? t('validation.endAfterStart') : null);
  const formRef = useFocusOnRefusal(vm.feedback);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  return (
    <form ref={formRef} className="record-form" noValidate onSubmit={onSubmit}>
      <FormSummary feedback={vm.feedback} />
      <fieldset className="choice-group">
        <legend>{t('availability.dayOff.mode')}</legend>
        {MODES.map((mode) => (
          <label key={mode} className="choice">
            <input
              type="radio"
              name="day-off-mode"
              value={mode}
              checked={vm.mode === mode}
              onChange={() => vm.setMode(mode)}
            />
            {t(`availability.dayOff.modes.${mode}`)}
          </label>
        ))}
      </fieldset>
      {whole ? (
        <DateRangeField
          id="day-off-days"
          legend={t('availability.dayOff.periodLegend')}
          startLabel={labels.startDate}
          endLabel={labels.endDate}
          start={vm.startDate}
          end={vm.endDate}
          onStart={vm.setStartDate}
          onEnd={vm.setEndDate}
          required
          allowSameDay
          help={t('availability.dayOff.wholeHelp')}
          startError={startError}
          endError={endError}
        />
      ) : (
        <fieldset>
          <legend>{t('availability.dayOff.periodLegend')}</legend>
          <div className="form-row">
            <DateField
              id="day-off-start-date"
              label={labels.startDate}
              required
              value={vm.startDate}
              onValue={vm.setStartDate}
              error={startError}
            />
            <TimeField
              id="day-off-start-time"
              label={labels.startTime}
              required
              value={vm.startTime}
              onValue={vm.setStartTime}
              error={error('startTime')}
            />
          </div>
          <div className="form-row">
            <DateField
              id="day-off-end-date"
              label={labels.endDate}
              required
              value={vm.endDate}
              onValue={vm.setEndDate}
              min={vm.startDate}
              error={endError}
            />
            <TimeField
              id="day-off-end-time"
              label={labels.endTime}
              required
              value={vm.endTime}
              onValue={vm.setEndTime}
              help={t('availability.dayOff.partHelp')}
              error={endTimeError}
            />
          </div>
        </fieldset>
      )}
      <TextareaField
        id="day-off-reason"
        label={labels.reason}
        value={vm.reason}
        onValue={vm.setReason}
        rows={3}
        help={t('availability.dayOff.reasonHelp', { max: REASON_MAX })}
        error={error('reason')}
      />
      <AppointmentsHitNotice
        check={vm.hits}
        mayPlan={vm.mayPlan}
        onSave={() => void vm.saveAnyway()}
        onCancelAndSave={() => void vm.cancelAndSave()}
      />
      {vm.hits.asking ? null : (
        <div className="form__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={vm.feedback.busy || vm.hits.checking}
          >
            {t(
              vm.hits.checking
                ? 'availability.hits.checking'
                : vm.feedback.busy
                  ? 'availability.common.saving'
                  : vm.creating
                    ? 'availability.dayOff.create'
                    : 'availability.common.save',
            )}
          </button>
          {actions}
        </div>
      )}
    </form>
  );
});
