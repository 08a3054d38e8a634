import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useCallback } from 'react';
import type { TimeConstraint } from '../../../domain/availability/availability';
import type { TimeConstraintField } from '../../../domain/availability/availability-rules';
import type { DataColumn } from '../../components/data-table';
import { DataTable } from '../../components/data-table';
import { DateField, TimeField } from '../../components/form/date-field';
import { DeleteDialog } from '../../components/record/delete-dialog';
import { fieldError } from '../../components/record/field-messages';
import { useFocusOnRefusal } from '../../components/record/form-focus';
import { FormSummary } from '../../components/record/form-summary';
import { formatDate, formatWeekdayDate } from '../../format';
import { useServices, useT } from '../../services-context';
import { AppointmentsHitNotice } from './appointments-hit-notice';
import { spanText } from './availability-texts';
import type { ScheduleExceptions } from './schedule-exceptions';
import { EXCEPTION_KINDS } from './schedule-exceptions';
import '../../components/record/record.css';

/** The form that adds an exception on one date. */
const ExceptionForm = observer(function ExceptionForm({
  exceptions,
  mayPlan,
}: {
  exceptions: ScheduleExceptions;
  mayPlan: boolean;
}) {
  const t = useT();
  const labels: Record<TimeConstraintField, string> = {
    date: t('availability.exceptions.date'),
    start: t('availability.exceptions.start'),
    end: t('availability.exceptions.end'),
  };
  const error = (field: TimeConstraintField) => fieldError(t, exceptions.feedback, field, labels[field]);
  const formRef = useFocusOnRefusal(exceptions.feedback);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void exceptions.add();
  };
  return (
    <form ref={formRef} className="record-form exception-form" noValidate onSubmit={onSubmit}>
      <h3>{t('availability.exceptions.addTitle')}</h3>
      <FormSummary feedback={exceptions.feedback} />
      <fieldset className="choice-group">
        <legend>{t('availability.exceptions.kind')}</legend>
        {EXCEPTION_KINDS.map((kind) => (
          <label key={kind} className="choice">
            <input
              type="radio"
              name="exception-kind"
              value={kind}
              checked={exceptions.kind === kind}
              onChange={() => exceptions.setKind(kind)}
            />
            {t(`availability.exceptions.kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      <p className="field__help">{t(`availability.exceptions.kindHelp.${exceptions.kind}`)}</p>
      <div className="form-row">
        <DateField
          id="exception-date"
          label={labels.date}
          required
          value={exceptions.date}
          onValue={exceptions.setDate}
          error={error('date')}
        />
        {exceptions.kind === 'day-off' ? null : (
          <>
            <TimeField
              id="exception-start"
              label={labels.start}
              required
              value={exceptions.start}
              onValue={exceptions.setStart}
              error={error('start')}
            />
            <TimeField
              id="exception-end"
              label={labels.end}
              required
              value={exceptions.end}
              onValue={exceptions.setEnd}
              error={error('end')}
            />
          </>
        )}
      </div>
      <AppointmentsHitNotice
        check={exceptions.hits}
        mayPlan={mayPlan}
        onSave={() => void exceptions.addAnyway()}
        onCancelAndSave={() => void exceptions.cancelAndAdd()}
      />
      {exceptions.hits.asking ? null : (
        <div className="form__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={exceptions.feedback.busy || exceptions.hits.checking}
          >
            {t(
              exceptions.hits.checking
                ? 'availability.hits.checking'
                : exceptions.feedback.busy
                  ? 'availability.common.saving'
                  : 'availability.exceptions.add',
            )}
          </button>
        </div>
      )}
    </form>
  );
});

const ExceptionActions = observer(function ExceptionActions({
  exceptions,
  exception,
}: {
  exceptions: ScheduleExceptions;
  exception: TimeConstraint;
}) {
  const t = useT();
  const locale = useServices().locale.current;
  return (
    <button
      type="button"
      className="button button--danger button--small"
      aria-label={t('availability.exceptions.removeNamed', { date: formatDate(exception.date, locale) })}
      onClick={() => exceptions.askRemove(exception)}
    >
      {t('availability.common.delete')}
    </button>
  );
});

/**
 * A saved schedule's exceptions on single dates: the list, with a remove button each for someone who
 * may change the schedule, and the form that adds one.
 */
export const ScheduleExceptionsPanel = observer(function ScheduleExceptionsPanel({
  exceptions,
  editable,
  mayPlan,
}: {
  exceptions: ScheduleExceptions;
  editable: boolean;
  /** Whether the reader may move appointments an exception hits through /planning. */
  mayPlan: boolean;
}) {
  const t = useT();
  const locale = useServices().locale.current;
  const nameOf = (exception: TimeConstraint) => formatDate(exception.date, locale);
  const columns: readonly DataColumn<TimeConstraint>[] = [
    {
      id: 'date',
      header: t('availability.exceptions.date'),
      cell: (exception) => formatWeekdayDate(exception.date, locale) + ` ${exception.date.year}`,
    },
    {
      id: 'kind',
      header: t('availability.exceptions.kind'),
      cell: (exception) => t(`availability.exceptions.kinds.${exception.kind}`),
    },
    {
      id: 'times',
      header: t('availability.exceptions.times'),
      cell: (exception) =>
        exception.start && exception.end
          ? spanText({ start: exception.start, end: exception.end })
          : t('availability.preview.wholeDay'),
    },
  ];
  const target = exceptions.target;
  const rowActions = useCallback(
    (exception: TimeConstraint) => <ExceptionActions exceptions={exceptions} exception={exception} />,
    [exceptions],
  );
  return (
    <section className="schedule-exceptions" aria-labelledby="schedule-exceptions-heading">
      <h2 id="schedule-exceptions-heading">{t('availability.exceptions.title')}</h2>
      <p>{t('availability.exceptions.intro')}</p>
      <DataTable
        caption={t('availability.exceptions.title')}
        columns={columns}
        rows={exceptions.list}
        rowKey={(exception) => exception.id}
        emptyText={t('availability.exceptions.none')}
        actionsHeader={t('availability.common.actions')}
        rowActions={editable ? rowActions : undefined}
      />
      {editable ? <ExceptionForm exceptions={exceptions} mayPlan={mayPlan} /> : null}
      {target ? (
        <DeleteDialog
          confirmation={exceptions.removal}
          title={t('availability.deletion.exceptionTitle')}
          question={t('availability.deletion.exceptionQuestion', { date: nameOf(target) })}
          final={false}
          onConfirm={() => void exceptions.confirmRemove(nameOf(target))}
        />
      ) : null}
    </section>
  );
});
