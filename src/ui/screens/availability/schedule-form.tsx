import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { REPEAT_WEEKS } from '../../../domain/availability/availability-rules';
import type { ScheduleField } from '../../../domain/availability/availability-rules';
import { CheckboxGroup } from '../../components/form/checkbox-fields';
import { DateRangeField } from '../../components/form/date-range-field';
import { NumberField } from '../../components/form/number-field';
import { SelectField } from '../../components/form/select-field';
import { fieldError } from '../../components/record/field-messages';
import { useFocusOnRefusal } from '../../components/record/form-focus';
import { FormSummary } from '../../components/record/form-summary';
import { useServices, useT } from '../../services-context';
import { AppointmentsHitNotice } from './appointments-hit-notice';
import { periodText } from './availability-texts';
import { byOperationName, OperationLabel, operationName } from './operation-label';
import type { ScheduleFormViewModel } from './schedule-form-view-model';
import { REPEAT_KINDS } from './schedule-form-view-model';
import { WeekPatternFields } from './week-pattern-fields';
import '../../components/record/record.css';

/** The person a schedule is for: shown, never chosen (the route's userChoiceDisabled, spec section 2). */
export const FixedPerson = observer(function FixedPerson({
  name,
  note,
}: {
  name: string;
  /** Says what the person is fixed for ("fixed for this schedule"). */
  note: string;
}) {
  const t = useT();
  return (
    <dl className="facts fixed-person">
      <dt>{t('availability.schedule.person')}</dt>
      <dd>
        {name}
        <span className="muted"> · {note}</span>
      </dd>
    </dl>
  );
});

const RepeatFields = observer(function RepeatFields({
  vm,
  error,
}: {
  vm: ScheduleFormViewModel;
  error: string | null;
}) {
  const t = useT();
  const week = vm.currentWeek;
  return (
    <fieldset className={`choice-group repeat-choice${error ? ' field--invalid' : ''}`}>
      <legend>{t('availability.schedule.repeatLegend')}</legend>
      {REPEAT_KINDS.map((kind) => (
        <label key={kind} className="choice">
          <input
            type="radio"
            name="schedule-repeat"
            value={kind}
            checked={vm.repeatKind === kind}
            onChange={() => vm.setRepeatKind(kind)}
          />
          {t(`availability.repeat.kinds.${kind}`)}
        </label>
      ))}
      {vm.repeatKind === 'every-n-weeks' ? (
        <NumberField
          id="schedule-repeat-weeks"
          label={t('availability.schedule.repeatWeeks')}
          integer
          required
          value={vm.repeatWeeks}
          onValue={vm.setRepeatWeeks}
          help={t('availability.schedule.repeatWeeksHelp', { min: REPEAT_WEEKS.min, max: REPEAT_WEEKS.max })}
          error={error}
        />
      ) : (
        <p className="field__help repeat-choice__help">
          {t(week % 2 === 0 ? 'availability.schedule.weekIsEven' : 'availability.schedule.weekIsOdd', {
            week,
          })}
        </p>
      )}
    </fieldset>
  );
});

/**
 * A schedule's fields: where, for which operations, the week pattern, the repeat and the period. For
 * the create screen and the schedule's own screen alike; the person is fixed above it.
 */
export const ScheduleForm = observer(function ScheduleForm({
  vm,
  actions,
}: {
  vm: ScheduleFormViewModel;
  /** More buttons next to save (cancel, delete). */
  actions?: ReactNode;
}) {
  const t = useT();
  const locale = useServices().locale.current;
  const labels: Record<ScheduleField, string> = {
    locationId: t('availability.schedule.location'),
    operationIds: t('availability.schedule.operations'),
    blocks: t('availability.schedule.patternLegend'),
    repeat: t('availability.schedule.repeatWeeks'),
    validFrom: t('availability.schedule.validFrom'),
    validUntil: t('availability.schedule.validUntil'),
  };
  const error = (field: ScheduleField) => fieldError(t, vm.feedback, field, labels[field]);
  const formRef = useFocusOnRefusal(vm.feedback);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  const place = vm.place;
  const notHere = vm.chosenNotOffered.map((operation) => operationName(t, operation, locale));
  const operationsError =
    vm.feedback.serverMessageOf('operationIds') ??
    (notHere.length > 0
      ? t('availability.schedule.notOffered', { names: notHere.join(', ') })
      : error('operationIds'));
  const options = [...vm.operations].sort(byOperationName(t, locale)).map((operation) => {
    const notOffered = vm.notOffered.has(operation.id);
    return {
      value: operation.id,
      disabled: notOffered,
      label: (
        <OperationLabel
          operation={operation}
          name={operationName(t, operation, locale)}
          note={notOffered ? t('availability.schedule.notOfferedMark') : null}
        />
      ),
    };
  });
  const offerHelp =
    vm.offerCheck === 'checking'
      ? t('availability.schedule.checking')
      : vm.offerCheck === 'failed'
        ? t('availability.schedule.checkFailed')
        : vm.offerCheck === 'ready'
          ? t('availability.schedule.chosen', { count: vm.operationIds.size })
          : t('availability.schedule.chooseLocationFirst');
  return (
    <form ref={formRef} className="record-form schedule-form" noValidate onSubmit={onSubmit}>
      <FormSummary feedback={vm.feedback} />
      <fieldset>
        <legend>{t('availability.schedule.placeLegend')}</legend>
        <SelectField
          id="schedule-location"
          label={labels.locationId}
          required
          value={vm.locationId}
          onValue={vm.setLocation}
          options={[
            { value: '', label: t('availability.schedule.chooseLocation') },
            ...vm.places.map((option) => ({ value: option.id, label: `${option.name} (${option.city})` })),
          ]}
          help={
            place
              ? t('availability.schedule.locationPeriod', {
                  period: periodText(t, locale, place.activeFrom, place.activeUntil),
                })
              : vm.places.length === 0
                ? t('availability.schedule.noPlaces')
                : null
          }
          error={error('locationId')}
        />
        <CheckboxGroup
          id="schedule-operations"
          legend={labels.operationIds}
          required
          options={options}
          chosen={vm.operationIds}
          onToggle={vm.toggleOperation}
          help={offerHelp}
          error={operationsError}
          empty={t('availability.schedule.noOperations')}
        />
      </fieldset>
      <WeekPatternFields
        editor={vm.pattern}
        id="schedule-blocks"
        legend={labels.blocks}
        error={
          vm.feedback.problemOf('blocks') === 'invalid'
            ? t('availability.schedule.blocksInvalid')
            : error('blocks')
        }
      />
      <RepeatFields vm={vm} error={error('repeat')} />
      <DateRangeField
        id="schedule-period"
        legend={t('availability.schedule.periodLegend')}
        startLabel={labels.validFrom}
        endLabel={labels.validUntil}
        start={vm.validFrom}
        end={vm.validUntil}
        onStart={vm.setValidFrom}
        onEnd={vm.setValidUntil}
        required
        endRequired={false}
        help={t('availability.schedule.validUntilHelp')}
        startError={error('validFrom')}
        endError={error('validUntil')}
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
                    ? 'availability.schedule.create'
                    : 'availability.common.save',
            )}
          </button>
          {actions}
        </div>
      )}
    </form>
  );
});
